import { $permissions } from '../access';
import { eventBus, PlatformEvents } from '../events/eventBus';
import { i18n } from '../i18n/i18n';
import { sessionCleared } from '../session/sessionModel';
import { $toasts } from '../toasts/toastModel';
import { errorBody, type FakeServer, installFakeServer } from './testing/fakeServer';
import { makeWorkspace, serveWorkspaces, signIn, testUser } from './testing/workspaceFixtures';
import { $analytics, $boards, $members, loadBoardsFx, loadMembersFx } from './workspaceData';
import {
  $currentWorkspace,
  $currentWorkspaceId,
  $recentWorkspaceIds,
  $recentWorkspaces,
  $workspaces,
  createWorkspaceFx,
  initWorkspaceContextFx,
  switchWorkspaceFx,
} from './workspaceModel';
import { CURRENT_WORKSPACE_STORAGE_KEY } from './workspaceStorage';

const personal = makeWorkspace('w-personal', { name: 'Личное', isPersonal: true });
const alpha = makeWorkspace('w-alpha', { name: 'Alpha' });
const beta = makeWorkspace('w-beta', { name: 'Beta', role: 'viewer' });

let server: FakeServer;

const toastMessages = () => $toasts.getState().map((toast) => toast.message);

/** Lets pending promise jobs run until `condition` holds (the fake server answers asynchronously). */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !condition(); turn += 1) await Promise.resolve();
  if (!condition()) throw new Error('condition never held');
}

beforeEach(async () => {
  jest.useFakeTimers();
  localStorage.clear();
  await i18n.changeLanguage('en');
  server = installFakeServer();
  serveWorkspaces(server, [personal, alpha, beta]);
  await signIn(server);
});

afterEach(() => {
  sessionCleared();
  // Identical toasts within 500 ms are merged: let each test start with a clean window.
  jest.advanceTimersByTime(10_000);
  jest.useRealTimers();
});

describe('workspace context start (SPEC §4)', () => {
  it('restores the remembered workspace when the user still has it', async () => {
    localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, beta.id);
    await initWorkspaceContextFx();
    expect($workspaces.getState().map((w) => w.id)).toEqual([personal.id, alpha.id, beta.id]);
    expect($currentWorkspace.getState()).toEqual(beta);
  });

  it("falls back to the user's preferred workspace, then to the first, and remembers the choice", async () => {
    localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, 'w-gone');
    await signIn(server, { ...testUser, preferredWorkspaceId: alpha.id });
    await initWorkspaceContextFx();
    expect($currentWorkspaceId.getState()).toBe(alpha.id);
    expect(localStorage.getItem(CURRENT_WORKSPACE_STORAGE_KEY)).toBe(alpha.id);

    sessionCleared();
    await signIn(server);
    localStorage.removeItem(CURRENT_WORKSPACE_STORAGE_KEY);
    await initWorkspaceContextFx();
    expect($currentWorkspaceId.getState()).toBe(personal.id);
  });

  it('names the current workspace in X-Workspace-ID', async () => {
    localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, alpha.id);
    await initWorkspaceContextFx();
    await loadBoardsFx(alpha.id).catch(() => undefined);
    expect(server.callsTo('GET', `/workspaces/${alpha.id}/boards`)[0]?.headers['X-Workspace-ID']).toBe(alpha.id);
  });

  it("fails with 'Failed to initialize workspace context' and a toast when the list cannot be loaded", async () => {
    server.on('GET', '/workspaces', errorBody(500, 'internal', 'boom'));
    await expect(initWorkspaceContextFx()).rejects.toThrow('Failed to initialize workspace context');
    expect(toastMessages()).toContain('Failed to initialize workspace context');
    expect($currentWorkspace.getState()).toBeNull();
  });

  it("refuses to start without a session: 'User not authenticated'", async () => {
    sessionCleared();
    await expect(initWorkspaceContextFx()).rejects.toThrow('User not authenticated');
  });
});

describe('the language of workspace names', () => {
  it('lists the workspaces again when the language changes, so the personal one is named in the new language', async () => {
    server.on('GET', '/workspaces', (call) => ({
      status: 200,
      body: {
        workspaces: [{ ...personal, name: call.headers['Accept-Language'] === 'ru' ? 'Личное пространство' : 'Personal workspace' }, alpha],
      },
    }));
    await initWorkspaceContextFx();
    expect($workspaces.getState()[0]!.name).toBe('Personal workspace');

    await i18n.changeLanguage('ru');
    await until(() => $workspaces.getState()[0]!.name === 'Личное пространство');
    expect(server.callsTo('GET', '/workspaces')).toHaveLength(2);
  });

  it('asks again when the language changed while the first list was on its way', async () => {
    let answer: (() => void) | null = null;
    server.on(
      'GET',
      '/workspaces',
      (call) =>
        new Promise((resolve) => {
          const name = call.headers['Accept-Language'] === 'ru' ? 'Личное пространство' : 'Personal workspace';
          answer = () => resolve({ status: 200, body: { workspaces: [{ ...personal, name }] } });
        }),
    );
    const started = initWorkspaceContextFx();
    await until(() => answer !== null);
    await i18n.changeLanguage('ru');
    const first = answer!;
    answer = null;
    first();
    await started;
    await until(() => answer !== null);
    answer!();
    await until(() => $workspaces.getState()[0]!.name === 'Личное пространство');
  });
});

