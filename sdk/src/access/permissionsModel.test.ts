import { i18n } from '../i18n/i18n';
import { sessionCleared } from '../session/sessionModel';
import { errorBody, type FakeServer, installFakeServer } from '../workspace/testing/fakeServer';
import { makeWorkspace, permissionsOf, serveWorkspaces, signIn } from '../workspace/testing/workspaceFixtures';
import { initWorkspaceContextFx, switchWorkspaceFx } from '../workspace/workspaceModel';
import { CURRENT_WORKSPACE_STORAGE_KEY } from '../workspace/workspaceStorage';
import { decideAccess } from './accessDecision';
import { createPermissionsCache, PERMISSIONS_CACHE_CLEANUP_INTERVAL_MS, PERMISSIONS_CACHE_TTL_MS } from './permissionsCache';
import {
  $permissions,
  $permissionsState,
  $workspaceRole,
  permissionsCache,
  readPermissionsData,
  refreshPermissions,
} from './permissionsModel';

const team = makeWorkspace('w-team', { role: 'member' });
const other = makeWorkspace('w-other', { role: 'viewer' });
let server: FakeServer;

async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !condition(); turn += 1) await Promise.resolve();
  if (!condition()) throw new Error('condition never held');
}

const permissionCalls = (workspaceId: string) => server.callsTo('GET', `/workspaces/${workspaceId}/permissions`).length;

beforeEach(async () => {
  jest.useFakeTimers();
  localStorage.clear();
  await i18n.changeLanguage('en');
  server = installFakeServer();
  serveWorkspaces(server, [team, other]);
  await signIn(server);
  localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, team.id);
});

afterEach(() => {
  sessionCleared();
  jest.advanceTimersByTime(10_000);
  jest.useRealTimers();
});

describe('permissions of the current workspace', () => {
  it('loads them when the workspace becomes current and knows the role', async () => {
    await initWorkspaceContextFx();
    await until(() => $permissionsState.getState().status === 'ready');
    expect($permissions.getState()).toEqual(permissionsOf('member'));
    expect($workspaceRole.getState()).toBe('member');
  });

  it('reuses them for 5 minutes, then asks again', async () => {
    await initWorkspaceContextFx();
    await switchWorkspaceFx(other.id);
    await switchWorkspaceFx(team.id);
    await until(() => $permissionsState.getState().status === 'ready');
    expect(permissionCalls(team.id)).toBe(1);
    expect($workspaceRole.getState()).toBe('member');

    jest.advanceTimersByTime(PERMISSIONS_CACHE_TTL_MS);
    await switchWorkspaceFx(other.id);
    await switchWorkspaceFx(team.id);
    await until(() => $permissionsState.getState().status === 'ready');
    expect(permissionCalls(team.id)).toBe(2);
  });

  it('asks again past the cache when refreshed', async () => {
    await initWorkspaceContextFx();
    await until(() => $permissionsState.getState().status === 'ready');
    server.on('GET', '/workspaces/:id/permissions', { status: 200, body: permissionsOf('viewer') });
    refreshPermissions();
    await until(() => $workspaceRole.getState() === 'viewer');
    expect(permissionCalls(team.id)).toBe(2);
  });

  it('marks them failed when they cannot be loaded, so the fallback list decides', async () => {
    server.on('GET', '/workspaces/:id/permissions', errorBody(500, 'internal', 'boom'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await initWorkspaceContextFx();
    await until(() => $permissionsState.getState().status === 'failed');
    const state = $permissionsState.getState();
    expect(decideAccess(state, { permission: 'view_boards' }).allowed).toBe(true);
    expect(decideAccess(state, { permission: 'create_boards' }).allowed).toBe(false);
    expect(decideAccess(state, { role: 'member' }).allowed).toBe(false);
    jest.mocked(console.warn).mockRestore();
  });

  it('forgets them on sign-out', async () => {
    await initWorkspaceContextFx();
    await until(() => $permissionsState.getState().status === 'ready');
    sessionCleared();
    expect($permissionsState.getState()).toEqual({ workspaceId: null, status: 'idle', data: null });
    expect(permissionsCache.size()).toBe(0);
  });
});

describe('permissions cache', () => {
  it('serves an entry for 5 minutes and sweeps expired ones every 10 minutes', () => {
    const cache = createPermissionsCache();
    const stop = cache.startCleanup();
    cache.set('u:w1', permissionsOf('owner'));
    jest.advanceTimersByTime(PERMISSIONS_CACHE_TTL_MS - 1);
    expect(cache.get('u:w1')).toEqual(permissionsOf('owner'));
    jest.advanceTimersByTime(60_001);
    expect(cache.get('u:w1')).toBeNull();
    expect(cache.size()).toBe(1);

    cache.set('u:w2', permissionsOf('viewer'));
    jest.advanceTimersByTime(PERMISSIONS_CACHE_CLEANUP_INTERVAL_MS - PERMISSIONS_CACHE_TTL_MS - 60_001);
    expect(cache.size()).toBe(2);
    jest.advanceTimersByTime(1);
    expect(cache.size()).toBe(1);
    expect(cache.get('u:w2')).toEqual(permissionsOf('viewer'));
    stop();
  });
});

describe('readPermissionsData', () => {
  it('takes the server answer and treats one without a permissions map as missing', () => {
    expect(readPermissionsData(permissionsOf('guest'))).toEqual(permissionsOf('guest'));
    expect(readPermissionsData({ roles: ['owner'] })).toBeNull();
    expect(readPermissionsData(null)).toBeNull();
    expect(readPermissionsData({ permissions: { view_boards: true }, boardRoles: { b1: 'editor', b2: 3 } })).toEqual({
      permissions: { view_boards: true },
      roles: [],
      boardPermissions: {},
      boardRoles: { b1: 'editor' },
    });
  });
});

describe('decideAccess', () => {
  const ready = (role: 'owner' | 'viewer') => ({ workspaceId: 'w', status: 'ready' as const, data: permissionsOf(role) });

  it('denies while the data is on its way', () => {
    expect(decideAccess({ workspaceId: 'w', status: 'loading', data: null }, { permission: 'view_workspace' })).toEqual({
      allowed: false,
      pending: true,
    });
  });

  it('checks one permission, all of a list, or any of it, and roles', () => {
    expect(decideAccess(ready('viewer'), { permission: 'create_boards' }).allowed).toBe(false);
    expect(decideAccess(ready('owner'), { permissions: ['create_boards', 'export_data'] }).allowed).toBe(true);
    expect(decideAccess(ready('viewer'), { permissions: ['create_boards', 'view_boards'] }).allowed).toBe(false);
    expect(decideAccess(ready('viewer'), { permissions: ['create_boards', 'view_boards'], mode: 'any' }).allowed).toBe(true);
    expect(decideAccess(ready('owner'), { role: ['owner', 'admin'] }).allowed).toBe(true);
    expect(decideAccess(ready('viewer'), { role: ['owner', 'admin'] }).allowed).toBe(false);
    expect(decideAccess(ready('owner'), { permission: 'create_boards', role: 'viewer' }).allowed).toBe(false);
  });

  it("lets a user with '*' do anything the permissions ask", () => {
    expect(decideAccess(ready('viewer'), { permission: 'manage_workspace' }, ['*']).allowed).toBe(true);
  });

  it('denies when the check itself fails', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = { workspaceId: 'w', status: 'ready' as const, data: { roles: null } as never };
    expect(decideAccess(broken, { permission: 'view_workspace', role: 'owner' })).toEqual({ allowed: false, pending: false });
    jest.mocked(console.warn).mockRestore();
  });
});
