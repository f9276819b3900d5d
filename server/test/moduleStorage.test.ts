import './support/nativeModules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { type WorkspaceRole, workspaceMembers } from '../src/db/schema';
import { moduleStorage } from '../src/db/tables/marketplace';
import { echoModule } from './fixtures/serverModules/echoModule';
import {
  type Caller,
  createMarketplaceApp,
  inWorkspace,
  newCaller,
  systemBundle,
  writeModuleDescriptors,
} from './support/marketplaceFixtures';
import { openTestDatabase } from './support/testDatabase';

/** Opening a database and building the app takes seconds when the two cores are shared with other runs. */
const SETUP_TIMEOUT_MS = 30_000;

let database: Database;
let app: FastifyInstance;
let owner: Caller;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createMarketplaceApp(database, writeModuleDescriptors([{ id: 'echo' }, { id: 'other' }]), [echoModule]);
  owner = await newCaller(app, 'Owner');
  const manifest = { id: 'sticky', name: 'Sticky notes', version: '1.0.0', path: '/modules/sticky' };
  const published = await app.inject({
    method: 'POST',
    url: '/api/v1/marketplace/developer/modules',
    headers: owner.headers,
    payload: { manifest, bundle: systemBundle('sticky') },
  });
  expect(published.statusCode).toBe(201);
  // Other users' workspaces below enable it too: the platform admin (the owner, first account) approves it.
  expect(
    (await app.inject({ method: 'POST', url: '/api/v1/marketplace/admin/modules/sticky/approve', headers: owner.headers })).statusCode,
  ).toBe(200);
  for (const id of ['sticky', 'echo']) {
    expect((await app.inject({ method: 'POST', url: `/api/v1/marketplace/modules/${id}/enable`, headers: owner.headers })).statusCode).toBe(
      200,
    );
  }
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await database.close();
});

