import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { workspaceTopic } from '../src/realtime/hub';
import type { WorkspaceMessage } from '../src/realtime/messages';
import { type Caller, createMarketplaceApp, newCaller, systemBundle, writeModuleDescriptors } from './support/marketplaceFixtures';
import { openTestDatabase } from './support/testDatabase';

/** Opening a database and building the app takes seconds when the two cores are shared with other runs. */
const SETUP_TIMEOUT_MS = 30_000;

let database: Database;
let app: FastifyInstance;
let platformAdmin: Caller;
let user: Caller;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createMarketplaceApp(database, writeModuleDescriptors([{ id: 'board' }, { id: 'chat' }]));
  // The first account of an instance is its platform administrator ('*').
  platformAdmin = await newCaller(app, 'Admin');
  user = await newCaller(app, 'User');
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await database.close();
});

const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/marketplace${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });

const installedIds = async (caller: Caller) =>
  (await call(caller, 'GET', '/workspace/modules')).json().modules.map((module: { moduleId: string }) => module.moduleId);

describe('platform permission admin.modules', () => {
  it('is held by the platform admin and by nobody else: others get 403 on every admin call, and nothing changes', async () => {
    expect(platformAdmin.signedIn.user.permissions).toEqual(['*']);
    expect(user.signedIn.user.permissions).toEqual([]);
    const adminCalls = [
      ['GET', '/admin/modules'],
      ['POST', '/admin/modules/board/block'],
      ['POST', '/admin/modules/board/unblock'],
    ] as const;
    for (const [method, url] of adminCalls) {
      const response = await call(user, method, url);
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, 403, 'forbidden']);
    }
    expect((await call(user, 'GET', '/modules/board')).json().module.blocked).toBe(false);
  });

  it('lists every module with how many workspaces have it enabled', async () => {
    await call(user, 'POST', '/modules/board/enable');
    const response = await call(platformAdmin, 'GET', '/admin/modules');
    expect(response.statusCode).toBe(200);
    expect(response.json().modules.map((module: { id: string; installations: number }) => [module.id, module.installations])).toEqual([
      ['board', 1],
      ['chat', 0],
    ]);
  });
});

