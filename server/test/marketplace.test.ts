import './support/nativeModules';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { modules, type WorkspaceRole, workspaceMembers } from '../src/db/schema';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { bearer, register, type SignedIn } from './support/users';

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

interface Listed {
  moduleId: string;
  enabled: boolean;
  config: Record<string, unknown>;
}

const list = (who: SignedIn, workspaceId?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/marketplace/workspace/modules',
    headers: { ...bearer(who.access_token), ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}) },
  });

const listed = async (who: SignedIn, workspaceId?: string) =>
  (await list(who, workspaceId))
    .json<{ modules: Listed[] }>()
    .modules.map(({ moduleId, enabled, config }) => ({ moduleId, enabled, config }));

const change = (who: SignedIn, action: 'enable' | 'disable', moduleId: string, options: { header?: string; body?: object } = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/marketplace/modules/${moduleId}/${action}`,
    headers: { ...bearer(who.access_token), ...(options.header ? { 'x-workspace-id': options.header } : {}) },
    ...(options.body ? { payload: options.body } : {}),
  });

const join = (workspaceId: string, who: SignedIn, role: WorkspaceRole) =>
  database.orm.insert(workspaceMembers).values({ workspaceId, userId: who.user.id, role });

const notesDefaults = { maxNotes: 100, markdown: true };

describe('the module catalog', () => {
  it('holds every valid built descriptor, bundled and extra, and skips broken ones', async () => {
    const rows = await database.orm.select().from(modules).orderBy(asc(modules.id));
    expect(rows.map((row) => [row.id, row.source, row.blocked])).toEqual([
      ['hello', 'bundled', false],
      ['notes', 'bundled', false],
      ['tasks', 'bundled', false],
    ]);
  });
});

describe('GET /api/v1/marketplace/workspace/modules', () => {
  it("lists the preferred workspace's modules when no X-Workspace-ID is sent: the defaultEnabled ones", async () => {
    const owner = await register(app);
    const response = await list(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      modules: [
        {
          moduleId: 'notes',
          enabled: true,
          config: notesDefaults,
          version: '1.0.0',
          url: '/static/modules/notes/notes.89abcdef.js',
          integrity: expect.stringMatching(/^sha384-/),
          definition: {
            id: 'notes',
            name: 'Notes',
            version: '1.0.0',
            path: '/modules/notes',
            config: [
              { key: 'maxNotes', type: 'number', default: 100 },
              { key: 'markdown', type: 'boolean', default: true },
            ],
          },
          names: {},
        },
      ],
    });
    expect(await listed(owner, owner.user.preferredWorkspaceId!)).toEqual(await listed(owner));
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/marketplace/workspace/modules' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});

describe('enable and disable', () => {
  let owner: SignedIn;

  beforeAll(async () => {
    owner = await register(app);
  });

  it('enables a catalog module in the preferred workspace and answers { success, module }', async () => {
    const response = await change(owner, 'enable', 'hello', { body: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      module: expect.objectContaining({ moduleId: 'hello', enabled: true, config: {}, url: '/static/modules/hello/hello.fedcba98.js' }),
    });
    expect(await listed(owner)).toContainEqual({ moduleId: 'hello', enabled: true, config: {} });
  });

  it('takes the workspace from the body, the header, or the preferred one, and works without a body', async () => {
    const workspaceId = owner.user.preferredWorkspaceId!;
    expect((await change(owner, 'enable', 'tasks', { body: { workspaceId } })).statusCode).toBe(200);
    expect((await change(owner, 'disable', 'tasks', { header: workspaceId })).statusCode).toBe(200);
    expect((await change(owner, 'enable', 'tasks')).statusCode).toBe(200);
  });

  it('merges config over the current one and keeps it through disable and enable', async () => {
    await change(owner, 'enable', 'notes', { body: { config: { maxNotes: 5 } } });
    const disabled = await change(owner, 'disable', 'notes');
    expect(disabled.json().module).toMatchObject({ moduleId: 'notes', enabled: false, config: { maxNotes: 5, markdown: true } });
    expect(await listed(owner)).toContainEqual({ moduleId: 'notes', enabled: false, config: { maxNotes: 5, markdown: true } });

    await change(owner, 'enable', 'notes');
    expect(await listed(owner)).toContainEqual({ moduleId: 'notes', enabled: true, config: { maxNotes: 5, markdown: true } });
  });

  it("answers an unknown module with 404 MODULE_NOT_FOUND 'Module not found in registry'", async () => {
    for (const id of ['no-such-module', 'broken', '../etc']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/marketplace/modules/${encodeURIComponent(id)}/enable`,
        headers: { ...bearer(owner.access_token), 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'MODULE_NOT_FOUND', message: 'Module not found in registry', statusCode: 404 },
      });
    }
  });

  it('hides a blocked module from the list and refuses to enable it (403 module_blocked)', async () => {
    const someone = await register(app);
    await change(someone, 'enable', 'tasks');
    await database.orm.update(modules).set({ blocked: true }).where(eq(modules.id, 'tasks'));
    try {
      expect((await listed(someone)).map((module) => module.moduleId)).toEqual(['notes']);
      const refused = await change(someone, 'enable', 'tasks');
      expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'module_blocked']);
    } finally {
      await database.orm.update(modules).set({ blocked: false }).where(eq(modules.id, 'tasks'));
    }
  });
});

