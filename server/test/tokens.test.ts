import './support/nativeModules';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashRefreshToken } from '../src/auth/refreshTokens';
import type { Database } from '../src/db/database';
import { refreshTokens } from '../src/db/schema';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { bearer, PASSWORD, register, type SignedIn } from './support/users';

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

const refresh = (token: string) => app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: token } });

const me = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { 'accept-language': 'en', ...headers } });

const GRACE_SECONDS = 10;

/** Moves a token's rotation into the past, as if the replay came that much later. */
async function rotatedSecondsAgo(token: string, seconds: number): Promise<void> {
  await database.orm
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
}

const refreshFailure = {
  error: { code: 'refresh_token_invalid', message: 'Сессия истекла. Войдите снова', statusCode: 401 },
};

describe('POST /api/v1/auth/refresh', () => {
  it('exchanges the refresh token for a new pair in SPEC §7 shape', async () => {
    const signedUp = await register(app);
    const response = await refresh(signedUp.refresh_token);
    expect(response.statusCode).toBe(200);
    const body = response.json<SignedIn>();
    expect(body.user).toEqual(signedUp.user);
    expect(body.expires_in).toBe(900);
    expect(body.refresh_token).not.toBe(signedUp.refresh_token);
    expect((await me(bearer(body.access_token))).statusCode).toBe(200);
  });

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const signedUp = await register(app);
    const rows = await database.orm.select().from(refreshTokens).where(eq(refreshTokens.userId, signedUp.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashRefreshToken(signedUp.refresh_token));
    expect(JSON.stringify(rows)).not.toContain(signedUp.refresh_token);
  });

  it('rotates on every use: each token works exactly once', async () => {
    const signedUp = await register(app);
    const firstResponse = await refresh(signedUp.refresh_token);
    const first = firstResponse.json<SignedIn>();
    const secondResponse = await refresh(first.refresh_token);
    const second = secondResponse.json<SignedIn>();
    expect([firstResponse.statusCode, secondResponse.statusCode]).toEqual([200, 200]);
    expect(new Set([signedUp.refresh_token, first.refresh_token, second.refresh_token]).size).toBe(3);
  });

  it('revokes the whole family when a rotated token is used again after the grace window', async () => {
    const signedUp = await register(app);
    const rotated = (await refresh(signedUp.refresh_token)).json<SignedIn>();
    await rotatedSecondsAgo(signedUp.refresh_token, GRACE_SECONDS + 1);

    const replay = await refresh(signedUp.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refreshFailure);

    // The legitimate holder's newer token died with the family.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('leaves the other sign-ins of the user alone when one family is revoked', async () => {
    const signedUp = await register(app);
    const otherDevice = (
      await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: signedUp.user.email, password: PASSWORD } })
    ).json<SignedIn>();
    await refresh(signedUp.refresh_token);
    await rotatedSecondsAgo(signedUp.refresh_token, GRACE_SECONDS + 1);
    await refresh(signedUp.refresh_token);
    expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown token and an expired one', async () => {
    expect((await refresh('never-issued')).json()).toEqual(refreshFailure);

    const signedUp = await register(app);
    await database.orm
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(signedUp.refresh_token)));
    expect((await refresh(signedUp.refresh_token)).statusCode).toBe(401);
  });

  it('validates the body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_error', details: [{ field: 'refresh_token' }] });
  });
});

describe('bearer token errors (SPEC §8)', () => {
  let signedUp: SignedIn;

  beforeAll(async () => {
    signedUp = await register(app);
  });

  it('answers an expired token with token_expired', async () => {
    const issuedAnHourAgo = app.jwt.sign({ sub: signedUp.user.id, sid: randomUUID() }, { clockTimestamp: Date.now() - 3600_000 });
    const response = await me(bearer(issuedAnHourAgo));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'token_expired', message: 'Access token expired', statusCode: 401 } });
  });

  it('answers a token signed with another key with token_invalid', async () => {
    const otherInstance = await createTestApp(database, { jwtSecret: 'another-secret-that-is-also-long-enough-to-sign' });
    const foreign = otherInstance.jwt.sign({ sub: signedUp.user.id, sid: randomUUID() });
    await otherInstance.close();
    const response = await me(bearer(foreign));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'token_invalid', message: 'Invalid access token', statusCode: 401 } });
  });

  it('answers a token with a tampered payload with token_invalid', async () => {
    const [header, , signature] = signedUp.access_token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '00000000-0000-4000-8000-000000000000', exp: 4102444800 })).toString('base64url');
    const response = await me(bearer(`${header}.${payload}.${signature}`));
    expect(response.json().error.code).toBe('token_invalid');
  });

  it('answers something that is not a JWT with token_malformed', async () => {
    const response = await me(bearer('not-a-jwt'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'token_malformed', message: 'Malformed access token', statusCode: 401 } });
  });

  it('answers another scheme like a missing header, in Russian by default', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Требуется заголовок Authorization', statusCode: 401 },
    });
  });

  it('answers a valid token of a user that no longer exists with token_invalid', async () => {
    const ghost = app.jwt.sign({ sub: '00000000-0000-4000-8000-000000000000', sid: randomUUID() });
    expect((await me(bearer(ghost))).json().error.code).toBe('token_invalid');
  });
});

describe('ACCESS_TOKEN_TTL', () => {
  it('sets both expires_in and the token expiry', async () => {
    const shortLived = await createTestApp(database, { accessTokenTtl: 60 });
    try {
      const signedUp = await register(shortLived);
      const claims = JSON.parse(Buffer.from(signedUp.access_token.split('.')[1]!, 'base64url').toString());
      expect(signedUp.expires_in).toBe(60);
      expect(claims.exp - claims.iat).toBe(60);
    } finally {
      await shortLived.close();
    }
  });
});
