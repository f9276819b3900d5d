import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { call } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { bearer, PASSWORD, register, type SignedIn, uniqueEmail } from './support/users';

let database: Database;
let app: FastifyInstance;
let admin: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  admin = await register(app, { name: 'Админ' });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const en = { 'accept-language': 'en' };
const me = (accessToken: string) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(accessToken) });
const login = (email: string, password = PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: en, payload: { email, password } });
const refresh = (who: SignedIn) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: en, payload: { refresh_token: who.refresh_token } });

describe('profile (issue 15)', () => {
  it('saves name, language, time zone and the Telegram username without its @', async () => {
    const user = await register(app);
    const saved = await call(app, user, 'PUT', '/api/v1/profile', {
      name: '  Анна Петрова ',
      language: 'en',
      timeZone: 'Europe/Moscow',
      telegramUsername: '@anna_petrova',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({
      name: 'Анна Петрова',
      language: 'en',
      timeZone: 'Europe/Moscow',
      telegramUsername: 'anna_petrova',
    });
    expect((await me(user.access_token)).json().user).toMatchObject({ name: 'Анна Петрова', telegramUsername: 'anna_petrova' });

    const cleared = await call(app, user, 'PUT', '/api/v1/profile', { telegramUsername: '', timeZone: '' });
    expect(cleared.json().user).toMatchObject({ timeZone: null, telegramUsername: null, language: 'en' });
  });

  it.each([
    [
      { telegramUsername: 'abc' },
      'telegram_username_invalid',
      'Telegram username: 5 to 32 characters, Latin letters, digits and underscores',
    ],
    [
      { telegramUsername: 'анна_петрова' },
      'telegram_username_invalid',
      'Telegram username: 5 to 32 characters, Latin letters, digits and underscores',
    ],
    [
      { telegramUsername: 'a'.repeat(33) },
      'telegram_username_invalid',
      'Telegram username: 5 to 32 characters, Latin letters, digits and underscores',
    ],
    [{ timeZone: 'Mars/Olympus' }, 'time_zone_unknown', 'Unknown time zone "Mars/Olympus"'],
    [{ name: '   ' }, 'name_required', 'Enter a name'],
  ])('refuses %j with a clear error and changes nothing', async (body, code, text) => {
    const user = await register(app, { name: 'Ирина' });
    const refused = await call(app, user, 'PUT', '/api/v1/profile', body, en);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code, message: text });
    expect((await me(user.access_token)).json().user).toMatchObject({ name: 'Ирина', timeZone: null, telegramUsername: null });
  });

  it('answers a stranger without a token with 401', async () => {
    expect((await app.inject({ method: 'PUT', url: '/api/v1/profile', payload: { name: 'x' } })).statusCode).toBe(401);
  });

  it('changes the password only with the current one, and signs the other sessions out', async () => {
    const user = await register(app);
    const otherDevice = (await login(user.user.email)).json<SignedIn>();

    const wrong = await call(app, user, 'POST', '/api/v1/profile/password', { currentPassword: 'nope', newPassword: 'new secret 123' }, en);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'current_password_wrong', message: 'The current password is wrong' });
    const short = await call(app, user, 'POST', '/api/v1/profile/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.json().error).toMatchObject({ code: 'password_too_short', message: 'Пароль должен быть не короче 8 символов' });
    expect((await login(user.user.email)).statusCode).toBe(200);

    const changed = await call(app, user, 'POST', '/api/v1/profile/password', { currentPassword: PASSWORD, newPassword: 'new secret 123' });
    expect(changed.statusCode).toBe(200);
    expect((await login(user.user.email)).statusCode).toBe(401);
    expect((await login(user.user.email, 'new secret 123')).statusCode).toBe(200);
    expect((await me(user.access_token)).statusCode).toBe(200);
    expect((await me(otherDevice.access_token)).statusCode).toBe(401);
    expect((await refresh(otherDevice)).statusCode).toBe(401);
    expect((await refresh(user)).statusCode).toBe(200);
  });

  it('signs out of every session, this one included', async () => {
    const user = await register(app);
    const otherDevice = (await login(user.user.email)).json<SignedIn>();
    const ended = await call(app, user, 'POST', '/api/v1/profile/sessions/end-all');
    expect(ended.json()).toEqual({ success: true, ended: 2 });
    for (const session of [user, otherDevice]) {
      expect((await me(session.access_token)).statusCode).toBe(401);
      expect((await refresh(session)).statusCode).toBe(401);
    }
  });
});

