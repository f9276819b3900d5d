import './support/nativeModules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { errorReports } from '../src/db/schema';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { testDatabaseUrl } from './support/testEnv';
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

describe('GET /api/v1/health', () => {
  it('says ok, which database runs and the version, without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: testDatabaseUrl() ? 'postgres' : 'pglite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });
});

describe('POST /api/errors', () => {
  const report = {
    errorId: 'err_1',
    message: 'Cannot read properties of undefined',
    stack: 'TypeError: Cannot read properties of undefined\n    at Board.tsx:10',
    timestamp: '2026-03-01T10:00:00.000Z',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    url: 'http://localhost:3000/modules/kanban',
    component: 'KanbanBoard',
  };

  const post = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/errors', payload, headers });

  const stored = async (id: string) => {
    const [row] = await database.orm.select().from(errorReports).where(eq(errorReports.id, id));
    return row;
  };

  it('stores an anonymous report and answers 201 with its id', async () => {
    const response = await post(report);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await stored(id)).toMatchObject({
      errorId: 'err_1',
      message: report.message,
      stack: report.stack,
      clientTimestamp: report.timestamp,
      userAgent: report.userAgent,
      url: report.url,
      component: 'KanbanBoard',
      userId: null,
    });
  });

  it('attaches the user when a valid bearer token comes along', async () => {
    const signedUp = await register(app);
    const { id } = (await post(report, bearer(signedUp.access_token))).json<{ id: string }>();
    expect((await stored(id))?.userId).toBe(signedUp.user.id);
  });

  it('still stores the report when the token is bad', async () => {
    const response = await post({ ...report, stack: undefined, component: undefined }, bearer('not-a-jwt'));
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().id)).toMatchObject({ userId: null, stack: null, component: null });
  });

  it.each([
    ['without errorId', { ...report, errorId: undefined }, 'errorId'],
    ['with a message over 2000 characters', { ...report, message: 'x'.repeat(2001) }, 'message'],
    ['with a url over 2048 characters', { ...report, url: `http://x/${'y'.repeat(2048)}` }, 'url'],
  ])('rejects a report %s', async (_case, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_error', details: [{ field }] });
  });

  it('is not under /api/v1', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/errors', payload: report })).statusCode).toBe(404);
  });
});