describe('workspace isolation', () => {
  let alice: SignedIn;
  let bob: SignedIn;
  let aliceWorkspace: string;

  beforeAll(async () => {
    alice = await register(app, { name: 'Alice' });
    bob = await register(app, { name: 'Bob' });
    aliceWorkspace = alice.user.preferredWorkspaceId!;
  });

  const workspaceNotFound = {
    error: { code: 'workspace_not_found', message: 'Рабочее пространство не найдено или доступ запрещен', statusCode: 404 },
  };

  it("does not let a non-member read another user's workspace", async () => {
    const response = await list(bob, aliceWorkspace);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(workspaceNotFound);
  });

  it("does not let a non-member enable or disable modules in another user's workspace, and changes nothing", async () => {
    const before = await listed(alice);
    const attempts = [
      await change(bob, 'enable', 'tasks', { header: aliceWorkspace }),
      await change(bob, 'enable', 'tasks', { body: { workspaceId: aliceWorkspace } }),
      await change(bob, 'disable', 'notes', { header: aliceWorkspace }),
      await change(bob, 'disable', 'notes', { body: { workspaceId: aliceWorkspace } }),
    ];
    for (const attempt of attempts) expect(attempt.json()).toEqual(workspaceNotFound);
    expect(await listed(alice)).toEqual(before);
  });

  it('answers a malformed or unknown workspace id like a foreign one', async () => {
    expect((await list(bob, 'not-a-uuid')).json()).toEqual(workspaceNotFound);
    expect((await list(bob, '00000000-0000-4000-8000-000000000000')).json()).toEqual(workspaceNotFound);
  });

  it('lets a plain member read the workspace but not change its modules (403)', async () => {
    const carol = await register(app, { name: 'Carol' });
    await join(aliceWorkspace, carol, 'member');
    expect((await list(carol, aliceWorkspace)).statusCode).toBe(200);

    const before = await listed(alice);
    const response = await change(carol, 'enable', 'tasks', { header: aliceWorkspace });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'forbidden', message: 'Недостаточно прав', statusCode: 403 } });
    expect((await change(carol, 'disable', 'notes', { header: aliceWorkspace })).statusCode).toBe(403);
    expect(await listed(alice)).toEqual(before);
  });

  it('lets a workspace admin change its modules', async () => {
    const dave = await register(app, { name: 'Dave' });
    await join(aliceWorkspace, dave, 'admin');
    expect((await change(dave, 'enable', 'tasks', { header: aliceWorkspace })).statusCode).toBe(200);
    expect(await listed(alice)).toContainEqual({ moduleId: 'tasks', enabled: true, config: {} });
  });
});
