import { $toasts, i18n, navigate } from '@artel/sdk';
import { $location, dismissToast, loginFx, sessionCleared } from '@artel/sdk/host';
import { authReply, errorReply, legalEntity, type Replier, startTestServer, type TestServer, tryLeaving } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CreateLegalEntityPage } from './CreateLegalEntityPage';
import { EditLegalEntityPage } from './EditLegalEntityPage';
import { INN_CHECK_DEBOUNCE_MS } from './form/useInnUniqueness';
import { registerOrganisationsTranslations } from './i18n/organisationsTranslations';

let server: TestServer;

function serve(replier: Replier): void {
  server.reply(
    (call) => replier(call) ?? (call.path === '/profile/legal-entities/check-inn' ? { status: 200, body: { exists: false } } : undefined),
  );
}

function field(label: RegExp): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function type(label: RegExp, value: string): void {
  fireEvent.change(field(label), { target: { value } });
}

function leave(label: RegExp): void {
  fireEvent.blur(field(label));
}

function fillRequired(inn: string): void {
  type(/^Название/, 'ООО «Ромашка»');
  type(/^ИНН/, inn);
  type(/^Адрес/, 'Москва, ул. Вавилова, 19');
}

function posts(): unknown[] {
  return server.calls.filter((call) => call.method === 'POST' && call.path === '/profile/legal-entities').map((call) => call.body);
}

beforeAll(() => {
  registerOrganisationsTranslations();
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
  navigate('/profile/legal-entities/create');
});

afterEach(() => {
  sessionCleared();
  localStorage.clear();
  jest.useRealTimers();
});

