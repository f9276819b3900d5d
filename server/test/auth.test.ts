import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { bearer, PASSWORD, register, type SignedIn, uniqueEmail } from './support/users';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, headers });

const me = (token: string) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

describe('POST /api/v1/auth/register', () => {
  let first: SignedIn;

  beforeAll(async () => {
    first = await register(app, { email: 'Founder@Example.test', name: 'Основатель' });
  });

  it('makes the first user of the instance its platform admin', () => {
    expect(first.user).toMatchObject({
      name: 'Основатель',
      email: 'founder@example.test',
      role: 'admin',
      permissions: ['*'],
      preferredLegalEntityId: null,
    });
  });

  it('answers SPEC §7 shape: user, access_token, refresh_token, expires_in', () => {
    expect(Object.keys(first).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'user']);
    expect(first.expires_in).toBe(900);
    const claims = JSON.parse(Buffer.from(first.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: first.user.id });
    expect(claims.exp - claims.iat).toBe(900);
    expect(first.refresh_token.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(first.user).sort()).toEqual(
      [
        'avatarUrl',
        'email',
        'id',
        'language',
        'name',
        'permissions',
        'preferredLegalEntityId',
        'preferredWorkspaceId',
        'role',
        'telegramUsername',
        'timeZone',
      ].sort(),
    );
  });

  it('gives later users the plain role with no permissions', async () => {
    const later = await register(app);
    expect(later.user).toMatchObject({ role: 'user', permissions: [] });
  });

  it('defaults the name to the local part of the e-mail', async () => {
    const signedUp = await register(app, { email: 'maria.petrova@example.test' });
    expect(signedUp.user.name).toBe('maria.petrova');
  });

  it('creates a personal workspace and makes it the preferred one', async () => {
    const signedUp = await register(app);
    expect(signedUp.user.preferredWorkspaceId).toMatch(/^[0-9a-f-]{36}$/);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/marketplace/workspace/modules',
      headers: { ...bearer(signedUp.access_token), 'x-workspace-id': signedUp.user.preferredWorkspaceId! },
    });
    expect(list.statusCode).toBe(200);
  });

  it('refuses an e-mail that is already registered, whatever its case, with 409 email_taken', async () => {
    const email = uniqueEmail('twice');
    await register(app, { email });
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: email.toUpperCase(), password: PASSWORD },
      headers: { 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'email_taken', message: 'A user with this e-mail is already registered', statusCode: 409 },
    });
  });

  it.each([
    ['a password shorter than 8 characters', { email: 'short@example.test', password: '1234567' }, 'password'],
    ['an invalid e-mail', { email: 'not-an-email', password: PASSWORD }, 'email'],
    ['a missing password', { email: 'nopass@example.test' }, 'password'],
  ])('rejects %s with 400 validation_error naming the field', async (_case, payload, field) => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({ code: 'validation_error', message: `Некорректные данные запроса: поле «${field}»`, statusCode: 400 });
    expect(error.details).toEqual([expect.objectContaining({ in: 'body', field })]);
  });
});

describe('POST /api/v1/auth/login', () => {
  const email = uniqueEmail('login');

  beforeAll(async () => {
    await register(app, { email, name: 'Логин' });
  });

  it('signs in with the right password and answers the same shape as register', async () => {
    const response = await login(email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json<SignedIn>();
    expect(body.user).toMatchObject({ email, name: 'Логин', role: 'user' });
    expect(body.expires_in).toBe(900);
    expect((await me(body.access_token)).statusCode).toBe(200);
  });

  it("answers a wrong password with 401 invalid_credentials 'Неверные учетные данные'", async () => {
    const response = await login(email, 'wrong password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Неверные учетные данные', statusCode: 401 },
    });
  });

  it('answers an unknown e-mail exactly like a wrong password, in English when asked', async () => {
    const response = await login(uniqueEmail('nobody'), PASSWORD, { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Invalid credentials', statusCode: 401 },
    });
  });
});

describe('GET /api/v1/auth/me', () => {
  it('returns the signed-in user', async () => {
    const signedUp = await register(app, { name: 'Я' });
    const response = await me(signedUp.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: signedUp.user });
  });

  it("answers a request without a token with 401 unauthorized 'Authorization header required'", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Authorization header required', statusCode: 401 },
    });
  });
});

describe('POST /api/v1/auth/logout', () => {
  const refresh = (token: string) => app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: token } });

  it('revokes the refresh token it is given, without needing an access token', async () => {
    const signedUp = await register(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refresh_token: signedUp.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await refresh(signedUp.refresh_token)).statusCode).toBe(401);
  });

  it('leaves the other sign-ins of the same user alone', async () => {
    const email = uniqueEmail('two-devices');
    const laptop = await register(app, { email });
    const phone = (await login(email, PASSWORD)).json<SignedIn>();
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: laptop.refresh_token } });
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
  });

  it('ends the session of the bearer access token when that is all it is given', async () => {
    const signedUp = await register(app);
    const otherDevice = (await login(signedUp.user.email, PASSWORD)).json<SignedIn>();
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(signedUp.access_token) });
    expect(response.statusCode).toBe(200);
    expect((await refresh(signedUp.refresh_token)).statusCode).toBe(401);
    expect((await me(signedUp.access_token)).statusCode).toBe(401);
    expect((await me(otherDevice.access_token)).statusCode).toBe(200);
    expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(200);
  });

  it('ends the session also after a refresh, whose tokens belong to the same sign-in', async () => {
    const signedUp = await register(app);
    const refreshed = (await refresh(signedUp.refresh_token)).json<SignedIn>();
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(refreshed.access_token) });
    expect((await refresh(refreshed.refresh_token)).statusCode).toBe(401);
    expect((await me(signedUp.access_token)).statusCode).toBe(401);
  });

  it('stays idempotent with a bearer token that no longer verifies', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer('not.a.token') });
    expect(response.statusCode).toBe(200);
  });

  it('succeeds with no body and with an unknown token', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(200);
    const unknown = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: 'nope' } });
    expect(unknown.json()).toEqual({ success: true });
  });
});
