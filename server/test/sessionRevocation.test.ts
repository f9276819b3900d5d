import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import { RevokedSessionSet } from '../src/auth/revokedSessions';
import type { Database } from '../src/db/database';
import { revokedSessions } from '../src/db/schema';
import { sessionTopic } from '../src/realtime/hub';
import { TestSocket } from './support/notificationClients';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { testDatabaseUrl } from './support/testEnv';
import { bearer, PASSWORD, register, type SignedIn } from './support/users';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, { databaseUrl: testDatabaseUrl() });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const me = (target: FastifyInstance, accessToken: string) =>
  target.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { 'accept-language': 'en', ...bearer(accessToken) } });
const logout = (who: SignedIn) => app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: who.refresh_token } });
const login = async (email: string) =>
  (await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } })).json<SignedIn>();

describe('logout ends the access token too (issue 10)', () => {
  it('refuses the access token at once after logout, and keeps the other sign-ins of the user', async () => {
    const signedUp = await register(app);
    const otherDevice = await login(signedUp.user.email);
    expect((await me(app, signedUp.access_token)).statusCode).toBe(200);

    await logout(signedUp);

    const refused = await me(app, signedUp.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: { code: 'token_invalid', message: 'Invalid access token', statusCode: 401 } });
    expect((await me(app, otherDevice.access_token)).statusCode).toBe(200);
  });

  it('refuses every access token of the session, also those issued by earlier refreshes', async () => {
    const signedUp = await register(app);
    const refreshed = (
      await app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: signedUp.refresh_token } })
    ).json<SignedIn>();
    await logout(refreshed);
    expect((await me(app, signedUp.access_token)).statusCode).toBe(401);
    expect((await me(app, refreshed.access_token)).statusCode).toBe(401);
  });

  it('remembers revoked sessions across a restart', async () => {
    const signedUp = await register(app);
    await logout(signedUp);
    const restarted = await createTestApp(database);
    try {
      expect((await me(restarted, signedUp.access_token)).statusCode).toBe(401);
    } finally {
      await restarted.close();
    }
    const rows = await database.orm.select().from(revokedSessions);
    expect(rows.every((row) => row.expiresAt.getTime() <= Date.now() + 900_000 + 5000)).toBe(true);
  });

  it('closes the sockets of the session with 4401 and leaves the other sessions connected', async () => {
    const signedUp = await register(app);
    const otherDevice = await login(signedUp.user.email);
    const socket = await TestSocket.ready(app, signedUp.access_token);
    const otherSocket = await TestSocket.ready(app, otherDevice.access_token);
    try {
      await logout(signedUp);
      expect(await socket.closed).toEqual({ code: 4401, reason: 'session_revoked' });
      await otherSocket.expectNone('error');
      expect(await (await TestSocket.connect(app, { token: signedUp.access_token })).closed).toEqual({
        code: 4401,
        reason: 'token_invalid',
      });
    } finally {
      await Promise.all([socket.close(), otherSocket.close()]);
    }
  });

  it('ends a waiting long poll of the session with 401', async () => {
    const signedUp = await register(app);
    const poll = app.inject({
      method: 'GET',
      url: `/api/v1/notifications/poll?userId=${signedUp.user.id}&timeout=20`,
      headers: bearer(signedUp.access_token),
    });
    while (!app.realtime.access.hasSubscribers(sessionTopic(sessionOf(signedUp)))) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = Date.now();
    await logout(signedUp);
    const answer = await poll;
    expect(answer.statusCode).toBe(401);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

function sessionOf(who: SignedIn): string {
  return (JSON.parse(Buffer.from(who.access_token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
}

describe('RevokedSessionSet', () => {
  it('holds a session until its last access token has expired, then forgets it', () => {
    let now = 1_000;
    const set = new RevokedSessionSet(() => now);
    set.add('a', 2_000);
    set.add('a', 1_500);
    expect(set.has('a')).toBe(true);
    expect(set.has('b')).toBe(false);
    now = 2_000;
    expect(set.has('a')).toBe(false);
    set.prune();
    expect(set.size).toBe(0);
  });
});