describe('blocking a module platform-wide', () => {
  it('hides it from /workspace/modules where enabled, refuses enabling, and unblocking restores it', async () => {
    await call(user, 'POST', '/modules/chat/enable');
    expect(await installedIds(user)).toEqual(['board', 'chat']);

    const blocked = await call(platformAdmin, 'POST', '/admin/modules/chat/block');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ success: true, module: { id: 'chat', blocked: true } });

    expect(await installedIds(user)).toEqual(['board']);
    expect((await call(user, 'GET', '/modules/chat')).json().module.blocked).toBe(true);
    const other = await newCaller(app);
    const refused = await call(other, 'POST', '/modules/chat/enable');
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'module_blocked']);

    expect((await call(platformAdmin, 'POST', '/admin/modules/chat/unblock')).json().module.blocked).toBe(false);
    expect(await installedIds(user)).toEqual(['board', 'chat']);
    expect((await call(other, 'POST', '/modules/chat/enable')).statusCode).toBe(200);
  });

  it('tells the workspaces that have it enabled, and no others, so their open tabs reload the module list', async () => {
    const [enabledThere, disabledThere, neverInstalled] = [await newCaller(app), await newCaller(app), await newCaller(app)];
    await call(enabledThere, 'POST', '/modules/board/enable');
    await call(disabledThere, 'POST', '/modules/board/enable');
    await call(disabledThere, 'POST', '/modules/board/disable');
    const received: WorkspaceMessage[] = [];
    const unsubscribers = [enabledThere, disabledThere, neverInstalled].map((caller) =>
      app.realtime.workspaces.subscribe(workspaceTopic(caller.workspaceId), (message) => received.push(message)),
    );
    try {
      await call(platformAdmin, 'POST', '/admin/modules/board/block');
      await call(platformAdmin, 'POST', '/admin/modules/board/unblock');
      await new Promise((resolve) => setImmediate(resolve));
      const told = (blocked: boolean) => ({
        type: 'workspace_event',
        workspaceId: enabledThere.workspaceId,
        eventId: expect.any(Number),
        event: { kind: 'marketplace.modules.changed', moduleId: 'board', blocked },
      });
      expect(received).toEqual([told(true), told(false)]);
    } finally {
      unsubscribers.forEach((unsubscribe) => unsubscribe());
    }
  });

  it("tells a workspace when its owner enables, reconfigures or disables a module there, so other members' tabs follow", async () => {
    const owner = await newCaller(app);
    const bystander = await newCaller(app);
    const received: WorkspaceMessage[] = [];
    const unsubscribers = [owner, bystander].map((caller) =>
      app.realtime.workspaces.subscribe(workspaceTopic(caller.workspaceId), (message) => received.push(message)),
    );
    try {
      const { module } = (await call(owner, 'POST', '/modules/chat/enable')).json();
      await call(owner, 'PUT', '/modules/chat/config', { config: {} });
      const { module: disabled } = (await call(owner, 'POST', '/modules/chat/disable')).json();
      await new Promise((resolve) => setImmediate(resolve));
      const told = (eventId: number, bundle = {}) => ({
        type: 'workspace_event',
        workspaceId: owner.workspaceId,
        eventId,
        event: { kind: 'marketplace.modules.changed', moduleId: 'chat', ...bundle },
      });
      // The enable and the disable carry the module's new list entry, which the members' pages run or stop at
      // once; the enable names the bundle too, fetched at once.
      expect(module.url).toMatch(/^\/static\/modules\/chat\//);
      expect(disabled.enabled).toBe(false);
      expect(received).toEqual([told(1, { url: module.url, integrity: module.integrity, module }), told(2), told(3, { module: disabled })]);
    } finally {
      unsubscribers.forEach((unsubscribe) => unsubscribe());
    }
  });

  it('leaves the list entry out of an event it would make too big to signal: the members fetch the list instead', async () => {
    const description = 'Модуль с очень длинным описанием. '.repeat(300);
    const manifest = { id: 'wordy-tool', name: 'Wordy tool', version: '1.0.0', path: '/modules/wordy-tool', description };
    expect((await call(platformAdmin, 'POST', '/admin/developers', { email: user.signedIn.user.email })).statusCode).toBe(200);
    expect((await call(user, 'POST', '/developer/modules', { manifest, bundle: systemBundle('wordy-tool') })).statusCode).toBe(201);
    const received: WorkspaceMessage[] = [];
    const unsubscribe = app.realtime.workspaces.subscribe(workspaceTopic(user.workspaceId), (message) => received.push(message));
    try {
      const enabled = await call(user, 'POST', '/modules/wordy-tool/enable');
      await new Promise((resolve) => setImmediate(resolve));
      const { module } = enabled.json();
      expect([enabled.statusCode, module.definition.description]).toEqual([200, description]);
      expect(received.map((message) => message.type === 'workspace_event' && message.event)).toEqual([
        { kind: 'marketplace.modules.changed', moduleId: 'wordy-tool', url: module.url, integrity: module.integrity },
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('blocks developer modules too', async () => {
    const manifest = { id: 'dev-tool', name: 'Dev tool', version: '1.0.0', path: '/modules/dev-tool' };
    expect((await call(platformAdmin, 'POST', '/admin/developers', { email: user.signedIn.user.email })).statusCode).toBe(200);
    expect((await call(user, 'POST', '/developer/modules', { manifest, bundle: systemBundle('dev-tool') })).statusCode).toBe(201);
    expect((await call(platformAdmin, 'POST', '/admin/modules/dev-tool/block')).statusCode).toBe(200);
    expect((await call(user, 'GET', '/developer/modules')).json().modules[0]).toMatchObject({ id: 'dev-tool', blocked: true });
  });

  it('answers MODULE_NOT_FOUND for an unknown id', async () => {
    const response = await call(platformAdmin, 'POST', '/admin/modules/nope/block');
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'MODULE_NOT_FOUND']);
  });
});