describe('switching workspace', () => {
  beforeEach(async () => {
    localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, alpha.id);
    await initWorkspaceContextFx();
  });

  it("asks the server, remembers the new one, toasts 'Switched to {name}' and tells the modules", async () => {
    const heard: unknown[] = [];
    const off = eventBus.on(PlatformEvents.workspaceSwitched, (event) => {
      heard.push(event.payload);
    });
    await switchWorkspaceFx(beta.id);
    await until(() => heard.length > 0);
    off();
    expect(server.callsTo('POST', `/workspaces/${beta.id}/switch`)).toHaveLength(1);
    expect($currentWorkspace.getState()?.name).toBe('Beta');
    expect(localStorage.getItem(CURRENT_WORKSPACE_STORAGE_KEY)).toBe(beta.id);
    expect(toastMessages()).toContain('Switched to Beta');
    expect(heard).toEqual([{ workspaceId: beta.id, previousWorkspaceId: alpha.id, workspace: beta }]);
  });

  it('says it in Russian too', async () => {
    await i18n.changeLanguage('ru');
    await switchWorkspaceFx(personal.id);
    expect(toastMessages()).toContain('Переключено на Личное');
  });

  it("runs one switch at a time: 'Another switch is in progress'", async () => {
    let release: () => void = () => undefined;
    server.on(
      'POST',
      `/workspaces/${beta.id}/switch`,
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: beta });
        }),
    );
    const first = switchWorkspaceFx(beta.id);
    await until(() => server.callsTo('POST', `/workspaces/${beta.id}/switch`).length === 1);
    await expect(switchWorkspaceFx(personal.id)).rejects.toThrow('Another switch is in progress');
    expect(toastMessages()).toContain('Another switch is in progress');
    release();
    await first;
    expect($currentWorkspaceId.getState()).toBe(beta.id);
    await switchWorkspaceFx(personal.id);
    expect($currentWorkspaceId.getState()).toBe(personal.id);
  });

  it("refuses a workspace the user does not have: 'Workspace not found or access denied'", async () => {
    await expect(switchWorkspaceFx('w-foreign')).rejects.toThrow('Workspace not found or access denied');
    // The list was asked again first, in case the workspace had just been joined.
    expect(server.callsTo('GET', '/workspaces')).toHaveLength(2);
    expect($currentWorkspaceId.getState()).toBe(alpha.id);

    server.on('POST', '/workspaces/:id/switch', errorBody(404, 'workspace_not_found', 'Workspace not found or access denied'));
    await expect(switchWorkspaceFx(beta.id)).rejects.toThrow('Workspace not found or access denied');
    expect($currentWorkspaceId.getState()).toBe(alpha.id);
  });

  it('does nothing for the workspace that is already current', async () => {
    await switchWorkspaceFx(alpha.id);
    expect(server.callsTo('POST', `/workspaces/${alpha.id}/switch`)).toHaveLength(0);
    expect(toastMessages()).not.toContain('Switched to Alpha');
  });

  it("clears the old workspace's members, boards, analytics and permissions", async () => {
    server.on('GET', '/workspaces/:id/members', {
      status: 200,
      body: { members: [{ userId: 'u1', name: 'A', email: 'a@x.ru', role: 'owner', joinedAt: '' }] },
    });
    server.on('GET', '/workspaces/:id/boards', { status: 200, body: { boards: [{ id: 'b1', name: 'Plan' }] } });
    await loadMembersFx(alpha.id);
    await loadBoardsFx(alpha.id);
    await until(() => $permissions.getState() !== null);
    expect($members.getState()).toHaveLength(1);
    expect($boards.getState()).toHaveLength(1);
    expect($permissions.getState()?.roles).toEqual(['owner']);

    let answerPermissions: () => void = () => undefined;
    server.on(
      'GET',
      '/workspaces/:id/permissions',
      () =>
        new Promise((resolve) => {
          answerPermissions = () =>
            resolve({ status: 200, body: { permissions: {}, roles: ['viewer'], boardPermissions: {}, boardRoles: {} } });
        }),
    );
    await switchWorkspaceFx(beta.id);
    await until(() => server.callsTo('GET', `/workspaces/${beta.id}/permissions`).length === 1);
    expect($members.getState()).toEqual([]);
    expect($boards.getState()).toEqual([]);
    expect($analytics.getState()).toBeNull();
    expect($permissions.getState()).toBeNull();
    answerPermissions();
  });

  it('drops an answer that arrives after its workspace stopped being current', async () => {
    let answer: () => void = () => undefined;
    server.on(
      'GET',
      '/workspaces/:id/members',
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({ status: 200, body: { members: [{ userId: 'u1', name: 'A', email: 'a@x.ru', role: 'owner', joinedAt: '' }] } });
        }),
    );
    const pending = loadMembersFx(alpha.id);
    await until(() => server.callsTo('GET', `/workspaces/${alpha.id}/members`).length === 1);
    await switchWorkspaceFx(beta.id);
    answer();
    await pending;
    expect($members.getState()).toEqual([]);
  });
});

