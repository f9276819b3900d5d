import { $language, $user, i18n } from '@artel/sdk';
import { loginFx, sessionCleared, setLanguage } from '@artel/sdk/host';
import { authReply, startTestServer, type TestServer } from '@artel/sdk/testing';
import { chooseLanguage } from './chooseLanguage';

let server: TestServer;

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  server = startTestServer();
  server.reply(() => authReply());
  await loginFx({ email: 'anna@example.test', password: 'secret123' });
  server.calls.length = 0;
});

afterEach(async () => {
  sessionCleared();
  localStorage.clear();
  await setLanguage('ru');
});

it("keeps the top bar's choice in the account, so the next session opens in it", async () => {
  server.reply((call) =>
    call.method === 'PUT' && call.path === '/profile'
      ? { status: 200, body: { user: { ...$user.getState(), language: 'en' } } }
      : { status: 404 },
  );
  await chooseLanguage('en');
  expect($language.getState()).toBe('en');
  expect(server.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
    ['/profile', { language: 'en' }],
  ]);
  expect($user.getState()?.language).toBe('en');
});

it('switches the interface even when the account cannot be saved, and asks nothing of the server signed out', async () => {
  server.reply(() => ({ status: 500, body: { error: { code: 'internal', message: 'down' } } }));
  await chooseLanguage('en');
  expect($language.getState()).toBe('en');
  sessionCleared();
  server.calls.length = 0;
  await chooseLanguage('ru');
  expect($language.getState()).toBe('ru');
  expect(server.calls).toEqual([]);
});
