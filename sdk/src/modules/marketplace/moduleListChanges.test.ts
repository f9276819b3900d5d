import { workspaceEventReceived } from '../../notifications/notificationsModel';
import { sessionCleared } from '../../session/sessionModel';
import { installFakeServer } from '../../workspace/testing/fakeServer';
import { makeWorkspace, serveWorkspaces, signIn } from '../../workspace/testing/workspaceFixtures';
import { initWorkspaceContextFx } from '../../workspace/workspaceModel';
import { takeModuleBlocked } from './blockedModules';
import { onModuleListChanged } from './moduleListChanges';

const current = makeWorkspace('w-alpha', { name: 'Alpha' });
const other = makeWorkspace('w-beta', { name: 'Beta' });

beforeEach(async () => {
  localStorage.clear();
  const server = installFakeServer();
  serveWorkspaces(server, [current, other]);
  await signIn(server);
  await initWorkspaceContextFx();
});
afterEach(() => sessionCleared());

describe('module list changes pushed by the server (a module blocked or unblocked platform-wide)', () => {
  it('refresh the list when the current workspace is told, and stop once unsubscribed', () => {
    const refresh = jest.fn();
    const unsubscribe = onModuleListChanged(refresh);
    workspaceEventReceived({
      type: 'workspace_event',
      eventId: 1,
      workspaceId: 'w-alpha',
      event: { kind: 'marketplace.modules.changed', moduleId: 'notes' },
    });
    expect(refresh).toHaveBeenCalledTimes(1);

    unsubscribe();
    workspaceEventReceived({
      type: 'workspace_event',
      eventId: 1,
      workspaceId: 'w-alpha',
      event: { kind: 'marketplace.modules.changed', moduleId: 'notes' },
    });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('leave the list alone for other events and for a workspace that is not on screen', () => {
    const refresh = jest.fn();
    const unsubscribe = onModuleListChanged(refresh);
    workspaceEventReceived({
      type: 'workspace_event',
      eventId: 1,
      workspaceId: 'w-alpha',
      event: { kind: 'kanban.card.moved', boardId: 'b1' },
    });
    workspaceEventReceived({
      type: 'workspace_event',
      eventId: 1,
      workspaceId: 'w-beta',
      event: { kind: 'marketplace.modules.changed', moduleId: 'notes' },
    });
    expect(refresh).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('remember a module the server blocked, and forget it when it is unblocked', () => {
    const unsubscribe = onModuleListChanged(jest.fn());
    const event = (blocked: boolean) => ({ kind: 'marketplace.modules.changed', moduleId: 'notes', blocked });
    workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w-alpha', event: event(true) });
    workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w-alpha', event: event(false) });
    expect(takeModuleBlocked('notes')).toBe(false);
    workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w-alpha', event: event(true) });
    expect(takeModuleBlocked('notes')).toBe(true);
    unsubscribe();
  });

  it('start fetching the bundle an enable names, once, as the loader will ask for it', () => {
    const unsubscribe = onModuleListChanged(jest.fn());
    const url = '/static/modules/notes/notes.0123456789abcdef.js';
    const enabled = { kind: 'marketplace.modules.changed', moduleId: 'notes', url, integrity: 'sha384-abc' };
    workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w-alpha', event: enabled });
    workspaceEventReceived({ type: 'workspace_event', eventId: 2, workspaceId: 'w-alpha', event: enabled });
    workspaceEventReceived({
      type: 'workspace_event',
      eventId: 3,
      workspaceId: 'w-alpha',
      event: { kind: 'marketplace.modules.changed', moduleId: 'other' },
    });
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.as, link.integrity, link.crossOrigin])).toEqual([
      [url, 'script', 'sha384-abc', null],
    ]);
    unsubscribe();
  });
});
