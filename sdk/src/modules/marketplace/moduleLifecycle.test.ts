import { ApiError } from '../../api/apiError';
import { i18n } from '../../i18n/i18n';
import { $navigation, removeModuleNavigationItems } from '../../navigation/navigationRegistry';
import { $toasts } from '../../toasts/toastModel';
import { installed, setup } from './testing/lifecycleHarness';

const navIds = () =>
  $navigation
    .getState()
    .filter((item) => item.section === 'modules')
    .map((item) => item.moduleId);
const toastMessages = () => $toasts.getState().map((toast) => toast.message);

describe('module lifecycle', () => {
  let errorSpy: jest.SpyInstance;
  let warnSpy: jest.SpyInstance;
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('ru'));
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    ['notes', 'wiki', 'tasks'].forEach(removeModuleNavigationItems);
    errorSpy.mockRestore();
    warnSpy.mockRestore();
    jest.useRealTimers();
  });

  it('enabling asks the server, then runs the module at once: application registered, navigation item added', async () => {
    const { lifecycle, serve, api, apps, registry } = setup();
    serve('notes');
    const result = await lifecycle.enable('notes', { color: 'red' });
    expect(api.enable).toHaveBeenCalledWith('notes', { color: 'red' });
    expect(result).toEqual({ moduleId: 'notes', status: 'active' });
    expect(apps.has('@artel-module/notes')).toBe(true);
    expect(registry.get('notes')?.state).toBe('active');
    expect(navIds()).toContain('notes');
    expect(lifecycle.$modules.getState().map((mod) => [mod.moduleId, mod.enabled])).toEqual([['notes', true]]);
    expect(toastMessages()).toContain('Module NOTES is enabled');
  });

  it("a refused enable shows 'Failed to enable module' with the server's reason and loads nothing", async () => {
    const { lifecycle, api, system } = setup();
    api.enable.mockRejectedValueOnce(new ApiError('Module notes needs modules that are not enabled: tasks', 'DEPENDENCY_ERROR', 409));
    await expect(lifecycle.enable('notes')).rejects.toThrow('needs modules');
    expect(system.import).not.toHaveBeenCalled();
    expect(toastMessages()).toContain('Failed to enable module: Module notes needs modules that are not enabled: tasks');
  });

  it('disabling asks the server, then unmounts the module and removes its navigation item', async () => {
    const { lifecycle, serve, apps, registry, api, left } = setup();
    serve('notes');
    await lifecycle.enable('notes');
    await lifecycle.disable('notes');
    expect(api.disable).toHaveBeenCalledWith('notes');
    expect(apps.has('@artel-module/notes')).toBe(false);
    expect(registry.get('notes')?.state).toBe('disabled');
    expect(navIds()).not.toContain('notes');
    expect(left).toEqual(['notes']);
    expect(lifecycle.$modules.getState()[0]).toMatchObject({ moduleId: 'notes', enabled: false });
  });

  it("a refused disable shows 'Failed to disable module' and keeps the module running", async () => {
    const { lifecycle, serve, api, registry } = setup();
    serve('notes');
    await lifecycle.enable('notes');
    api.disable.mockRejectedValueOnce(new ApiError('Произошла ошибка при выполнении запроса.', 'unknown_error', 500));
    await expect(lifecycle.disable('notes')).rejects.toThrow();
    expect(toastMessages()).toContain('Failed to disable module');
    expect(registry.get('notes')?.state).toBe('active');
  });

  it('a workspace switch (a refresh) loads what the new workspace enables and unloads the rest', async () => {
    const { lifecycle, serve, setWorkspaceList, apps, registry } = setup();
    serve('notes');
    serve('wiki');
    serve('tasks');
    setWorkspaceList([installed('notes'), installed('wiki'), installed('tasks', false)]);
    expect(lifecycle.$listLoaded.getState()).toBe(false);
    await lifecycle.refresh();
    expect(lifecycle.$listLoaded.getState()).toBe(true);
    expect([...apps.keys()].sort()).toEqual(['@artel-module/notes', '@artel-module/wiki']);

    setWorkspaceList([installed('wiki'), installed('tasks')]);
    await lifecycle.refresh();
    expect([...apps.keys()].sort()).toEqual(['@artel-module/tasks', '@artel-module/wiki']);
    expect(registry.get('notes')?.state).toBe('disabled');
    expect(navIds().sort()).toEqual(['tasks', 'wiki']);
  });

  it('unloads a module that an admin blocked: it is simply gone from the list', async () => {
    const { lifecycle, serve, setWorkspaceList, apps } = setup();
    serve('notes');
    setWorkspaceList([installed('notes')]);
    await lifecycle.refresh();
    setWorkspaceList([]);
    await lifecycle.refresh();
    expect(apps.size).toBe(0);
    expect(lifecycle.$modules.getState()).toEqual([]);
  });

  it('runs the new bundle when the list names another URL for a running module (an update)', async () => {
    const { lifecycle, serve, setWorkspaceList, system } = setup();
    serve('notes');
    setWorkspaceList([installed('notes')]);
    await lifecycle.refresh();
    setWorkspaceList([installed('notes', true, '/static/modules/notes/notes.bbb.js')]);
    await lifecycle.refresh();
    expect(system.import).toHaveBeenCalledTimes(2);
  });

  it("keeps the modules running and says 'Failed to load modules' when the list cannot be fetched", async () => {
    const { lifecycle, serve, setWorkspaceList, api, apps } = setup();
    serve('notes');
    setWorkspaceList([installed('notes')]);
    await lifecycle.refresh();
    api.workspaceModules.mockRejectedValueOnce(new ApiError('offline', 'network_error', 0));
    await expect(lifecycle.refresh()).rejects.toThrow('offline');
    expect(lifecycle.$loadError.getState()).toBe('Failed to load modules. offline');
    expect(apps.has('@artel-module/notes')).toBe(true);
    await lifecycle.refresh();
    expect(lifecycle.$loadError.getState()).toBeNull();
  });

  it('a module whose bundle fails stays failed on a refresh and recovers on an explicit enable (Retry)', async () => {
    const { lifecycle, setWorkspaceList, system, serve, registry } = setup();
    setWorkspaceList([installed('notes')]);
    const [first] = await lifecycle.refresh();
    expect(first).toMatchObject({ status: 'failed' });
    expect(registry.get('notes')?.lastError).toBe('Failed to load module notes: Retry exhausted for @artel-module/notes after 2 attempts');
    const importsAfterFailure = system.import.mock.calls.length;
    await lifecycle.refresh();
    expect(system.import).toHaveBeenCalledTimes(importsAfterFailure);

    serve('notes');
    await expect(lifecycle.enable('notes')).resolves.toEqual({ moduleId: 'notes', status: 'active' });
    expect(registry.get('notes')?.state).toBe('active');
  });

  it("enabling a module whose bundle never answers ends after 30 s with 'Module {id} loading timed out after 30000ms'", async () => {
    jest.useFakeTimers();
    const { lifecycle, served, registry } = setup();
    served.set('@artel-module/notes', () => new Promise(() => undefined));
    const result = lifecycle.enable('notes');
    await jest.advanceTimersByTimeAsync(30_000);
    await expect(result).resolves.toMatchObject({ status: 'failed' });
    expect(registry.get('notes')).toMatchObject({ state: 'error', lastError: 'Module notes loading timed out after 30000ms' });
    expect(toastMessages()).toContain('Module notes loading timed out after 30000ms');
  });

  it('runs refreshes one after another, so the last list wins', async () => {
    const { lifecycle, serve, setWorkspaceList, apps, api } = setup();
    serve('notes');
    serve('wiki');
    let release: () => void = () => undefined;
    api.workspaceModules.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve([installed('notes')]))));
    const first = lifecycle.refresh();
    setWorkspaceList([installed('wiki')]);
    const second = lifecycle.refresh();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.workspaceModules).toHaveBeenCalledTimes(1);
    release();
    await Promise.all([first, second]);
    expect([...apps.keys()]).toEqual(['@artel-module/wiki']);
  });

  it('saves a config and keeps the list in step', async () => {
    const { lifecycle } = setup();
    await lifecycle.updateConfig('notes', { limit: 5 });
    expect(lifecycle.$modules.getState()[0]?.config).toEqual({ limit: 5 });
    expect(toastMessages()).toContain('Settings of NOTES are saved');
  });

  it('an update moves a running module to the new bundle', async () => {
    const { lifecycle, serve, api, system } = setup();
    serve('notes');
    await lifecycle.enable('notes');
    const next = { ...installed('notes', true, '/static/modules/notes/notes.bbb.js'), version: '1.1.0' };
    api.update.mockResolvedValueOnce({ success: true, module: next, configChanges: [] });
    const { module } = await lifecycle.update('notes');
    expect(module.version).toBe('1.1.0');
    expect(system.import).toHaveBeenCalledTimes(2);
    expect(toastMessages()).toContain('Module NOTES is updated to 1.1.0');
  });

  it('unloads everything on sign-out', async () => {
    const { lifecycle, serve, setWorkspaceList, apps } = setup();
    serve('notes');
    setWorkspaceList([installed('notes')]);
    await lifecycle.refresh();
    await lifecycle.unloadAll();
    expect(apps.size).toBe(0);
    expect(lifecycle.$modules.getState()).toEqual([]);
    expect(lifecycle.$listLoaded.getState()).toBe(false);
  });
});
