import './support/nativeModules';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { modules, type WorkspaceRole, workspaceMembers, workspaceModules } from '../src/db/schema';
import { type Caller, createMarketplaceApp, inWorkspace, newCaller, writeModuleDescriptors } from './support/marketplaceFixtures';
import { openTestDatabase } from './support/testDatabase';

/** Opening a database and building the app takes seconds when the two cores are shared with other runs. */
const SETUP_TIMEOUT_MS = 30_000;

let database: Database;
let app: FastifyInstance;

const boardOptions = [
  { key: 'maxCards', type: 'number', default: 100, min: 1, max: 500, label: { ru: 'Карточек в колонке', en: 'Cards per column' } },
  { key: 'mode', type: 'enum', default: 'fast', values: ['fast', 'safe'] },
  { key: 'archive', type: 'boolean', default: true },
  { key: 'title', type: 'string', default: '' },
  { key: 'pollingInterval', type: 'number', default: 30000, min: 1000 },
];
const boardDefaults = { maxCards: 100, mode: 'fast', archive: true, title: '', pollingInterval: 30000 };

beforeAll(async () => {
  database = await openTestDatabase();
  const staticDir = writeModuleDescriptors([
    { id: 'board', dependencies: ['workspace'], config: boardOptions },
    { id: 'reports', dependencies: ['board'] },
    { id: 'chat', dependencies: ['auth', 'workspace'] },
    { id: 'cycle-a', dependencies: ['cycle-b'] },
    { id: 'cycle-b', dependencies: ['cycle-a'] },
    { id: 'ghost', dependencies: ['missing-module'] },
    { id: 'plain' },
  ]);
  app = await createMarketplaceApp(database, staticDir);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await database.close();
});

type Action = 'enable' | 'disable' | 'config' | 'update';

function act(caller: Caller, action: Action, moduleId: string, body?: object, locale = 'en') {
  return app.inject({
    method: action === 'config' ? 'PUT' : 'POST',
    url: `/api/v1/marketplace/modules/${moduleId}/${action}`,
    headers: { ...caller.headers, 'accept-language': locale },
    ...(body ? { payload: body } : {}),
  });
}

const installations = async (workspaceId: string) =>
  (await database.orm.select().from(workspaceModules).where(eq(workspaceModules.workspaceId, workspaceId)))
    .map(({ moduleId, enabled, config }) => ({ moduleId, enabled, config }))
    .sort((a, b) => a.moduleId.localeCompare(b.moduleId));

const join = (workspaceId: string, caller: Caller, role: WorkspaceRole) =>
  database.orm.insert(workspaceMembers).values({ workspaceId, userId: caller.signedIn.user.id, role });

