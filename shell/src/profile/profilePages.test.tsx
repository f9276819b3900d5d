import { $toasts, $user, i18n } from '@artel/sdk';
import { $location, dismissToast, loginFx, sessionCleared, setLanguage } from '@artel/sdk/host';
import { authReply, errorReply, legalEntity, startTestServer, type TestServer, tryLeaving } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { registerOrganisationsTranslations } from '../organisations/i18n/organisationsTranslations';
import { registerProfileTranslations } from './i18n/profileTranslations';
import { ProfilePage } from './ProfilePage';
import { UserProfilePage } from './UserProfilePage';

let server: TestServer;

function workspace(id: string, name: string, isPersonal = false) {
  return {
    id,
    slug: id,
    name,
    description: '',
    isPersonal,
    visibility: 'private',
    icon: null,
    color: null,
    legalEntityId: null,
    ownerId: 'u1',
    memberCount: 2,
    role: 'owner',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

function member(userId: string, name: string, role: string) {
  return { userId, name, email: `${userId}@example.test`, role, joinedAt: '2026-01-01T00:00:00.000Z' };
}

beforeAll(() => {
  registerOrganisationsTranslations();
  registerProfileTranslations();
  void i18n.changeLanguage('ru');
});

beforeEach(async () => {
  jest.useFakeTimers();
  jest.advanceTimersByTime(10_000);
  for (const toast of $toasts.getState()) dismissToast(toast.id);
  server = startTestServer();
  server.reply(() => authReply());
  await loginFx({ email: 'anna@example.test', password: 'secret123' });
  server.calls.length = 0;
});

afterEach(() => {
  sessionCleared();
  localStorage.clear();
  jest.useRealTimers();
});

describe('own profile', () => {
  it('shows name, e-mail, the initials avatar and the organisations with the preferred one', async () => {
    const romashka = legalEntity({ id: 'le-1', name: 'ООО «Ромашка»', isPrimary: true });
    const vasilek = legalEntity({ id: 'le-2', name: 'ИП Васильков', isPreferred: true });
    server.reply((call) => {
      if (call.path === '/profile/legal-entities') return { status: 200, body: { legalEntities: [romashka, vasilek] } };
      if (call.method === 'DELETE' && call.path === '/profile/preferred-legal-entity')
        return { status: 200, body: { legalEntityId: null, legalEntity: null } };
      return undefined;
    });
    render(<ProfilePage />);
    expect(screen.getByRole('heading', { name: 'Анна Петрова' })).toBeInTheDocument();
    expect(screen.getByText('anna@example.test')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Анна Петрова' })).toHaveTextContent('АП');
    expect(await screen.findByRole('link', { name: 'ООО «Ромашка»' })).toHaveAttribute('href', '/companies/le-1');
    const preferred = screen.getByLabelText('Основная организация') as HTMLSelectElement;
    expect(preferred.value).toBe('le-2');

    fireEvent.change(preferred, { target: { value: '' } });
    await waitFor(() => expect($toasts.getState().map((toast) => toast.message)).toContain('Основная организация снята'));
    expect(preferred.value).toBe('');
    // None chosen: the one with the «Основное» badge is what gets offered, and the choice says so.
    expect(preferred.selectedOptions[0]).toHaveTextContent('Не выбрана — предлагается основное: ООО «Ромашка»');
  });
});

describe('account settings and security (issue 15)', () => {
  const noOrganisations = (call: { path: string }) =>
    call.path === '/profile/legal-entities' ? { status: 200, body: { legalEntities: [] } } : undefined;

  it('refuses a malformed Telegram username without asking the server, then saves the profile', async () => {
    server.reply((call) => {
      if (call.method === 'PUT' && call.path === '/profile') {
        const body = call.body as { name: string; telegramUsername: string };
        return {
          status: 200,
          body: {
            user: {
              ...$user.getState(),
              name: body.name,
              telegramUsername: body.telegramUsername.replace('@', ''),
              language: null,
              timeZone: 'Europe/Moscow',
            },
          },
        };
      }
      return noOrganisations(call);
    });
    render(<ProfilePage />);
    fireEvent.change(screen.getByLabelText('Имя пользователя в Telegram'), { target: { value: '@ab' } });
    expect(screen.getByText('От 5 до 32 символов: латинские буквы, цифры и подчёркивание')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Имя пользователя в Telegram'), { target: { value: '@anna_petrova' } });
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'Анна Сергеевна' } });
    fireEvent.change(screen.getByLabelText('Часовой пояс'), { target: { value: 'Europe/Moscow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect($toasts.getState().map((toast) => toast.message)).toContain('Профиль сохранён'));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Анна Сергеевна',
      language: null,
      timeZone: 'Europe/Moscow',
      telegramUsername: '@anna_petrova',
    });
    expect($user.getState()).toMatchObject({ name: 'Анна Сергеевна', telegramUsername: 'anna_petrova' });
  });

  it('asks before leaving a changed name unsaved, and leaves without a question once it is saved', async () => {
    server.reply((call) =>
      call.method === 'PUT' && call.path === '/profile'
        ? { status: 200, body: { user: { ...$user.getState(), name: 'Анна Сергеевна' } } }
        : noOrganisations(call),
    );
    window.history.replaceState(null, '', '/profile');
    render(<ProfilePage />);
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'Анна Сергеевна' } });
    expect(tryLeaving('/dashboard')).toBe('asked');
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна Сергеевна');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    // The saved user, not the toast: a toast repeated within 500 ms of the previous test's fake clock is dropped.
    await waitFor(() => expect($user.getState()?.name).toBe('Анна Сергеевна'));
    await act(async () => {});
    expect(tryLeaving('/dashboard')).toBe('left');
  });

  it('asks before leaving a half-typed new password', () => {
    server.reply(noOrganisations);
    window.history.replaceState(null, '', '/profile');
    render(<ProfilePage />);
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'new secret 1' } });
    expect(tryLeaving('/workspaces')).toBe('asked');
  });

  it('says «saved» in the language just chosen, which the interface then speaks', async () => {
    server.reply((call) =>
      call.method === 'PUT' && call.path === '/profile'
        ? { status: 200, body: { user: { ...$user.getState(), language: 'en' } } }
        : noOrganisations(call),
    );
    render(<ProfilePage />);
    fireEvent.change(screen.getByLabelText('Язык интерфейса'), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect($toasts.getState().map((toast) => toast.message)).toContain('Profile saved'));
    expect(await screen.findByRole('heading', { name: 'Password and sessions' })).toBeInTheDocument();
    await act(() => setLanguage('ru'));
  });

  it("shows the server's message when the current password is wrong", async () => {
    server.reply((call) =>
      call.path === '/profile/password'
        ? errorReply(400, 'current_password_wrong', 'Текущий пароль указан неверно')
        : noOrganisations(call),
    );
    render(<ProfilePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(screen.getByText('Введите текущий пароль')).toBeInTheDocument();
    expect(screen.getByText('Не короче 8 символов')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Текущий пароль'), { target: { value: 'wrong' } });
    fireEvent.change(screen.getByLabelText('Новый пароль'), { target: { value: 'new secret 1' } });
    fireEvent.change(screen.getByLabelText('Новый пароль ещё раз'), { target: { value: 'new secret 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Текущий пароль указан неверно')).toHaveAttribute('role', 'alert');
  });

  it('signs out of every session and goes to the sign-in page', async () => {
    server.reply((call) =>
      call.path === '/profile/sessions/end-all' ? { status: 200, body: { success: true, ended: 2 } } : noOrganisations(call),
    );
    render(<ProfilePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Выйти из всех сеансов' }));
    await waitFor(() => expect($location.getState().pathname).toBe('/auth/login'));
    expect($user.getState()).toBeNull();
  });
});

describe("another user's profile", () => {
  it('shows a person the caller shares workspaces with, and where', async () => {
    server.reply((call) => {
      if (call.path === '/workspaces')
        return {
          status: 200,
          body: { workspaces: [workspace('w0', 'Личное', true), workspace('w1', 'Продажи'), workspace('w2', 'Склад')] },
        };
      if (call.path === '/workspaces/w1/members')
        return { status: 200, body: { members: [member('u1', 'Анна Петрова', 'owner'), member('u7', 'Борис Иванов', 'viewer')] } };
      if (call.path === '/workspaces/w2/members') return { status: 200, body: { members: [member('u1', 'Анна Петрова', 'owner')] } };
      return undefined;
    });
    render(<UserProfilePage params={{ userId: 'u7' }} />);
    expect(await screen.findByRole('heading', { name: 'Борис Иванов' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Борис Иванов' })).toHaveTextContent('БИ');
    const shared = screen.getByRole('heading', { name: 'Общие рабочие пространства' }).parentElement as HTMLElement;
    expect(within(shared).getByRole('link', { name: 'Продажи' })).toHaveAttribute('href', '/workspaces/w1');
    expect(within(shared).getByText('Наблюдатель')).toBeInTheDocument();
    expect(within(shared).queryByText('Склад')).toBeNull();
    expect(server.calls.map((call) => call.path)).not.toContain('/workspaces/w0/members');
  });

  it('says nothing about a user who shares no workspace with the caller', async () => {
    server.reply((call) => {
      if (call.path === '/workspaces') return { status: 200, body: { workspaces: [workspace('w1', 'Продажи')] } };
      return { status: 200, body: { members: [member('u1', 'Анна Петрова', 'owner')] } };
    });
    render(<UserProfilePage params={{ userId: 'u9' }} />);
    expect(await screen.findByText('Пользователь не найден или у вас нет общих рабочих пространств')).toBeInTheDocument();
  });

  it('sends the caller to their own profile', async () => {
    render(<UserProfilePage params={{ userId: 'u1' }} />);
    await waitFor(() => expect($location.getState().pathname).toBe('/profile'));
  });
});
