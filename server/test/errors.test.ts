import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { createTestApp } from './support/testApp';
import { openDisposableTestDatabase, openTestDatabase } from './support/testDatabase';
import { bearer, register } from './support/users';

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

describe('the one error shape { error: { code, message, statusCode, details? } }', () => {
  it.each([
    ['GET', '/api/v1/no-such-route'],
    ['POST', '/api/v1/no-such-route'],
    ['DELETE', '/api/v1/auth/me'],
    ['GET', '/api'],
    ['GET', '/api/v2/health'],
  ] as const)('answers %s %s with a JSON 404 not_found', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Ресурс не найден', statusCode: 404 } });
  });

  it('speaks English when Accept-Language prefers it, Russian otherwise', async () => {
    const english = await app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'accept-language': 'de;q=1, en;q=0.8' } });
    expect(english.json().error.message).toBe('Resource not found');
    const german = await app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'accept-language': 'de' } });
    expect(german.json().error.message).toBe('Ресурс не найден');
  });

  it('answers a validation failure with 400 validation_error and details', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@example.test' },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'Invalid request data: field "password"',
        statusCode: 400,
        details: [{ in: 'body', field: 'password', rule: 'required', message: expect.any(String) }],
      },
    });
  });

  it('answers a body that is not JSON with 400 bad_request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'bad_request', statusCode: 400 });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({ code: 'unsupported_media_type', statusCode: 415 });
  });

  it('answers an oversized body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/errors',
      payload: { errorId: 'x', message: 'x', timestamp: 'now', userAgent: 'x', url: '/', stack: 'x'.repeat(70_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'payload_too_large', statusCode: 413 });
  });
});

describe('when the database fails', () => {
  it('answers 500 internal_error without leaking internals, and health says 503', async () => {
    const failing = await openDisposableTestDatabase();
    const failingApp = await createTestApp(failing);
    try {
      const signedUp = await register(failingApp);
      await failing.close();

      const response = await failingApp.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(signedUp.access_token) });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'internal_error', message: 'Внутренняя ошибка сервера', statusCode: 500 },
      });

      const health = await failingApp.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().error.code).toBe('database_unavailable');
    } finally {
      await failingApp.close();
    }
  });
});