const storage = (caller: Caller, method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/modules/${path}`,
    headers: { ...caller.headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

const storedKeys = async (workspaceId: string) =>
  (await database.orm.select().from(moduleStorage).where(eq(moduleStorage.workspaceId, workspaceId)))
    .map((row) => `${row.moduleId}/${row.key}`)
    .sort();

const join = (workspaceId: string, caller: Caller, role: WorkspaceRole) =>
  database.orm.insert(workspaceMembers).values({ workspaceId, userId: caller.signedIn.user.id, role });

describe('the per-workspace module storage', () => {
  it('stores any JSON value under a key and reads it back (survives: it is in the database)', async () => {
    const value = { notes: [{ text: 'Купить молоко', done: false }], count: 1, nothing: null };
    const put = await storage(owner, 'PUT', 'sticky/storage/board:1', { value });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ key: 'board:1', value, updatedAt: expect.any(String) });
    const read = await storage(owner, 'GET', 'sticky/storage/board:1');
    expect(read.json()).toEqual({ key: 'board:1', value, updatedAt: put.json().updatedAt });
    for (const scalar of [null, 0, 'text', false, [1, 2]]) {
      await storage(owner, 'PUT', 'sticky/storage/scalar', { value: scalar });
      expect((await storage(owner, 'GET', 'sticky/storage/scalar')).json().value).toEqual(scalar);
    }
  });

  it('lists keys with the limit, replaces a value, deletes one (204), and 404s a missing key', async () => {
    await storage(owner, 'PUT', 'sticky/storage/a', { value: 1 });
    await storage(owner, 'PUT', 'sticky/storage/a', { value: 2 });
    expect((await storage(owner, 'GET', 'sticky/storage/a')).json().value).toBe(2);
    const listed = await storage(owner, 'GET', 'sticky/storage');
    expect(listed.json()).toEqual({
      entries: [
        { key: 'a', updatedAt: expect.any(String) },
        { key: 'board:1', updatedAt: expect.any(String) },
        { key: 'scalar', updatedAt: expect.any(String) },
      ],
      count: 3,
      limit: 100,
    });
    expect((await storage(owner, 'DELETE', 'sticky/storage/a')).statusCode).toBe(204);
    const missing = await storage(owner, 'GET', 'sticky/storage/a');
    expect(missing.json()).toEqual({
      error: { code: 'storage_key_not_found', message: 'No stored value under this key', statusCode: 404 },
    });
    expect((await storage(owner, 'DELETE', 'sticky/storage/a')).statusCode).toBe(404);
  });

  it('keeps modules apart: the same key of another module is another entry', async () => {
    await storage(owner, 'PUT', 'echo/storage/shared', { value: 'echo' });
    await storage(owner, 'PUT', 'sticky/storage/shared', { value: 'sticky' });
    expect((await storage(owner, 'GET', 'echo/storage/shared')).json().value).toBe('echo');
    expect((await storage(owner, 'GET', 'sticky/storage/shared')).json().value).toBe('sticky');
  });

  it('refuses bad keys, a missing value and values over 64 KB', async () => {
    expect((await storage(owner, 'PUT', 'sticky/storage/bad%20key', { value: 1 })).statusCode).toBe(400);
    // Fastify caps path parameters at 100 characters.
    expect((await storage(owner, 'PUT', `sticky/storage/${'k'.repeat(101)}`, { value: 1 })).statusCode).toBe(414);
    expect((await storage(owner, 'PUT', 'sticky/storage/nothing', {})).statusCode).toBe(400);
    const big = await storage(owner, 'PUT', 'sticky/storage/big', { value: 'x'.repeat(64 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({ code: 'storage_value_too_large', message: 'The value is larger than 64 KB' });
  });

  it('holds at most 100 entries per module and workspace (SPEC §9); replacing an entry at the limit still works', async () => {
    const fresh = await newCaller(app);
    await app.inject({ method: 'POST', url: '/api/v1/marketplace/modules/sticky/enable', headers: fresh.headers });
    const scope = { workspaceId: fresh.workspaceId, moduleId: 'sticky' };
    await database.orm
      .insert(moduleStorage)
      .values(Array.from({ length: 99 }, (_, index) => ({ ...scope, key: `k${index}`, value: String(index) })));
    expect((await storage(fresh, 'PUT', 'sticky/storage/k99', { value: 99 })).statusCode).toBe(200);
    const full = await storage(fresh, 'PUT', 'sticky/storage/one-more', { value: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ code: 'storage_full', message: 'The module storage is full: at most 100 entries' });
    expect((await storage(fresh, 'PUT', 'sticky/storage/k5', { value: 'changed' })).statusCode).toBe(200);
    await storage(fresh, 'DELETE', 'sticky/storage/k0');
    expect((await storage(fresh, 'PUT', 'sticky/storage/one-more', { value: 1 })).statusCode).toBe(200);
    expect((await storage(owner, 'PUT', 'echo/storage/not-counted-with-sticky', { value: 1 })).statusCode).toBe(200);
  });

  it('keeps the limit under concurrent writes of new keys', async () => {
    const fresh = await newCaller(app);
    await app.inject({ method: 'POST', url: '/api/v1/marketplace/modules/sticky/enable', headers: fresh.headers });
    const scope = { workspaceId: fresh.workspaceId, moduleId: 'sticky' };
    await database.orm.insert(moduleStorage).values(Array.from({ length: 97 }, (_, index) => ({ ...scope, key: `k${index}`, value: '0' })));
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => storage(fresh, 'PUT', `sticky/storage/new${index}`, { value: index })),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect((await storage(fresh, 'GET', 'sticky/storage')).json().count).toBe(100);
  });

  it('lets viewers and guests read but not write (403), members write', async () => {
    for (const role of ['viewer', 'guest'] as const) {
      const reader = inWorkspace(await newCaller(app), owner.workspaceId);
      await join(owner.workspaceId, reader, role);
      expect((await storage(reader, 'GET', 'sticky/storage/board:1')).statusCode).toBe(200);
      expect((await storage(reader, 'GET', 'sticky/storage')).statusCode).toBe(200);
      expect((await storage(reader, 'PUT', 'sticky/storage/board:1', { value: 'mine' })).json().error.code).toBe('forbidden');
      expect((await storage(reader, 'DELETE', 'sticky/storage/board:1')).json().error.code).toBe('forbidden');
    }
    const member = inWorkspace(await newCaller(app), owner.workspaceId);
    await join(owner.workspaceId, member, 'member');
    expect((await storage(member, 'PUT', 'sticky/storage/from-member', { value: true })).statusCode).toBe(200);
  });
});

describe('storage isolation', () => {
  it("gives a stranger 404 workspace_not_found for another workspace's storage on every call, and nothing changes", async () => {
    const stranger = await newCaller(app);
    await app.inject({ method: 'POST', url: '/api/v1/marketplace/modules/sticky/enable', headers: stranger.headers });
    const before = await storedKeys(owner.workspaceId);
    const intruder = inWorkspace(stranger, owner.workspaceId);
    for (const response of [
      await storage(intruder, 'GET', 'sticky/storage'),
      await storage(intruder, 'GET', 'sticky/storage/board:1'),
      await storage(intruder, 'PUT', 'sticky/storage/board:1', { value: 'overwritten' }),
      await storage(intruder, 'PUT', 'sticky/storage/planted', { value: 1 }),
      await storage(intruder, 'DELETE', 'sticky/storage/board:1'),
      await app.inject({
        method: 'GET',
        url: `/api/v1/modules/sticky/storage?workspaceId=${owner.workspaceId}`,
        headers: { authorization: stranger.headers.authorization! },
      }),
    ]) {
      expect([response.statusCode, response.json().error.code]).toEqual([404, 'workspace_not_found']);
    }
    expect(await storedKeys(owner.workspaceId)).toEqual(before);
    expect((await storage(owner, 'GET', 'sticky/storage/board:1')).json().value).not.toBe('overwritten');
    expect((await storage(stranger, 'GET', 'sticky/storage')).json().entries).toEqual([]);
  });

  it('answers 403 module_not_enabled where not enabled, 404 MODULE_NOT_FOUND for an unknown module, 403 module_blocked', async () => {
    expect((await storage(owner, 'GET', 'other/storage')).json().error.code).toBe('module_not_enabled');
    expect((await storage(owner, 'PUT', 'other/storage/x', { value: 1 })).json().error.code).toBe('module_not_enabled');
    expect((await storage(owner, 'GET', 'nope/storage')).json().error.code).toBe('MODULE_NOT_FOUND');
    const admin = (action: string) =>
      app.inject({ method: 'POST', url: `/api/v1/marketplace/admin/modules/sticky/${action}`, headers: owner.headers });
    expect((await admin('block')).statusCode).toBe(200);
    try {
      expect((await storage(owner, 'GET', 'sticky/storage')).json().error.code).toBe('module_blocked');
    } finally {
      expect((await admin('unblock')).statusCode).toBe(200);
    }
  });

  it('keeps the data of a disabled module for when it is enabled again', async () => {
    await app.inject({ method: 'POST', url: '/api/v1/marketplace/modules/sticky/disable', headers: owner.headers });
    expect((await storage(owner, 'GET', 'sticky/storage/board:1')).json().error.code).toBe('module_not_enabled');
    await app.inject({ method: 'POST', url: '/api/v1/marketplace/modules/sticky/enable', headers: owner.headers });
    expect((await storage(owner, 'GET', 'sticky/storage/board:1')).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/modules/sticky/storage' })).statusCode).toBe(401);
  });
});