describe('config validation against the module config options', () => {
  let owner: Caller;
  beforeAll(async () => {
    owner = await newCaller(app);
  });

  it('fills in the defaults of every option when enabling', async () => {
    const response = await act(owner, 'enable', 'board');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, module: { moduleId: 'board', enabled: true, config: boardDefaults } });
  });

  it('refuses a number outside its range with a clear localised message, and keeps the old config', async () => {
    const ru = await act(owner, 'config', 'board', { config: { maxCards: 501 } }, 'ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toEqual({
      error: {
        code: 'invalid_module_config',
        message: 'Параметр «maxCards» должен быть от 1 до 500',
        statusCode: 400,
        details: [{ key: 'maxCards', rule: 'max', message: 'Параметр «maxCards» должен быть от 1 до 500' }],
      },
    });
    const en = await act(owner, 'config', 'board', { config: { maxCards: 0 } });
    expect(en.json().error.message).toBe('Option "maxCards" must be between 1 and 500');
    expect(en.json().error.details[0].rule).toBe('min');
    const belowMin = await act(owner, 'config', 'board', { config: { pollingInterval: 10 } });
    expect(belowMin.json().error.message).toBe('Option "pollingInterval" must be at least 1000');
    expect((await installations(owner.workspaceId)).find((row) => row.moduleId === 'board')?.config).toEqual(boardDefaults);
  });

  it('checks types and enum values, reports every problem, and refuses unknown keys', async () => {
    const response = await act(owner, 'config', 'board', {
      config: { maxCards: '10', mode: 'turbo', archive: 'yes', title: 5, colour: 'red' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { key: 'maxCards', rule: 'type', message: 'Option "maxCards" must be a number' },
      { key: 'mode', rule: 'enum', message: 'Option "mode" must be one of: fast, safe' },
      { key: 'archive', rule: 'type', message: 'Option "archive" must be true or false' },
      { key: 'title', rule: 'type', message: 'Option "title" must be a string' },
      { key: 'colour', rule: 'unknown', message: 'Unknown option "colour"' },
    ]);
  });

  it('refuses a bad config on enable too, leaving the module as it was', async () => {
    const other = await newCaller(app);
    const response = await act(other, 'enable', 'board', { config: { maxCards: 1000 } });
    expect(response.statusCode).toBe(400);
    expect(await installations(other.workspaceId)).toEqual([]);
  });

  it('merges a valid change over the current config; null puts a key back to its default', async () => {
    const changed = await act(owner, 'config', 'board', { config: { maxCards: 500, mode: 'safe', title: 'Sprint' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().module.config).toEqual({ ...boardDefaults, maxCards: 500, mode: 'safe', title: 'Sprint' });
    const reset = await act(owner, 'config', 'board', { config: { maxCards: null } });
    expect(reset.json().module.config).toEqual({ ...boardDefaults, mode: 'safe', title: 'Sprint' });
    const listed = await app.inject({ method: 'GET', url: '/api/v1/marketplace/workspace/modules', headers: owner.headers });
    expect(listed.json().modules.find((module: { moduleId: string }) => module.moduleId === 'board').config).toEqual(
      reset.json().module.config,
    );
  });

  it('configures a disabled module too, but not one that is not installed (404 module_not_installed)', async () => {
    await act(owner, 'enable', 'plain');
    await act(owner, 'disable', 'plain');
    expect((await act(owner, 'config', 'plain', { config: {} })).statusCode).toBe(200);
    const response = await act(owner, 'config', 'chat', { config: {} });
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'module_not_installed']);
  });

  it('answers MODULE_NOT_FOUND for config of an unknown module and 400 without a config', async () => {
    expect((await act(owner, 'config', 'nope', { config: {} })).json().error.code).toBe('MODULE_NOT_FOUND');
    expect((await act(owner, 'config', 'board', {})).statusCode).toBe(400);
  });
});

describe('dependencies (SPEC §5)', () => {
  let owner: Caller;
  beforeEach(async () => {
    owner = await newCaller(app);
  });

  it("counts the core modules 'auth' and 'workspace' as always present", async () => {
    expect((await act(owner, 'enable', 'board')).statusCode).toBe(200);
    expect((await act(owner, 'enable', 'chat')).statusCode).toBe(200);
  });

  it('refuses to enable a module whose dependency is not enabled (DEPENDENCY_ERROR), and enables it once it is', async () => {
    const refused = await act(owner, 'enable', 'reports');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'DEPENDENCY_ERROR',
        message: 'Module reports needs modules that are not enabled: board',
        statusCode: 409,
        details: { missing: ['board'] },
      },
    });
    expect(await installations(owner.workspaceId)).toEqual([]);

    await act(owner, 'enable', 'board');
    await act(owner, 'disable', 'board');
    expect((await act(owner, 'enable', 'reports')).json().error.code).toBe('DEPENDENCY_ERROR');
    await act(owner, 'enable', 'board');
    expect((await act(owner, 'enable', 'reports')).statusCode).toBe(200);
  });

  it('refuses to disable a module that an enabled module depends on, until that one is disabled', async () => {
    await act(owner, 'enable', 'board');
    await act(owner, 'enable', 'reports');
    const refused = await act(owner, 'disable', 'board', undefined, 'ru');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'DEPENDENCY_ERROR',
      message: 'Модуль board нельзя отключить: от него зависят включённые модули reports',
      details: { dependents: ['reports'] },
    });
    expect((await installations(owner.workspaceId)).map((row) => [row.moduleId, row.enabled])).toEqual([
      ['board', true],
      ['reports', true],
    ]);
    await act(owner, 'disable', 'reports');
    expect((await act(owner, 'disable', 'board')).statusCode).toBe(200);
  });

  it('answers a dependency cycle with CIRCULAR_DEPENDENCY', async () => {
    const response = await act(owner, 'enable', 'cycle-a');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CIRCULAR_DEPENDENCY',
      message: 'Circular module dependency: cycle-a -> cycle-b -> cycle-a',
      details: { cycle: ['cycle-a', 'cycle-b', 'cycle-a'] },
    });
    expect(await installations(owner.workspaceId)).toEqual([]);
  });

  it('refuses a module whose dependency is not in the catalog at all', async () => {
    const response = await act(owner, 'enable', 'ghost');
    expect(response.json().error).toMatchObject({ code: 'DEPENDENCY_ERROR', details: { missing: ['missing-module'] } });
  });

  it('does not count a dependency enabled in another workspace', async () => {
    const other = await newCaller(app);
    await act(other, 'enable', 'board');
    expect((await act(owner, 'enable', 'reports')).json().error.code).toBe('DEPENDENCY_ERROR');
  });
});