describe('recent workspaces', () => {
  it('keeps the last 5 and offers 3, without the current one', async () => {
    const many = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'].map((id) => makeWorkspace(id, { name: id }));
    serveWorkspaces(server, many);
    await initWorkspaceContextFx();
    for (const workspace of many) await switchWorkspaceFx(workspace.id);
    expect($recentWorkspaceIds.getState()).toEqual(['w6', 'w5', 'w4', 'w3', 'w2']);
    expect($recentWorkspaces.getState().map((w) => w.id)).toEqual(['w5', 'w4', 'w3']);
  });
});

describe('creating a workspace (SPEC §5, §8)', () => {
  beforeEach(async () => {
    localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, alpha.id);
    await initWorkspaceContextFx();
  });

  it('needs a name and a legal entity before it calls the server', async () => {
    await expect(createWorkspaceFx({ name: '   ', legalEntityId: 'le-1' })).rejects.toThrow('Invalid workspace data: name is required');
    await expect(createWorkspaceFx({ name: 'Sales', legalEntityId: null })).rejects.toThrow(
      'Invalid workspace data: legal entity is required',
    );
    await expect(createWorkspaceFx({ name: 'ab', legalEntityId: 'le-1' })).rejects.toThrow('Workspace name must be at least 3 characters');
    expect(server.callsTo('POST', '/workspaces')).toHaveLength(0);
  });

  it("says 'Failed to create workspace. Please try again.' when the server fails", async () => {
    server.on('POST', '/workspaces', errorBody(500, 'internal', 'Internal error'));
    await expect(createWorkspaceFx({ name: 'Sales', legalEntityId: 'le-1' })).rejects.toThrow(
      'Failed to create workspace. Please try again.',
    );
    expect(toastMessages()).toContain('Failed to create workspace. Please try again.');
  });

  it("says 'User not authenticated' without a session", async () => {
    sessionCleared();
    await expect(createWorkspaceFx({ name: 'Sales', legalEntityId: 'le-1' })).rejects.toThrow('User not authenticated');
  });

  it('sends the normalised input, adds the workspace and switches to it', async () => {
    const created = makeWorkspace('w-new', { name: 'Sales', isPersonal: true });
    server.on('POST', '/workspaces', { status: 201, body: { ...created, invitations: [] } });
    server.on('POST', '/workspaces/:id/switch', { status: 200, body: created });
    await createWorkspaceFx({
      name: '  Sales ',
      isPersonal: true,
      visibility: 'public',
      icon: 'rocket',
      color: 'teal',
      legalEntityId: 'le-1',
      inviteEmails: ['b@example.test'],
    });
    await until(() => $currentWorkspaceId.getState() === 'w-new');
    expect(server.callsTo('POST', '/workspaces')[0]?.body).toEqual({
      name: 'Sales',
      description: '',
      isPersonal: true,
      visibility: 'private',
      icon: 'rocket',
      color: 'teal',
      legalEntityId: 'le-1',
      inviteEmails: [],
    });
    expect($workspaces.getState().map((w) => w.id)).toContain('w-new');
    expect($workspaces.getState().find((w) => w.id === 'w-new')).not.toHaveProperty('invitations');
    expect($currentWorkspaceId.getState()).toBe('w-new');
    expect(toastMessages()).toContain('Switched to Sales');
  });
});

describe('signing out', () => {
  it('forgets the workspaces but keeps the remembered id for the next visit', async () => {
    localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, beta.id);
    await initWorkspaceContextFx();
    sessionCleared();
    expect($workspaces.getState()).toEqual([]);
    expect($currentWorkspace.getState()).toBeNull();
    expect(localStorage.getItem(CURRENT_WORKSPACE_STORAGE_KEY)).toBe(beta.id);
  });
});
