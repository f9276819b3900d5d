import './support/nativeModules';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { type WorkspaceRole, workspaceMembers } from '../src/db/schema';
import { findServerModuleIds } from '../src/moduleHost/serverModules';
import { echoModule } from './fixtures/serverModules/echoModule';
import { type Caller, createMarketplaceApp, inWorkspace, newCaller, writeModuleDescriptors } from './support/marketplaceFixtures';
import { openTestDatabase } from './support/testDatabase';

/** Opening a database and building the app takes seconds when the two cores are shared with other runs. */
const SETUP_TIMEOUT_MS = 30_000;

let database: Database;
let app: FastifyInstance;
let owner: Caller;

beforeAll(async () => {
  database = await openTestDatabase();
  const staticDir = writeModuleDescriptors([{ id: 'echo', config: [{ key: 'greeting', type: 'string', default: 'hi' }] }]);
  app = await createMarketplaceApp(database, staticDir, [echoModule]);
  owner = await newCaller(app, 'Owner');
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await database.close();
});

const marketplace = (caller: Caller, action: 'enable' | 'disable') =>
  app.inject({ method: 'POST', url: `/api/v1/marketplace/modules/echo/${action}`, headers: caller.headers });
const whoami = (headers: Record<string, string>, query = '') =>
  app.inject({ method: 'GET', url: `/api/v1/modules/echo/whoami${query}`, headers });
const join = (workspaceId: string, caller: Caller, role: WorkspaceRole) =>
  database.orm.insert(workspaceMembers).values({ workspaceId, userId: caller.signedIn.user.id, role });

describe("a bundled module's server plugin under /api/v1/modules/<id>", () => {
  it('answers 403 module_not_enabled where the module is not enabled', async () => {
    const response = await whoami({ ...owner.headers, 'accept-language': 'en' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'module_not_enabled', message: 'The module is not enabled in this workspace', statusCode: 403 },
    });
  });

  it('lets a member through once enabled, telling the plugin the workspace, role and config', async () => {
    expect((await marketplace(owner, 'enable')).statusCode).toBe(200);
    const response = await whoami(owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      moduleId: 'echo',
      context: {
        moduleId: 'echo',
        userId: owner.signedIn.user.id,
        workspaceId: owner.workspaceId,
        role: 'owner',
        userPermissions: owner.signedIn.user.permissions,
        declaredPermissions: {},
        config: { greeting: 'hi' },
        locale: 'ru',
      },
    });
    const created = await app.inject({ method: 'POST', url: '/api/v1/modules/echo/items', headers: owner.headers, payload: { name: 'x' } });
    expect(created.json()).toEqual({ name: 'x', workspaceId: owner.workspaceId });
  });

  it('takes the workspace from ?workspaceId= when no header can be sent', async () => {
    const { 'x-workspace-id': _header, ...headers } = owner.headers;
    expect((await whoami(headers, `?workspaceId=${owner.workspaceId}`)).statusCode).toBe(200);
  });

  it('stops answering as soon as the module is disabled, and again once enabled (no restart)', async () => {
    await marketplace(owner, 'disable');
    expect((await whoami(owner.headers)).json().error.code).toBe('module_not_enabled');
    await marketplace(owner, 'enable');
    expect((await whoami(owner.headers)).statusCode).toBe(200);
  });

  it("answers a stranger naming another's workspace with 404 workspace_not_found, and the plugin never runs", async () => {
    const stranger = await newCaller(app);
    await marketplace(stranger, 'enable');
    for (const response of [
      await whoami(inWorkspace(stranger, owner.workspaceId).headers),
      await app.inject({
        method: 'POST',
        url: '/api/v1/modules/echo/items',
        headers: inWorkspace(stranger, owner.workspaceId).headers,
        payload: { name: 'x' },
      }),
    ]) {
      expect([response.statusCode, response.json().error.code]).toEqual([404, 'workspace_not_found']);
    }
    expect((await whoami(stranger.headers)).json().context.workspaceId).toBe(stranger.workspaceId);
  });

  it('tells the plugin a member’s role', async () => {
    const viewer = await newCaller(app);
    await join(owner.workspaceId, viewer, 'viewer');
    expect((await whoami(inWorkspace(viewer, owner.workspaceId).headers)).json().context.role).toBe('viewer');
  });

  it('needs a signed-in user and a workspace', async () => {
    expect((await whoami({ 'x-workspace-id': owner.workspaceId })).statusCode).toBe(401);
    const { 'x-workspace-id': _header, ...headers } = owner.headers;
    expect((await whoami(headers)).json().error.code).toBe('workspace_not_found');
  });

  it('answers 404 for paths the plugin does not have', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/modules/echo/nothing-here', headers: owner.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/modules/unknown/whoami', headers: owner.headers })).statusCode).toBe(404);
  });
});

describe('finding bundled server halves', () => {
  it('lists the module folders that have server/index.ts', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-module-plugins-'));
    try {
      for (const [id, file] of [
        ['kanban', 'server/index.ts'],
        ['wiki', 'client/index.ts'],
        ['contragents', 'server/index.ts'],
      ]) {
        fs.mkdirSync(path.dirname(path.join(root, id!, file!)), { recursive: true });
        fs.writeFileSync(path.join(root, id!, file!), '');
      }
      expect(findServerModuleIds(root)).toEqual(['contragents', 'kanban']);
      expect(findServerModuleIds(path.join(root, 'missing'))).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
