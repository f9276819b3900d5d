import './support/nativeModules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashRefreshToken } from '../src/auth/refreshTokens';
import type { Database } from '../src/db/database';
import { refreshTokens } from '../src/db/schema';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { bearer, register, type SignedIn } from './support/users';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, { refreshTokenGrace: 10 });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const refreshOn = (target: FastifyInstance, token: string) =>
  target.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: token } });
const refresh = (token: string) => refreshOn(app, token);
const me = (accessToken: string) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(accessToken) });

async function rotatedSecondsAgo(token: string, seconds: number): Promise<void> {
  await database.orm
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
}

describe('two tabs refreshing one session at once (issue 10)', () => {
  it('gives every concurrent refresh of one token the same successor, and the session lives on', async () => {
    const signedUp = await register(app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(signedUp.refresh_token)));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const successors = new Set(answers.map((answer) => answer.json<SignedIn>().refresh_token));
    expect(successors.size).toBe(1);
    for (const answer of answers) expect((await me(answer.json<SignedIn>().access_token)).statusCode).toBe(200);

    const [successor] = successors;
    const next = await refresh(successor!);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json<SignedIn>().access_token)).statusCode).toBe(200);
    // One rotation for the eight requests, one for the next: nothing was revoked.
    const family = await database.orm.select().from(refreshTokens).where(eq(refreshTokens.userId, signedUp.user.id));
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt === null)).toBe(true);
  });

  it('answers a replay within the window with the same successor, even a few rotations on', async () => {
    const signedUp = await register(app);
    const first = (await refresh(signedUp.refresh_token)).json<SignedIn>();
    const second = (await refresh(first.refresh_token)).json<SignedIn>();

    const late = await refresh(signedUp.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(late.json<SignedIn>().refresh_token).toBe(second.refresh_token);
    expect(late.json<SignedIn>().user).toEqual(signedUp.user);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('still revokes the family when the replay comes after the window', async () => {
    const signedUp = await register(app);
    const rotated = (await refresh(signedUp.refresh_token)).json<SignedIn>();
    await rotatedSecondsAgo(signedUp.refresh_token, 11);

    expect((await refresh(signedUp.refresh_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    // The thief's access token and the victim's are refused too: the session is over.
    expect((await me(rotated.access_token)).json().error.code).toBe('token_invalid');
  });

  it('revokes when a replay within the window follows a rotation that is itself stale', async () => {
    const signedUp = await register(app);
    const first = (await refresh(signedUp.refresh_token)).json<SignedIn>();
    await refresh(first.refresh_token);
    await rotatedSecondsAgo(first.refresh_token, 11);

    expect((await refresh(signedUp.refresh_token)).statusCode).toBe(401);
  });

  it('gives nothing for a replay after logout, within the window or not', async () => {
    const signedUp = await register(app);
    const rotated = (await refresh(signedUp.refresh_token)).json<SignedIn>();
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: rotated.refresh_token } });

    expect((await refresh(signedUp.refresh_token)).json().error.code).toBe('refresh_token_invalid');
  });

  it('keeps the successor unreadable without the old token', async () => {
    const signedUp = await register(app);
    const rotated = (await refresh(signedUp.refresh_token)).json<SignedIn>();
    const rows = await database.orm.select().from(refreshTokens).where(eq(refreshTokens.userId, signedUp.user.id));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(rotated.refresh_token);
    expect(stored).not.toContain(signedUp.refresh_token);
    expect(rows.find((row) => row.tokenHash === hashRefreshToken(signedUp.refresh_token))?.successorSealed).toEqual(expect.any(String));
  });

  it('takes the window from REFRESH_TOKEN_GRACE: 0 revokes on any replay', async () => {
    const strict = await createTestApp(database, { refreshTokenGrace: 0 });
    try {
      const signedUp = await register(strict);
      const rotated = (await refreshOn(strict, signedUp.refresh_token)).json<SignedIn>();
      expect((await refreshOn(strict, signedUp.refresh_token)).statusCode).toBe(401);
      expect((await refreshOn(strict, rotated.refresh_token)).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});