describe('admin settings (issue 15)', () => {
  afterEach(async () => {
    await call(app, admin, 'PUT', '/api/v1/admin/settings', { registration: 'open', name: '', defaultLanguage: 'ru' });
  });

  it('are stored, shown to every browser and only an admin may change them', async () => {
    const user = await register(app);
    const refused = await call(app, user, 'PUT', '/api/v1/admin/settings', { name: 'Чужое' }, en);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Insufficient permissions');
    expect((await call(app, user, 'GET', '/api/v1/admin/settings')).statusCode).toBe(403);

    const saved = await call(app, admin, 'PUT', '/api/v1/admin/settings', { name: ' Ромашка ', defaultLanguage: 'en', avatarLookup: true });
    expect(saved.json()).toMatchObject({
      name: 'Ромашка',
      registration: 'open',
      defaultLanguage: 'en',
      avatarLookup: true,
      outboundAllowHosts: [],
    });
    const instance = await app.inject({ method: 'GET', url: '/api/v1/instance' });
    expect(instance.json()).toEqual({ name: 'Ромашка', registration: 'open', defaultLanguage: 'en', avatarLookup: true });
    await call(app, admin, 'PUT', '/api/v1/admin/settings', { avatarLookup: false });
    expect((await app.inject({ method: 'GET', url: '/api/v1/instance' })).json().avatarLookup).toBe(false);
  });

  it('refuses an unknown registration mode with a validation error', async () => {
    const bad = await call(app, admin, 'PUT', '/api/v1/admin/settings', { registration: 'sometimes' }, en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_error');
  });

  it('closes and restricts registration', async () => {
    const signUp = (email = uniqueEmail()) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: en, payload: { email, password: PASSWORD } });

    await call(app, admin, 'PUT', '/api/v1/admin/settings', { registration: 'closed' });
    const closed = await signUp();
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error).toMatchObject({ code: 'registration_closed', message: 'Registration is closed on this instance' });

    await call(app, admin, 'PUT', '/api/v1/admin/settings', { registration: 'invite_only' });
    expect((await signUp()).json().error.code).toBe('registration_invite_only');
    const invitedEmail = uniqueEmail('invited');
    const workspace = await call(app, admin, 'POST', '/api/v1/workspaces', { name: 'Приглашающее' });
    const invited = await call(app, admin, 'POST', `/api/v1/workspaces/${workspace.json().id}/invitations`, {
      email: invitedEmail,
      role: 'member',
    });
    expect(invited.statusCode).toBe(201);
    expect((await signUp(invitedEmail)).statusCode).toBe(201);
  });
});

describe('admin users (issue 15)', () => {
  it('lists and searches users for admins only', async () => {
    const marker = `Zzsearch${Date.now()}`;
    const found = await register(app, { name: `${marker} Мария` });
    await register(app, { name: 'Кто-то другой' });
    const result = await call(app, admin, 'GET', `/api/v1/admin/users?q=${encodeURIComponent(marker.toLowerCase())}`);
    expect(result.json()).toEqual({
      users: [expect.objectContaining({ id: found.user.id, name: `${marker} Мария`, role: 'user', blocked: false })],
      total: 1,
    });
    expect((await call(app, admin, 'GET', '/api/v1/admin/users?q=%25')).json().total).toBe(0);
    expect((await call(app, found, 'GET', '/api/v1/admin/users')).statusCode).toBe(403);
  });

  it('grants and revokes admin', async () => {
    const user = await register(app);
    const granted = await call(app, admin, 'PUT', `/api/v1/admin/users/${user.user.id}`, { role: 'admin' });
    expect(granted.json()).toMatchObject({ role: 'admin' });
    expect((await me(user.access_token)).json().user.permissions).toEqual(['*']);
    await call(app, admin, 'PUT', `/api/v1/admin/users/${user.user.id}`, { role: 'user' });
    expect((await me(user.access_token)).json().user.role).toBe('user');
    const self = await call(app, admin, 'PUT', `/api/v1/admin/users/${admin.user.id}`, { role: 'user' }, en);
    expect(self.json().error).toMatchObject({ code: 'cannot_change_own_admin' });
    const missing = await call(app, admin, 'PUT', '/api/v1/admin/users/00000000-0000-4000-8000-000000000000', { role: 'admin' });
    expect(missing.statusCode).toBe(404);
  });

  it('blocks a user: no sign-in, no refresh, sessions end; unblocking lets them back', async () => {
    const user = await register(app);
    const blocked = await call(app, admin, 'PUT', `/api/v1/admin/users/${user.user.id}`, { blocked: true });
    expect(blocked.json()).toMatchObject({ blocked: true });
    expect((await me(user.access_token)).statusCode).toBe(401);
    expect((await refresh(user)).statusCode).toBe(401);
    const signIn = await login(user.user.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toMatchObject({ code: 'account_blocked', message: 'The account is blocked by the platform administrator' });

    await call(app, admin, 'PUT', `/api/v1/admin/users/${user.user.id}`, { blocked: false });
    expect((await login(user.user.email)).statusCode).toBe(200);
  });

  it('a non-admin cannot block anyone', async () => {
    const user = await register(app);
    const other = await register(app);
    expect((await call(app, user, 'PUT', `/api/v1/admin/users/${other.user.id}`, { blocked: true })).statusCode).toBe(403);
    expect((await login(other.user.email)).statusCode).toBe(200);
  });
});

describe('password reset links (issue 15)', () => {
  const reset = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', headers: en, payload: { token, password } });
  const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

  it('an admin issues a one-time link that sets a new password and ends every session', async () => {
    const user = await register(app);
    const issued = await call(app, admin, 'POST', `/api/v1/admin/users/${user.user.id}/password-reset`);
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ path: expect.stringMatching(/^\/auth\/reset\?token=/), emailed: false });
    const token = tokenOf(issued.json().path);

    expect((await reset(token, 'short')).json().error.code).toBe('password_too_short');
    expect((await reset(token, 'brand new pass')).statusCode).toBe(200);
    expect((await me(user.access_token)).statusCode).toBe(401);
    expect((await login(user.user.email, 'brand new pass')).statusCode).toBe(200);

    const again = await reset(token, 'another new pass');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'reset_token_invalid',
      message: 'The password reset link is invalid, already used or expired',
    });
    expect((await reset('made-up', 'another new pass')).statusCode).toBe(400);
  });

  it('only an admin may issue one', async () => {
    const user = await register(app);
    const other = await register(app);
    expect((await call(app, user, 'POST', `/api/v1/admin/users/${other.user.id}/password-reset`)).statusCode).toBe(403);
  });
});
