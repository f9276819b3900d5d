import { i18n } from '../../i18n/i18n';
import { removeModuleNavigationItems } from '../../navigation/navigationRegistry';
import { $location, navigate } from '../../router/router';
import { sessionCleared } from '../../session/sessionModel';
import { $toasts } from '../../toasts/toastModel';
import { $leaveRequest, installNavigationGuard } from '../../unsaved/navigationGuard';
import { registerUnsavedWork } from '../../unsaved/unsavedWork';
import { installFakeServer } from '../../workspace/testing/fakeServer';
import { makeWorkspace, serveWorkspaces, signIn } from '../../workspace/testing/workspaceFixtures';
import { initWorkspaceContextFx } from '../../workspace/workspaceModel';
import { leaveModulePages } from './leaveModulePages';
import { installed, setup } from './testing/lifecycleHarness';

const NEXT_URL = '/static/modules/notes/notes.bbb.js';
const next = () => ({ ...installed('notes', true, NEXT_URL), version: '1.1.0' });
const toastMessages = () => $toasts.getState().map((toast) => toast.message);
const leftToasts = () => toastMessages().filter((message) => message.includes('was disabled'));

/** A page of `owner` holding typed work (that cannot be kept as a draft with `saveDraft` null). */
function typedWork(owner: string, saveDraft: (() => Promise<void>) | null = jest.fn(async () => undefined)) {
  const state = { dirty: true };
  const unregister = registerUnsavedWork({ owner, isDirty: () => state.dirty, ...(saveDraft ? { saveDraft } : {}) });
  return { state, saveDraft, unregister };
}

describe('a module updated while its page is open (issue 27)', () => {
  let work: ReturnType<typeof typedWork> | null = null;
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('ru'));
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    navigate('/modules/notes/list/1');
  });
  afterEach(() => {
    work?.unregister();
    work = null;
    ['notes', 'wiki'].forEach(removeModuleNavigationItems);
    jest.restoreAllMocks();
  });

  async function running() {
    const harness = setup();
    const first = harness.serve('notes');
    const wiki = harness.serve('wiki');
    harness.setWorkspaceList([installed('notes'), installed('wiki')]);
    await harness.lifecycle.refresh();
    const wikiApp = harness.apps.get('@artel-module/wiki');
    const second = harness.serve('notes');
    return { ...harness, first, second, wiki, wikiApp };
  }

  it('without unsaved work swaps the new bundle in place: the person stays, no «disabled» toast, other modules untouched', async () => {
    const { lifecycle, setWorkspaceList, apps, system, left, first, second, wiki, wikiApp } = await running();
    const shownIn = apps.get('@artel-module/notes')?.customProps.domElement;
    setWorkspaceList([next(), installed('wiki')]);
    await lifecycle.refresh();

    expect(left).toEqual([]);
    expect(leftToasts()).toEqual([]);
    expect($location.getState().pathname).toBe('/modules/notes/list/1');
    expect(first.install.mock.results[0]?.value).toHaveBeenCalled();
    expect(system.forget).toHaveBeenCalledWith('@artel-module/notes');
    expect(await apps.get('@artel-module/notes')?.app()).toBe(second);
    expect(second.install).toHaveBeenCalledTimes(1);
    expect(apps.get('@artel-module/notes')?.customProps.domElement).toBe(shownIn);
    expect(apps.get('@artel-module/wiki')).toBe(wikiApp);
    expect(wiki.install).toHaveBeenCalledTimes(1);
    expect(lifecycle.$updateOffers.getState()).toEqual([]);
  });

  it('with unsaved work keeps the old version running and offers the new one once; «Update now» keeps drafts, then swaps', async () => {
    const { lifecycle, setWorkspaceList, apps, left, first, second } = await running();
    work = typedWork('notes');
    setWorkspaceList([next(), installed('wiki')]);
    await lifecycle.refresh();
    await lifecycle.refresh();

    expect(lifecycle.$updateOffers.getState()).toEqual([{ moduleId: 'notes', name: 'NOTES', version: '1.1.0' }]);
    expect(await apps.get('@artel-module/notes')?.app()).toBe(first);
    expect(second.install).not.toHaveBeenCalled();
    expect(work.saveDraft).not.toHaveBeenCalled();

    await lifecycle.updateNow('notes');
    expect(work.saveDraft).toHaveBeenCalledTimes(1);
    expect(await apps.get('@artel-module/notes')?.app()).toBe(second);
    expect(lifecycle.$updateOffers.getState()).toEqual([]);
    expect(left).toEqual([]);
    expect(leftToasts()).toEqual([]);
  });

  it('«Later» puts the offer away for that version; the version runs at the first refresh with the work saved', async () => {
    const { lifecycle, setWorkspaceList, apps, first, second } = await running();
    work = typedWork('notes');
    setWorkspaceList([next(), installed('wiki')]);
    await lifecycle.refresh();
    lifecycle.updateLater('notes');
    await lifecycle.refresh();
    expect(lifecycle.$updateOffers.getState()).toEqual([]);
    expect(await apps.get('@artel-module/notes')?.app()).toBe(first);

    work.state.dirty = false;
    await lifecycle.refresh();
    expect(await apps.get('@artel-module/notes')?.app()).toBe(second);
    expect(work.saveDraft).not.toHaveBeenCalled();
  });

  it('«Update now» keeps the old version when the work cannot be kept as a draft, and says so', async () => {
    const { lifecycle, setWorkspaceList, apps, first } = await running();
    work = typedWork('notes', null);
    setWorkspaceList([next(), installed('wiki')]);
    await lifecycle.refresh();
    await lifecycle.updateNow('notes');
    expect(await apps.get('@artel-module/notes')?.app()).toBe(first);
    expect(toastMessages()).toContain('Your changes could not be kept as a draft: save them, then update module NOTES');
  });

  it('an admin’s own update swaps in place and says it is updated, without the «disabled» toast', async () => {
    const { lifecycle, api, apps, left, second } = await running();
    api.update.mockResolvedValueOnce({ success: true, module: next(), configChanges: [] });
    await lifecycle.update('notes');
    expect(await apps.get('@artel-module/notes')?.app()).toBe(second);
    expect(left).toEqual([]);
    expect(leftToasts()).toEqual([]);
    expect(toastMessages()).toContain('Module NOTES is updated to 1.1.0');
  });
});

