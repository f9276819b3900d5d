/**
 * Issue 10, one case per class of bad input, with the answer a client sees (the property test sends the
 * same classes to every route): 400 naming the field, in the caller's language, and nothing stored.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { MAX_INPUT_DEPTH } from '../src/http/inputGuard';
import { call, createWorkspace } from './support/organisations';
import { bundledCatalogDir } from './support/routeProbe';
import { testConfig } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register, type SignedIn, uniqueEmail } from './support/users';

/** `{"a":{"a":…"bottom"…}}` as text: serialising thousands of levels would overflow the test's own stack. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`;

const notification = (data: string) => `{"userId":"%USER%","type":"info","title":"Глубина","message":"Проверка","data":${data}}`;

describe('bad input answers 400, never 500', () => {
  let database: Database;
  let app: FastifyInstance;
  let owner: SignedIn;
  let workspaceId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig({ staticDir: bundledCatalogDir(), extraModulesDir: undefined }), database });
    owner = await register(app);
    workspaceId = (await createWorkspace(app, owner, { name: 'Ввод' })).id;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['a NUL byte', 'Анна\u0000Петрова'],
    ['a lone surrogate', 'Анна\ud800'],
  ])('refuses %s in a body field, naming it in Russian and in English, before anything is stored', async (_case, name) => {
    const email = uniqueEmail('nul');
    for (const [language, message] of [
      ['ru', 'Поле «name» содержит недопустимые символы (нулевой байт или неполный символ Юникода)'],
      ['en', 'Field "name" contains characters that cannot be stored (a NUL byte or a broken Unicode character)'],
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: { 'accept-language': language! },
        payload: { email, password: 'correct horse battery', name },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid_characters', message, details: [{ in: 'body', field: 'name' }] });
    }
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'correct horse battery' } });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a NUL in a query value and in a path', async () => {
    const query = await call(app, owner, 'GET', '/api/v1/profile/legal-entities/check-inn?inn=%00');
    expect([query.statusCode, query.json().error.code, query.json().error.details[0].field]).toEqual([400, 'invalid_characters', 'inn']);
    const path = await call(app, owner, 'GET', '/api/v1/workspaces/by-slug/a%00b');
    expect([path.statusCode, path.json().error.code]).toEqual([400, 'invalid_characters']);
  });

  it.each(['not-a-uuid', '1;DROP', '..%2F..', 'urn:uuid:00000000-0000-4000-8000-000000000000'])(
    'answers 404 for the path id %s',
    async (id) => {
      for (const url of [`/api/v1/profile/legal-entities/${id}`, `/api/v1/workspaces/${id}/members`, `/api/v1/notifications/${id}`]) {
        expect((await call(app, owner, 'GET', url)).statusCode).toBe(404);
      }
    },
  );

  it.each(['99999999999999999999', '1e999', '9223372036854775808'])('refuses the number %s', async (number) => {
    const response = await call(app, owner, 'GET', `/api/v1/notifications?offset=${number}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('offset');
  });

  it.each(['0000-01-01T00:00:00Z', '9999-12-31T23:59:60Z', '2023-02-29T10:00:00Z'])('refuses the date %s', async (date) => {
    const response = await call(app, owner, 'GET', `/api/v1/modules/kanban/cards/due?from=${encodeURIComponent(date)}`, undefined, {
      'x-workspace-id': workspaceId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('from');
  });

  it(`refuses JSON nested deeper than ${MAX_INPUT_DEPTH} levels, and takes it up to that`, async () => {
    const json = { 'content-type': 'application/json' };
    const deep = await call(app, owner, 'POST', '/api/v1/notifications', notification(nested(5000)).replace('%USER%', owner.user.id), json);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error).toMatchObject({ code: 'too_deeply_nested', details: [{ in: 'body', field: 'data.a.a' }] });
    const fine = await call(
      app,
      owner,
      'POST',
      '/api/v1/notifications',
      notification(nested(MAX_INPUT_DEPTH - 2)).replace('%USER%', owner.user.id),
      json,
    );
    expect(fine.statusCode).toBe(201);
    expect((await call(app, owner, 'GET', `/api/v1/workspaces/${workspaceId}`)).statusCode).toBe(200);
  });
});
