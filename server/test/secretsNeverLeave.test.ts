/**
 * Issue 26, finding 3: the secrets people give the server (a bot token, an LLM key, a webhook's signing secret)
 * never leave it: no GET answer of any route (every core and module route, from the route table) shows them to
 * any role, and a log captured at debug level never prints them, even while they are in use.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { bundledCatalogDir, bundledManifests, IdPool, probedRoutes, validRequest } from './support/routeProbe';
import { call, createLegalEntity, createWorkspace } from './support/organisations';
import { testConfig } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { bearer, register, type SignedIn } from './support/users';

const TOKEN = '7000000009:AAHsecretTokenPartThatIsFortySixCharsLong1234';
const TOKEN_SECRET = TOKEN.split(':')[1]!;
const LLM_KEY = 'sk-llm-key-never-shown-9f8e7d6c';
const WEBHOOK_SECRET = 'whsec-signing-secret-never-shown-42';
const SECRETS = [TOKEN_SECRET, LLM_KEY, WEBHOOK_SECRET];

let database: Database;
let app: FastifyInstance;
let stand: http.Server;
const lines: string[] = [];
let webhookCalls = 0;

/** Telegram's Bot API and an LLM/webhook receiver on this machine, as far as this test needs them. */
async function startStandIn(): Promise<string> {
  stand = http.createServer((request, response) => {
    request.resume();
    const method = request.url?.split('/').pop();
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/hook')) webhookCalls += 1;
    if (method === 'getMe')
      return response.end(
        JSON.stringify({ ok: true, result: { id: 7000000009, is_bot: true, first_name: 'Секрет', username: 'secret_bot' } }),
      );
    if (method === 'getUpdates') return response.end(JSON.stringify({ ok: true, result: [] }));
    return response.end(JSON.stringify({ ok: true, result: true }));
  });
  await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(stand.address() as AddressInfo).port}`;
}

let owner: SignedIn;
let workspaceId: string;
const people: SignedIn[] = [];
const pool = new IdPool();

beforeAll(async () => {
  const standIn = await startStandIn();
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({
      staticDir: bundledCatalogDir(),
      extraModulesDir: undefined,
      moduleEnvironment: { TELEGRAM_API_ROOT: standIn },
      outboundAllowHosts: [standIn],
    }),
    database,
    logger: { level: 'debug', destination: { write: (line: string) => void lines.push(line) } },
  });
  owner = await register(app, { name: 'Владелец' });
  const entity = await createLegalEntity(app, owner);
  const workspace = await createWorkspace(app, owner, { name: 'Секреты', legalEntityId: entity.id });
  workspaceId = workspace.id;
  pool.learn({ legalEntity: entity, workspace, user: owner.user });
  for (const { id } of bundledManifests()) {
    await call(app, owner, 'POST', `/api/v1/marketplace/admin/modules/${id}/unblock`);
    expect((await call(app, owner, 'POST', `/api/v1/marketplace/modules/${id}/enable`, { workspaceId })).statusCode).toBe(200);
    pool.moduleIds.add(id);
  }
  const inModule = (method: 'PUT' | 'POST', url: string, body: unknown) =>
    app.inject({
      method,
      url: `/api/v1/modules/${url}`,
      payload: body as Record<string, unknown>,
      headers: { ...bearer(owner.access_token), 'x-workspace-id': workspaceId },
    });
  expect((await inModule('PUT', 'telegram/bot', { token: TOKEN })).statusCode).toBe(200);
  expect((await inModule('PUT', 'telegram/bot/llm', { baseUrl: `${standIn}/v1`, model: 'local', apiKey: LLM_KEY })).statusCode).toBe(200);
  const flow = await call(app, owner, 'POST', `/api/v1/workspaces/${workspaceId}/flows`, {
    name: 'Подписанный вебхук',
    state: 'enabled',
    definition: {
      trigger: { type: 'platform.member_joined', settings: {} },
      conditions: null,
      steps: [{ id: 'hook', kind: 'action', action: 'platform.webhook', settings: { url: `${standIn}/hook`, secret: WEBHOOK_SECRET } }],
    },
  });
  expect(flow.statusCode).toBe(201);
  const board = await call(app, owner, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name: 'Доска' });
  pool.learn({ board: board.json() });
  for (const role of ['admin', 'member', 'viewer', 'guest']) {
    const person = await register(app, { name: `Роль ${role}` });
    expect((await call(app, owner, 'POST', `/api/v1/workspaces/${workspaceId}/members`, { userId: person.user.id, role })).statusCode).toBe(
      201,
    );
    people.push(person);
  }
  await app.flows.idle();
  // The flow's runs, so run logs are read too.
  const runs = await call(app, owner, 'GET', `/api/v1/workspaces/${workspaceId}/flows/${flow.json().id}/runs?limit=10`);
  pool.learn(flow.json());
  pool.learn(runs.json());
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise((resolve) => stand.close(resolve));
});

it('the secrets were really in use: the webhook was signed and called for each member who joined', () => {
  expect(webhookCalls).toBe(4);
});

it('no GET answer of any route shows a secret, to any role', async () => {
  const routes = probedRoutes(app).filter((route) => route.method === 'GET');
  expect(routes.length).toBeGreaterThan(50);
  const leaks: string[] = [];
  for (const person of [owner, ...people]) {
    for (const route of routes) {
      const valid = validRequest(route, pool);
      if (!valid) continue;
      const response = await app.inject({
        method: 'GET',
        url: valid.url,
        headers: { ...bearer(person.access_token), 'x-workspace-id': workspaceId },
      });
      if (response.statusCode === 200 && response.headers['content-type']?.toString().includes('json')) pool.learn(response.json());
      const found = SECRETS.filter((secret) => response.body.includes(secret));
      if (found.length > 0) leaks.push(`${person.user.name} GET ${route.url}: ${found.join(', ')}`);
    }
  }
  expect(leaks).toEqual([]);
}, 180_000);

it('a log captured at debug level never prints a secret, also where a library’s error repeats one', () => {
  // What a failing HTTP library or a careless debug line would print: the values were registered by their use above.
  app.log.debug({ err: new Error(`request to http://127.0.0.1/bot${TOKEN}/getUpdates failed`) }, 'poll failed');
  app.log.debug(`asking the model with Bearer-less key ${LLM_KEY}`);
  app.log.info({ step: { note: `signed with ${WEBHOOK_SECRET}` } }, 'webhook sent');
  expect(lines.length).toBeGreaterThan(100);
  const leaking = lines.filter((line) => SECRETS.some((secret) => line.includes(secret)));
  expect(leaking).toEqual([]);
});
