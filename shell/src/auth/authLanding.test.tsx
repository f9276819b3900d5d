import { i18n } from '@artel/sdk';
import { loadInstanceSettingsFx } from '@artel/sdk/host';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { registerShellTranslations } from '../i18n/shellTranslations';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

type Answer = { status: number; body: unknown };

function respond({ status, body }: Answer): Response {
  const text = JSON.stringify(body);
  const response = {
    ok: status < 300,
    status,
    headers: { get: () => 'application/json' },
    text: async () => text,
    json: async () => body,
    clone: () => response,
  };
  return response as unknown as Response;
}

const openInstance = { avatarLookup: false, name: 'Стройка', registration: 'open', defaultLanguage: 'ru' };
const preview = { workspaceName: 'Отдел закупок', inviterName: 'Ольга', role: 'viewer', email: 'petr@example.test', status: 'open' };

/** Answers by path; what it was asked is kept, so a test can say what was not sent. */
function fakeServer(routes: Record<string, Answer>) {
  const asked: Array<{ url: string; body: unknown }> = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    asked.push({ url: String(url), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return respond(routes[path] ?? { status: 404, body: { error: { code: 'not_found', message: 'Не найдено', statusCode: 404 } } });
  }) as typeof fetch;
  return asked;
}

const invitedHere = (path: string) =>
  window.history.replaceState(null, '', `${path}?redirect=${encodeURIComponent('/invitations/accept?token=tok-1')}`);

beforeAll(() => {
  registerShellTranslations();
  void i18n.changeLanguage('ru');
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/auth/login');
});

describe('the invitation landing (issue 31)', () => {
  it('names the workspace, the inviter and the role, fills in the invited e-mail and remembers to join', async () => {
    fakeServer({ '/api/v1/instance': { status: 200, body: openInstance }, '/api/invitations/preview': { status: 200, body: preview } });
    await loadInstanceSettingsFx();
    invitedHere('/auth/login');
    render(<LoginPage />);
    expect(await screen.findByText('Вас пригласили в «Отдел закупок»')).toBeInTheDocument();
    expect(screen.getByText(/Ольга приглашает вас с ролью «наблюдатель»/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Электронная почта')).toHaveValue('petr@example.test'));
    expect(sessionStorage.getItem('artel.invitationToJoin')).toBe('tok-1');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Вход в Стройка');
  });

  it('says when the invitation was already used, and does not remember it', async () => {
    fakeServer({ '/api/invitations/preview': { status: 200, body: { ...preview, status: 'accepted' } } });
    invitedHere('/auth/login');
    render(<LoginPage />);
    expect(await screen.findByText('Это приглашение уже принято. Войдите, чтобы открыть пространство.')).toBeInTheDocument();
    expect(sessionStorage.getItem('artel.invitationToJoin')).toBeNull();
  });
});

describe('the sign-in page', () => {
  it('says why when the session ended elsewhere, and nothing otherwise', () => {
    fakeServer({});
    const { unmount } = render(<LoginPage />);
    expect(screen.queryByText(/Сеанс завершён/)).toBeNull();
    unmount();
    sessionStorage.setItem('artel.sessionEnded', '1');
    render(<LoginPage />);
    expect(screen.getByText(/Сеанс завершён/)).toBeInTheDocument();
  });

  it('offers «Забыли пароль?»', () => {
    fakeServer({});
    render(<LoginPage />);
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', '/auth/forgot');
  });
});

describe('sign-up by invitation only (issue 31)', () => {
  const inviteOnly = { ...openInstance, registration: 'invite_only' };

  it('shows no form without an invitation, with the instance name in the heading', async () => {
    fakeServer({ '/api/v1/instance': { status: 200, body: inviteOnly } });
    await loadInstanceSettingsFx();
    window.history.replaceState(null, '', '/auth/register');
    render(<RegisterPage />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Регистрация в Стройка');
    expect(screen.getByText('Регистрация только по приглашению')).toBeInTheDocument();
    expect(screen.queryByLabelText('Пароль')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).toBeNull();
  });

  it('says sign-up is closed, invitation or not, when the admin closed it', async () => {
    fakeServer({ '/api/v1/instance': { status: 200, body: { ...openInstance, registration: 'closed' } } });
    await loadInstanceSettingsFx();
    window.history.replaceState(null, '', '/auth/register');
    render(<RegisterPage />);
    expect(screen.getByText('Регистрация закрыта')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).toBeNull();
  });

  it('shows the form, the e-mail filled in, to someone with a working invitation', async () => {
    fakeServer({ '/api/v1/instance': { status: 200, body: inviteOnly }, '/api/invitations/preview': { status: 200, body: preview } });
    await loadInstanceSettingsFx();
    invitedHere('/auth/register');
    render(<RegisterPage />);
    expect(await screen.findByText('Вас пригласили в «Отдел закупок»')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Электронная почта')).toHaveValue('petr@example.test'));
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
    expect(screen.queryByText('Регистрация только по приглашению')).toBeNull();
  });
});

describe('«Забыли пароль?» (issue 31)', () => {
  it('asks for the e-mail and answers neutrally when the server can mail', async () => {
    const asked = fakeServer({
      '/api/v1/auth/password-reset/options': { status: 200, body: { selfService: true } },
      '/api/v1/auth/password-reset/request': { status: 202, body: { success: true } },
    });
    render(<ForgotPasswordPage />);
    fireEvent.change(await screen.findByLabelText('Электронная почта'), { target: { value: 'vera@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Прислать ссылку' }));
    expect(await screen.findByText(/Если этот адрес зарегистрирован/)).toBeInTheDocument();
    expect(asked.find((call) => call.url.endsWith('/password-reset/request'))?.body).toEqual({ email: 'vera@example.test' });
  });

  it('sends people to an administrator when it cannot', async () => {
    fakeServer({ '/api/v1/auth/password-reset/options': { status: 200, body: { selfService: false } } });
    render(<ForgotPasswordPage />);
    expect(await screen.findByText(/Попросите администратора выдать вам ссылку/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Прислать ссылку' })).toBeNull();
  });
});