describe('a module stopped while its page holds unsaved work (issue 27)', () => {
  const workspace = makeWorkspace('w-alpha', { name: 'Alpha' });
  let work: ReturnType<typeof typedWork> | null = null;
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('ru'));
  beforeEach(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.clear();
    const server = installFakeServer();
    serveWorkspaces(server, [workspace]);
    await signIn(server);
    await initWorkspaceContextFx();
    installNavigationGuard();
    navigate('/modules/notes/pages/7?tab=text');
  });
  afterEach(() => {
    work?.unregister();
    work = null;
    removeModuleNavigationItems('notes');
    sessionCleared();
    jest.restoreAllMocks();
  });

  async function runningNotes() {
    const harness = setup({ leaveModule: leaveModulePages });
    harness.serve('notes');
    harness.setWorkspaceList([installed('notes')]);
    await harness.lifecycle.refresh();
    return harness;
  }

  it('keeps the work as drafts, leaves without asking, says the work was kept, and offers it back when enabled again', async () => {
    const { lifecycle, setWorkspaceList } = await runningNotes();
    work = typedWork('notes');
    setWorkspaceList([installed('notes', false)]);
    await lifecycle.refresh();

    expect(work.saveDraft).toHaveBeenCalledTimes(1);
    expect($location.getState().pathname).toBe('/workspaces/w-alpha');
    expect($leaveRequest.getState()).toBeNull();
    expect(toastMessages()).toContain(
      'Module notes was disabled in this workspace. Your unsaved changes were kept as a draft, which will be offered back when the module is enabled again',
    );
    work.unregister();

    await lifecycle.enable('notes');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const offer = $toasts
      .getState()
      .find((toast) => toast.message === 'Module NOTES is enabled again, and your unsaved changes are waiting in a draft');
    expect(offer?.action?.text).toBe('Open the draft');
    offer?.action?.onClick();
    expect(`${$location.getState().pathname}${$location.getState().search}`).toBe('/modules/notes/pages/7?tab=text');
  });

  it('says so when the work could not be kept, and has nothing to offer back', async () => {
    const { lifecycle, setWorkspaceList } = await runningNotes();
    work = typedWork('notes', null);
    setWorkspaceList([]);
    await lifecycle.refresh();
    expect($location.getState().pathname).toBe('/workspaces/w-alpha');
    expect(toastMessages()).toContain('Module notes was disabled in this workspace. Your unsaved changes could not be kept');
    work.unregister();

    const before = $toasts.getState().length;
    await lifecycle.enable('notes');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      toastMessages()
        .slice(before)
        .filter((message) => message.includes('draft')),
    ).toEqual([]);
  });

  it('without unsaved work only says the module was disabled', async () => {
    const { lifecycle, setWorkspaceList } = await runningNotes();
    setWorkspaceList([]);
    await lifecycle.refresh();
    expect($location.getState().pathname).toBe('/workspaces/w-alpha');
    expect(toastMessages()).toContain('Module notes was disabled in this workspace');
  });
});