describe('blocked modules', () => {
  it('refuses enable, config and update of a blocked module (403 module_blocked) but allows disable', async () => {
    const owner = await newCaller(app);
    await act(owner, 'enable', 'plain');
    await database.orm.update(modules).set({ blocked: true }).where(eq(modules.id, 'plain'));
    try {
      for (const action of ['enable', 'config', 'update'] as const) {
        const response = await act(owner, action, 'plain', action === 'config' ? { config: {} } : undefined);
        expect([action, response.statusCode, response.json().error.code]).toEqual([action, 403, 'module_blocked']);
      }
      expect((await act(owner, 'disable', 'plain')).statusCode).toBe(200);
    } finally {
      await database.orm.update(modules).set({ blocked: false }).where(eq(modules.id, 'plain'));
    }
  });
});

describe('who may change a workspace’s modules', () => {
  let owner: Caller;
  beforeAll(async () => {
    owner = await newCaller(app, 'Owner');
    await act(owner, 'enable', 'board');
  });

  it.each(['member', 'viewer', 'guest'] as const)(
    'a %s may not enable, disable, configure or update (403), and nothing changes',
    async (role) => {
      const someone = await newCaller(app);
      await join(owner.workspaceId, someone, role);
      const inOwners = inWorkspace(someone, owner.workspaceId);
      const before = await installations(owner.workspaceId);
      const changes = [
        ['enable', undefined],
        ['disable', undefined],
        ['config', { config: { maxCards: 5 } }],
        ['update', undefined],
      ] as const;
      for (const [action, body] of changes) {
        const response = await act(inOwners, action, 'board', body);
        expect([action, response.statusCode, response.json().error.code]).toEqual([action, 403, 'forbidden']);
      }
      expect(await installations(owner.workspaceId)).toEqual(before);
    },
  );

  it('an admin may configure', async () => {
    const admin = await newCaller(app);
    await join(owner.workspaceId, admin, 'admin');
    expect((await act(inWorkspace(admin, owner.workspaceId), 'config', 'board', { config: { maxCards: 7 } })).statusCode).toBe(200);
  });

  it('a stranger gets 404 workspace_not_found on every change, by header or by body, and nothing changes', async () => {
    const stranger = await newCaller(app);
    const before = await installations(owner.workspaceId);
    const attempts = [
      await act(inWorkspace(stranger, owner.workspaceId), 'config', 'board', { config: { maxCards: 1 } }),
      await act(stranger, 'config', 'board', { workspaceId: owner.workspaceId, config: { maxCards: 1 } }),
      await act(inWorkspace(stranger, owner.workspaceId), 'disable', 'board'),
      await act(inWorkspace(stranger, owner.workspaceId), 'update', 'board'),
      await act(stranger, 'update', 'board', { workspaceId: owner.workspaceId }),
    ];
    for (const response of attempts) expect([response.statusCode, response.json().error.code]).toEqual([404, 'workspace_not_found']);
    expect(await installations(owner.workspaceId)).toEqual(before);
    const [row] = await database.orm
      .select()
      .from(workspaceModules)
      .where(and(eq(workspaceModules.workspaceId, owner.workspaceId), eq(workspaceModules.moduleId, 'board')));
    expect(row?.config.maxCards).toBe(7);
  });
});

describe('updates of bundled modules', () => {
  it('never lists a bundled module (it follows the deployed build) and refuses to update it', async () => {
    const owner = await newCaller(app);
    await act(owner, 'enable', 'board');
    const updates = await app.inject({ method: 'GET', url: '/api/v1/marketplace/updates', headers: owner.headers });
    expect(updates.json()).toEqual({ updates: [] });
    const response = await act(owner, 'update', 'board');
    expect([response.statusCode, response.json().error.code]).toEqual([409, 'no_update_available']);
  });
});
