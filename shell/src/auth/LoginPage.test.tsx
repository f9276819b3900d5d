import { $toasts, i18n } from '@artel/sdk';
import { loadInstanceSettingsFx } from '@artel/sdk/host';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { registerShellTranslations } from '../i18n/shellTranslations';
import { LoginPage } from './LoginPage';

interface FakeAnswer {
  status: number;
  body: unknown;
}

function respond({ status, body }: FakeAnswer): Response {
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

/** Answers the sign-in calls with `answer`, and the instance's settings (read once per page) with `instance`. */
function fakeFetch(answer: FakeAnswer, instance: Record<string, unknown> = { avatarLookup: false, name: '', registration: 'open' }) {
  const calls: Array<{ url: string; body: unknown }> = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url).endsWith('/api/v1/instance')) return respond({ status: 200, body: instance });
    calls.push({ url: String(url), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return respond(answer);
  }) as typeof fetch;
  return calls;
}

const user = {
  id: 'u1',
  name: 'Анна',
  email: 'anna@example.test',
  role: 'user',
  permissions: [],
  preferredLegalEntityId: null,
  preferredWorkspaceId: 'w1',
};

beforeAll(() => {
  registerShellTranslations();
  void i18n.changeLanguage('ru');
});
beforeEach(() => localStorage.clear());

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Электронная почта'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('LoginPage', () => {
  it('shows field errors and sends nothing when the form is incomplete', async () => {
    const calls = fakeFetch({ status: 200, body: {} });
    render(<LoginPage />);
    fillAndSubmit('not-an-email', '');
    expect(await screen.findByText('Введите корректный адрес электронной почты')).toBeInTheDocument();
    expect(screen.getByText('Введите пароль')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's 'Неверные учетные данные' on a failed sign-in", async () => {
    fakeFetch({
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Неверные учетные данные', statusCode: 401 } },
    });
    render(<LoginPage />);
    fillAndSubmit('anna@example.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверные учетные данные');
    expect(localStorage.getItem('artel.tokens')).toBeNull();
  });

  it('signs in, keeps the tokens and toasts the success text of SPEC §8', async () => {
    const calls = fakeFetch({
      status: 200,
      body: { user, access_token: 'a', refresh_token: 'r', expires_in: 900 },
    });
    render(<LoginPage />);
    fillAndSubmit('anna@example.test', 'correct horse');
    await waitFor(() => expect($toasts.getState().map((t) => t.message)).toContain('Успешный вход в систему'));
    expect(calls[0]).toMatchObject({
      url: expect.stringContaining('/api/v1/auth/login'),
      body: { email: 'anna@example.test', password: 'correct horse' },
    });
    expect(localStorage.getItem('artel.tokens')).toContain('"a"');
  });

  it('switches the page to English before sign-in', async () => {
    fakeFetch({ status: 200, body: {} });
    render(<LoginPage />);
    fireEvent.change(screen.getByLabelText('Язык'), { target: { value: 'en' } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    void i18n.changeLanguage('ru');
  });

  it('names the instance as its admin did and offers no sign-up when registration is closed', async () => {
    fakeFetch({ status: 200, body: {} }, { avatarLookup: false, name: 'Стройка', registration: 'closed' });
    await loadInstanceSettingsFx();
    render(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Стройка');
    expect(screen.queryByRole('link', { name: 'Зарегистрироваться' })).toBeNull();
  });
});
