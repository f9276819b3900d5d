import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { PASSWORD, uniqueEmail } from './support/users';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, {
    rateLimit: { windowMs: 60_000, login: 3, register: 2, refresh: 2, errorReports: 2, passwordResetRequest: 2 },
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url, payload, remoteAddress, headers: { 'accept-language': 'en' } });

const report = { errorId: 'e1', message: 'boom', timestamp: '2026-01-01T00:00:00Z', userAgent: 'jest', url: '/x' };

describe('rate limits', () => {
  it('answers the login after the limit with 429 in the one error shape', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await post('/api/v1/auth/login', { email: 'who@example.test', password: 'wrong-password' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);

    const limited = await post('/api/v1/auth/login', { email: 'who@example.test', password: 'wrong-password' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many requests\. Try again in \d+ s$/),
        statusCode: 429,
        details: { retryAfter: expect.any(Number) },
      },
    });
  });

  it('counts per client address', async () => {
    const fromElsewhere = await post('/api/v1/auth/login', { email: 'who@example.test', password: 'x' }, '10.1.2.3');
    expect(fromElsewhere.statusCode).toBe(401);
  });

  it('limits registration', async () => {
    const address = '10.0.0.2';
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await post('/api/v1/auth/register', { email: uniqueEmail(), password: PASSWORD }, address)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('limits refresh', async () => {
    const address = '10.0.0.3';
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await post('/api/v1/auth/refresh', { refresh_token: 'unknown' }, address)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('limits error reports', async () => {
    const address = '10.0.0.4';
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await post('/api/errors', report, address)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('does not limit other routes', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    }
  });
});
