import { $navigation, removeModuleNavigationItems } from '../../navigation/navigationRegistry';
import { workspaceEventReceived } from '../../notifications/notificationsModel';
import { sessionCleared } from '../../session/sessionModel';
import type { InstalledModule } from '../../types';
import { installFakeServer } from '../../workspace/testing/fakeServer';
import { makeWorkspace, serveWorkspaces, signIn } from '../../workspace/testing/workspaceFixtures';
import { initWorkspaceContextFx } from '../../workspace/workspaceModel';
import { onModuleListChanged, RECONCILE_DELAY_MS } from './moduleListChanges';
import { installed, setup } from './testing/lifecycleHarness';

const navIds = () =>
  $navigation
    .getState()
    .filter((item) => item.section === 'modules')
    .map((item) => item.moduleId);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = () => new Promise<InstalledModule[]>(() => undefined);

function changed(eventId: number, event: Record<string, unknown>) {
  workspaceEventReceived({
    type: 'workspace_event',
    eventId,
    workspaceId: 'w-alpha',
    event: { kind: 'marketplace.modules.changed', ...event },
  });
}

/** A member's open page, its list loaded with `list`, following the workspace's live events as the root config does. */
async function memberPage(list: InstalledModule[]) {
  const harness = setup();
  harness.serve('wiki');
  harness.serve('notes');
  harness.setWorkspaceList(list);
  await harness.lifecycle.refresh();
  const refresh = jest.fn(() => void harness.lifecycle.refresh().catch(() => undefined));
  const unsubscribe = onModuleListChanged(refresh, (entry) => void harness.lifecycle.apply(entry));
  return { ...harness, refresh, unsubscribe };
}

beforeEach(async () => {
  localStorage.clear();
  const server = installFakeServer();
  serveWorkspaces(server, [makeWorkspace('w-alpha', { name: 'Alpha' })]);
  await signIn(server);
  await initWorkspaceContextFx();
});
afterEach(() => {
  ['notes', 'wiki'].forEach(removeModuleNavigationItems);
  sessionCleared();
});

describe('a module another member enables or disables, on this member’s open page (issue 33)', () => {
  it('shows its sidebar entry from the event alone, while the module list it reconciles with is still on its way', async () => {
    const page = await memberPage([installed('wiki'), installed('notes', false)]);
    page.api.workspaceModules.mockImplementation(never);
    changed(2, { moduleId: 'notes', url: installed('notes').url, integrity: 'sha384-notes', module: installed('notes') });
    await settle();
    expect(navIds()).toEqual(['wiki', 'notes']);
    expect(page.lifecycle.$modules.getState().find((mod) => mod.moduleId === 'notes')?.enabled).toBe(true);
    page.unsubscribe();
  });

  it('reconciles with the list a moment later, once the module’s own requests are on their way', async () => {
    jest.useFakeTimers();
    const page = await memberPage([installed('notes', false)]);
    changed(2, { moduleId: 'notes', module: installed('notes') });
    expect(page.refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(RECONCILE_DELAY_MS);
    expect(page.refresh).toHaveBeenCalledTimes(1);
    page.unsubscribe();
    jest.useRealTimers();
  });

  it('takes the entry away from the event alone, after the module kept its unsaved work (its leave guard ran)', async () => {
    const page = await memberPage([installed('wiki'), installed('notes')]);
    expect(navIds()).toEqual(['wiki', 'notes']);
    page.api.workspaceModules.mockImplementation(never);
    changed(2, { moduleId: 'notes', module: installed('notes', false) });
    await settle();
    expect(navIds()).toEqual(['wiki']);
    expect(page.left).toEqual(['notes']);
    page.unsubscribe();
  });

  it('of events that come in a burst (a socket catching up), runs only the newest entry of a module', async () => {
    const page = await memberPage([installed('notes', false)]);
    page.api.workspaceModules.mockImplementation(never);
    changed(2, { moduleId: 'notes', module: installed('notes') });
    changed(3, { moduleId: 'notes', module: installed('notes', false) });
    await settle();
    expect(page.system.import).not.toHaveBeenCalled();
    expect(navIds()).toEqual([]);
    page.unsubscribe();
  });

  it('waits for the list when the event carries no whole entry', async () => {
    const page = await memberPage([installed('notes', false)]);
    page.api.workspaceModules.mockImplementation(never);
    const { definition: _missing, ...half } = installed('notes');
    changed(2, { moduleId: 'notes', module: half });
    changed(3, { moduleId: 'notes', module: { ...installed('wiki'), moduleId: 'notes' } });
    await settle();
    expect(navIds()).toEqual([]);
    expect(page.refresh).toHaveBeenCalledTimes(2);
    page.unsubscribe();
  });
});