describe('creating a legal entity', () => {
  it('offers every SPEC §3 create field and the three types with Russian labels', () => {
    render(<CreateLegalEntityPage />);
    for (const label of [
      /^Название/,
      /^Тип/,
      /^ИНН/,
      /^КПП/,
      /^ОГРН/,
      /^Организационно-правовая форма/,
      /^Адрес/,
      /^Телефон/,
      /^Электронная почта/,
      /^Сайт/,
      /^Расчётный счёт/,
      /^Банк$/,
      /^БИК/,
      /^Корреспондентский счёт/,
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['юр. лицо', 'ИП', 'самозанятый']);
  });

  it('refuses an INN with a wrong check digit as soon as the field is left, without asking the server', () => {
    render(<CreateLegalEntityPage />);
    type(/^ИНН/, '7707083894');
    expect(screen.queryByText('Неверный ИНН: не совпадает контрольное число')).toBeNull();
    leave(/^ИНН/);
    expect(screen.getByText('Неверный ИНН: не совпадает контрольное число')).toBeInTheDocument();
    expect(field(/^ИНН/)).toHaveAttribute('aria-invalid', 'true');
    act(() => jest.advanceTimersByTime(INN_CHECK_DEBOUNCE_MS * 2));
    expect(server.calls).toHaveLength(0);
  });

  it('checks the length against the type: a sole trader has a 12-digit INN', () => {
    render(<CreateLegalEntityPage />);
    fireEvent.change(screen.getByLabelText(/^Тип/), { target: { value: 'individual' } });
    type(/^ИНН/, '7707083893');
    leave(/^ИНН/);
    expect(screen.getByText('ИНН индивидуального предпринимателя или физического лица должен содержать 12 цифр')).toBeInTheDocument();
  });

  it('shows every missing required field on submit and sends nothing', async () => {
    render(<CreateLegalEntityPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Укажите название организации')).toBeInTheDocument();
    expect(screen.getByText('Укажите ИНН')).toBeInTheDocument();
    expect(screen.getByText('Укажите адрес')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Исправьте ошибки в форме');
    expect(field(/^Название/)).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('takes the «fix the errors» summary away once every field is put right', async () => {
    render(<CreateLegalEntityPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Исправьте ошибки в форме')).toBeInTheDocument();
    fillRequired('7707083893');
    for (const label of [/^Название/, /^ИНН/, /^Адрес/]) leave(label);
    await waitFor(() => expect(screen.queryByText('Исправьте ошибки в форме')).not.toBeInTheDocument());
  });

  it('asks the server whether a valid INN is taken after typing pauses, and refuses a taken one', async () => {
    serve((call) =>
      call.path === '/profile/legal-entities/check-inn' ? { status: 200, body: { exists: call.query.inn === '7707083893' } } : undefined,
    );
    render(<CreateLegalEntityPage />);
    fillRequired('7707083893');
    expect(server.calls).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(INN_CHECK_DEBOUNCE_MS);
    });
    expect(await screen.findByText('Организация с таким ИНН уже зарегистрирована')).toBeInTheDocument();
    expect(server.calls).toEqual([expect.objectContaining({ path: '/profile/legal-entities/check-inn', query: { inn: '7707083893' } })]);

    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(field(/^ИНН/)).toHaveFocus());
    expect(posts()).toHaveLength(0);
  });

  it('creates with every field, toasts and goes back to the list', async () => {
    serve((call) => (call.method === 'POST' ? { status: 201, body: legalEntity({ id: 'le-9', isPrimary: true }) } : undefined));
    render(<CreateLegalEntityPage />);
    fillRequired('7707083893');
    type(/^КПП/, '773601001');
    type(/^ОГРН/, '1027700132195');
    type(/^Электронная почта/, 'info@sberbank.ru');
    type(/^БИК/, '044525225');
    type(/^Корреспондентский счёт/, '30101810400000000225');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      name: 'ООО «Ромашка»',
      type: 'company',
      taxId: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      legalForm: '',
      address: 'Москва, ул. Вавилова, 19',
      phone: '',
      email: 'info@sberbank.ru',
      website: '',
      bankAccount: '',
      bankName: '',
      bik: '044525225',
      corrAccount: '30101810400000000225',
    });
    await waitFor(() => expect($location.getState().pathname).toBe('/profile/legal-entities'));
    expect($toasts.getState().map((toast) => toast.message)).toContain('Юридическое лицо успешно создано');
  });

  it("puts the server's field problems on the fields", async () => {
    serve((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              error: {
                code: 'validation_error',
                message: 'Некорректные данные запроса',
                statusCode: 400,
                details: [{ field: 'address', key: 'validation.legalEntity.addressRequired', message: 'Адрес не распознан сервером' }],
              },
            },
          }
        : undefined,
    );
    render(<CreateLegalEntityPage />);
    fillRequired('7707083893');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Адрес не распознан сервером')).toBeInTheDocument();
    expect($toasts.getState().map((toast) => toast.message)).toContain('Ошибка при создании юридического лица');
    expect($location.getState().pathname).toBe('/profile/legal-entities/create');
    type(/^Адрес/, 'Москва, Тверская, 1');
    expect(screen.queryByText('Адрес не распознан сервером')).toBeNull();
  });

  it('shows a 409 inn_taken answer on the INN field', async () => {
    serve((call) => (call.method === 'POST' ? errorReply(409, 'inn_taken', 'ИНН уже используется другой организацией') : undefined));
    render(<CreateLegalEntityPage />);
    fillRequired('7707083893');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findAllByText('ИНН уже используется другой организацией')).not.toHaveLength(0);
    expect(field(/^ИНН/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('editing a legal entity', () => {
  const existing = legalEntity({ id: 'le-1', name: 'ООО «Ромашка»', taxId: '7707083893', inn: '7707083893' });

  it('fills the form, checks the INN excluding itself and saves with PUT', async () => {
    serve((call) => {
      if (call.method === 'GET' && call.path === '/profile/legal-entities/le-1') return { status: 200, body: existing };
      if (call.method === 'PUT') return { status: 200, body: { ...existing, name: 'ООО «Ромашка плюс»' } };
      return undefined;
    });
    render(<EditLegalEntityPage params={{ id: 'le-1' }} />);
    expect(await screen.findByDisplayValue('ООО «Ромашка»')).toBeInTheDocument();
    type(/^Название/, 'ООО «Ромашка плюс»');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true));
    const check = server.calls.find((call) => call.path === '/profile/legal-entities/check-inn');
    expect(check?.query).toEqual({ inn: '7707083893', excludeId: 'le-1' });
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/profile/legal-entities/le-1',
      body: expect.objectContaining({ name: 'ООО «Ромашка плюс»', taxId: '7707083893' }),
    });
    await waitFor(() => expect($toasts.getState().map((toast) => toast.message)).toContain('Юридическое лицо успешно обновлено'));
  });

  it('asks before leaving changed requisites unsaved, and goes back to the list without a question once saved', async () => {
    serve((call) => {
      if (call.method === 'GET' && call.path === '/profile/legal-entities/le-1') return { status: 200, body: existing };
      if (call.method === 'PUT') return { status: 200, body: { ...existing, address: 'Москва, Тверская, 1' } };
      return undefined;
    });
    navigate('/profile/legal-entities/le-1/edit');
    render(<EditLegalEntityPage params={{ id: 'le-1' }} />);
    expect(await screen.findByDisplayValue('ООО «Ромашка»')).toBeInTheDocument();
    expect(tryLeaving('/dashboard')).toBe('left');
    navigate('/profile/legal-entities/le-1/edit');
    type(/^Адрес/, 'Москва, Тверская, 1');
    expect(tryLeaving('/workspaces')).toBe('asked');
    expect(field(/^Адрес/)).toHaveValue('Москва, Тверская, 1');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect($location.getState().pathname).toBe('/profile/legal-entities'));
  });

  it('says so when the entity is not there or not the caller’s', async () => {
    serve(() => errorReply(404, 'legal_entity_not_found', 'Юридическое лицо не найдено'));
    render(<EditLegalEntityPage params={{ id: 'le-x' }} />);
    expect(await screen.findByText('Организация не найдена или у вас нет к ней доступа')).toBeInTheDocument();
  });

  it('does not offer the form to a plain member', async () => {
    serve(() => ({ status: 200, body: { ...existing, role: 'member' } }));
    render(<EditLegalEntityPage params={{ id: 'le-1' }} />);
    expect(await screen.findByText('Изменять организацию могут только её владелец и администраторы')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });
});
