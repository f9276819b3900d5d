import { createEventBus, PlatformEvents } from '../events/eventBus';
import { $navigation, removeModuleNavigationItems } from '../navigation/navigationRegistry';
import { ModuleError } from './registry/moduleErrors';
import { createModuleRegistry, type ModuleRegistry } from './registry/moduleRegistry';
import type { RetryPolicy } from '../retry/retryPolicies';
import type { InstalledModule, ModuleDefinition } from '../types';
import { $widgets, registerWidget } from '../widgets/widgetRegistry';
import { getModuleContainer } from './moduleContainer';
import { createModuleLoader, type ModuleApplication, type ModuleLoaderDeps } from './moduleLoader';

const quickRetry: RetryPolicy = { maxAttempts: 3, baseDelayMs: 0, maxDelayMs: 0, factor: 1, jitter: false };

function definition(id: string, extra: Partial<ModuleDefinition> = {}): ModuleDefinition {
  return {
    id,
    name: id,
    version: '1.0.0',
    path: `/modules/${id}`,
    installMethod: 'bundled',
    navigationItem: { id: `${id}-nav`, path: 'boards', title: id, icon: 'box' },
    ...extra,
  };
}

function installed(id: string, extra: Partial<ModuleDefinition> = {}, enabled = true): InstalledModule {
  return {
    moduleId: id,
    enabled,
    config: {},
    version: '1.0.0',
    url: `/bundles/${id}.abc123.js`,
    integrity: `sha384-${id}`,
    definition: definition(id, extra),
  };
}

function bundle(def: ModuleDefinition, cleanup = jest.fn()) {
  return {
    definition: def,
    install: jest.fn(() => cleanup),
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async () => undefined),
    unmount: jest.fn(async () => undefined),
  };
}

function setup(overrides: Partial<ModuleLoaderDeps> = {}) {
  const bus = createEventBus();
  const registry: ModuleRegistry = createModuleRegistry({ bus });
  const bundles = new Map<string, () => Promise<unknown>>();
  const apps = new Map<string, ModuleApplication>();
  const system = {
    import: jest.fn((name: string) => (bundles.get(name) ?? (() => Promise.reject(new Error('404'))))()),
    addImportMap: jest.fn(),
    forget: jest.fn(),
  };
  const singleSpa = {
    registerApplication: jest.fn((config: ModuleApplication) => void apps.set(config.name, config)),
    unregisterApplication: jest.fn(async (name: string) => apps.delete(name)),
    getAppNames: jest.fn(() => [...apps.keys()]),
  };
  const createModuleSdk = jest.fn((moduleId: string) => ({ moduleId }));
  const loader = createModuleLoader({
    system,
    singleSpa,
    registry,
    retryPolicy: quickRetry,
    userPermissions: () => [],
    createModuleSdk,
    ...overrides,
  });
  const serve = (id: string, exports: unknown) => bundles.set(`@artel-module/${id}`, () => Promise.resolve(exports));
  return { bus, registry, system, singleSpa, apps, loader, createModuleSdk, serve, bundles };
}

describe('module loader', () => {
  let errorSpy: jest.SpyInstance;
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    ['kanban', 'wiki', 'base'].forEach(removeModuleNavigationItems);
    errorSpy.mockRestore();
    warnSpy.mockRestore();
    jest.useRealTimers();
  });

  it('adds the import-map entry with integrity, then re-applies the developer overrides on top', async () => {
    const { loader, serve, system } = setup({ overrides: () => ({ '@artel-module/kanban': 'http://localhost:9000/k.js' }) });
    serve('kanban', bundle(definition('kanban')));
    await loader.enable(installed('kanban'));
    expect(system.addImportMap.mock.calls).toEqual([
      [{ imports: { '@artel-module/kanban': '/bundles/kanban.abc123.js' }, integrity: { '/bundles/kanban.abc123.js': 'sha384-kanban' } }],
      [{ imports: { '@artel-module/kanban': 'http://localhost:9000/k.js' } }],
    ]);
  });

  it('loads, installs once and activates a module, passing through loading and installed', async () => {
    const { loader, serve, registry, createModuleSdk } = setup();
    const kanban = bundle(definition('kanban'));
    serve('kanban', kanban);
    const states: string[] = [];
    registry.$modules.watch((modules) => modules.kanban && states.push(modules.kanban.state));

    await expect(loader.enable(installed('kanban'))).resolves.toEqual({ moduleId: 'kanban', status: 'active' });

    expect(states.filter((s, i) => s !== states[i - 1])).toEqual(['registered', 'loading', 'installed', 'active']);
    expect(kanban.install).toHaveBeenCalledTimes(1);
    expect(kanban.install).toHaveBeenCalledWith(createModuleSdk.mock.results[0]?.value);
    expect(createModuleSdk).toHaveBeenCalledWith('kanban');
    expect($navigation.getState().find((item) => item.moduleId === 'kanban')).toMatchObject({
      section: 'modules',
      path: '/modules/kanban/boards',
    });
  });

  it('registers a single-spa application active under /modules/{id} with its container', async () => {
    const { loader, serve, apps } = setup();
    const kanban = bundle(definition('kanban'));
    serve('kanban', kanban);
    await loader.enable(installed('kanban'));
    const app = apps.get('@artel-module/kanban') as ModuleApplication;
    expect(app.activeWhen({ pathname: '/modules/kanban' })).toBe(true);
    expect(app.activeWhen({ pathname: '/modules/kanban/boards/1' })).toBe(true);
    expect(app.activeWhen({ pathname: '/modules/kanbanx' })).toBe(false);
    expect(app.activeWhen({ pathname: '/dashboard' })).toBe(false);
    expect(app.customProps).toMatchObject({ moduleId: 'kanban', domElement: getModuleContainer('kanban') });
    await expect(app.app()).resolves.toBe(kanban);
  });

  it('enables a module only once while it is loading or active', async () => {
    const { loader, serve, system } = setup();
    serve('kanban', bundle(definition('kanban')));
    await Promise.all([loader.enable(installed('kanban')), loader.enable(installed('kanban'))]);
    await loader.enable(installed('kanban'));
    expect(system.import).toHaveBeenCalledTimes(1);
  });

  it('skips, with a warning, a module needing permissions the user lacks; it stays registered', async () => {
    const { loader, serve, system, registry } = setup({ userPermissions: () => ['wiki.view'] });
    serve('kanban', bundle(definition('kanban')));
    const result = await loader.enable(installed('kanban', { requiredPermissions: ['board.view'] }));
    expect(result).toEqual({ moduleId: 'kanban', status: 'skipped', reason: 'Permission denied to load module kanban' });
    expect(warnSpy).toHaveBeenCalledWith('Permission denied to load module kanban');
    expect(registry.get('kanban')?.state).toBe('registered');
    expect(system.import).not.toHaveBeenCalled();
  });

  it.each([[['board.view']], [['*']]])('loads a permission-guarded module for a user with %j', async (granted) => {
    const { loader, serve } = setup({ userPermissions: () => granted });
    serve('kanban', bundle(definition('kanban')));
    const result = await loader.enable(installed('kanban', { requiredPermissions: ['board.view'] }));
    expect(result.status).toBe('active');
  });

  it('times out after 30 s, ends in error and reports module.error', async () => {
    jest.useFakeTimers();
    const { loader, bundles, registry, bus } = setup();
    bundles.set('@artel-module/kanban', () => new Promise(() => undefined));
    const result = loader.enable(installed('kanban'));
    await jest.advanceTimersByTimeAsync(29_999);
    expect(registry.get('kanban')?.state).toBe('loading');
    await jest.advanceTimersByTimeAsync(1);
    const outcome = await result;
    expect(outcome.status).toBe('failed');
    const error = (outcome as { error: ModuleError }).error;
    expect(error.message).toBe('Module kanban loading timed out after 30000ms');
    expect(error.code).toBe('LOAD_TIMEOUT');
    expect(registry.get('kanban')).toMatchObject({ state: 'error', errorCount: 1 });
    expect(bus.history(PlatformEvents.moduleError)[0]?.payload).toMatchObject({
      moduleId: 'kanban',
      error: 'Module kanban loading timed out after 30000ms',
    });
  });

  it('retries a failed import (forgetting the cached failure) and succeeds', async () => {
    const { loader, bundles, system } = setup();
    const kanban = bundle(definition('kanban'));
    const attempts = [() => Promise.reject(new Error('network')), () => Promise.resolve(kanban)];
    bundles.set('@artel-module/kanban', () => (attempts.shift() as () => Promise<unknown>)());
    expect((await loader.enable(installed('kanban'))).status).toBe('active');
    expect(system.import).toHaveBeenCalledTimes(2);
    expect(system.forget).toHaveBeenCalledWith('@artel-module/kanban');
  });

  it("fails with 'Failed to load module {id}: ...' when every attempt fails, leaving no navigation item", async () => {
    const { loader, registry, system } = setup();
    const outcome = await loader.enable(installed('kanban'));
    expect(outcome).toMatchObject({ status: 'failed' });
    const error = (outcome as { error: ModuleError }).error;
    expect(error.message).toBe('Failed to load module kanban: Retry exhausted for @artel-module/kanban after 3 attempts');
    expect(error.code).toBe('LOAD_FAILED');
    expect(system.import).toHaveBeenCalledTimes(3);
    expect(registry.get('kanban')?.state).toBe('error');
    expect($navigation.getState().some((item) => item.moduleId === 'kanban')).toBe(false);
  });

  it('has a failed load explained for the URL the bundle really came from, a developer’s override', async () => {
    const diagnoseLoad = jest.fn(async (_moduleId: string, url: string, load: () => Promise<unknown>) =>
      load().catch((error: unknown) => Promise.reject(new ModuleError('LOAD_FAILED', `nothing at ${url}`, { cause: error }))),
    );
    const { loader, registry } = setup({
      diagnoseLoad: diagnoseLoad as unknown as ModuleLoaderDeps['diagnoseLoad'],
      overrides: () => ({ '@artel-module/kanban': 'http://localhost:8500/kanban.js' }),
    });
    const outcome = await loader.enable(installed('kanban'));
    expect((outcome as { error: ModuleError }).error.message).toBe('nothing at http://localhost:8500/kanban.js');
    expect(registry.get('kanban')?.lastError).toBe('nothing at http://localhost:8500/kanban.js');
    expect(diagnoseLoad).toHaveBeenCalledWith('kanban', 'http://localhost:8500/kanban.js', expect.any(Function));
  });

  it("fails with 'Module ID mismatch' for a bundle of another module", async () => {
    const { loader, serve, registry } = setup();
    serve('kanban', bundle(definition('wiki')));
    const outcome = await loader.enable(installed('kanban'));
    expect((outcome as { error: ModuleError }).error.message).toBe('Module ID mismatch');
    expect(registry.get('kanban')?.state).toBe('error');
  });

  it("fails with 'Module does not provide install function' for a bundle without install", async () => {
    const { loader, serve } = setup();
    const { install: _install, ...withoutInstall } = bundle(definition('kanban'));
    serve('kanban', withoutInstall);
    const outcome = await loader.enable(installed('kanban'));
    expect((outcome as { error: ModuleError }).error.message).toBe('Module does not provide install function');
  });

  it("fails with 'Failed to initialize module {id}: ...' when install throws", async () => {
    const { loader, serve, registry, apps } = setup();
    const kanban = bundle(definition('kanban'));
    kanban.install.mockImplementation(() => {
      throw new Error('boom');
    });
    serve('kanban', kanban);
    const outcome = await loader.enable(installed('kanban'));
    expect((outcome as { error: ModuleError }).error.message).toBe('Failed to initialize module kanban: boom');
    expect(registry.get('kanban')?.state).toBe('error');
    expect(apps.size).toBe(0);
  });

  it('runs the install cleanup when a later step fails', async () => {
    const { loader, serve, registry, singleSpa } = setup();
    const cleanup = jest.fn();
    singleSpa.registerApplication.mockImplementationOnce(() => {
      throw new Error('single-spa refused the application');
    });
    serve('kanban', bundle(definition('kanban'), cleanup));
    const outcome = await loader.enable(installed('kanban'));
    expect((outcome as { error: ModuleError }).error.message).toBe('Failed to load module kanban: single-spa refused the application');
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(registry.get('kanban')?.state).toBe('error');
    expect($navigation.getState().some((item) => item.moduleId === 'kanban')).toBe(false);
  });

  it('loads a module whose navigation item is unusable, without that item', async () => {
    const { loader, serve, registry } = setup();
    const broken = definition('kanban', { navigationItem: { id: 'kanban-nav', path: 'boards', title: '', icon: 'box' } });
    serve('kanban', bundle(broken));
    expect((await loader.enable({ ...installed('kanban'), definition: broken })).status).toBe('active');
    expect(registry.get('kanban')?.state).toBe('active');
    expect($navigation.getState().some((item) => item.moduleId === 'kanban')).toBe(false);
    expect(errorSpy).toHaveBeenCalledWith(
      "Extension point 'platform.navigation' skipped an entry of 'kanban': Invalid navigation item: missing required fields",
      expect.objectContaining({ id: 'kanban-nav' }),
    );
  });

  it('disables a module: unmounts it, runs its cleanup, removes its navigation item, state disabled', async () => {
    const { loader, serve, registry, singleSpa, bus } = setup();
    const cleanup = jest.fn();
    const kanban = bundle(definition('kanban'), cleanup);
    serve('kanban', kanban);
    await loader.enable(installed('kanban'));
    const container = getModuleContainer('kanban');
    await loader.disable('kanban');
    expect(singleSpa.unregisterApplication).toHaveBeenCalledWith('@artel-module/kanban');
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect($navigation.getState().some((item) => item.moduleId === 'kanban')).toBe(false);
    expect(registry.get('kanban')?.state).toBe('disabled');
    expect(getModuleContainer('kanban')).not.toBe(container);
    expect(bus.history(PlatformEvents.moduleDisabled)).toHaveLength(1);

    expect((await loader.enable(installed('kanban'))).status).toBe('active');
    expect(kanban.install).toHaveBeenCalledTimes(2);
  });

  it('refuses to disable an unknown module', async () => {
    await expect(setup().loader.disable('ghost')).rejects.toThrow('Module not found in registry');
  });

  it('loads only enabled modules, each after the modules it depends on', async () => {
    const { loader, serve, system } = setup();
    serve('base', bundle(definition('base', { navigationItem: undefined })));
    serve('kanban', bundle(definition('kanban', { dependencies: ['base'] })));
    serve('wiki', bundle(definition('wiki')));
    const results = await loader.loadEnabledModules([
      installed('kanban', { dependencies: ['base'] }),
      installed('wiki', {}, false),
      installed('base', { navigationItem: undefined }),
    ]);
    expect(results.map((r) => [r.moduleId, r.status])).toEqual([
      ['kanban', 'active'],
      ['base', 'active'],
    ]);
    expect(system.import.mock.calls.map(([name]) => name)).toEqual(['@artel-module/base', '@artel-module/kanban']);
  });

  it('fails a module whose dependency could not start', async () => {
    const { loader, serve, registry } = setup();
    serve('kanban', bundle(definition('kanban', { dependencies: ['base'] })));
    const [kanban, base] = await loader.loadEnabledModules([
      installed('kanban', { dependencies: ['base'] }),
      installed('base', { navigationItem: undefined }),
    ]);
    expect(base?.status).toBe('failed');
    expect((kanban as { error: ModuleError }).error.code).toBe('DEPENDENCY_ERROR');
    expect(registry.get('kanban')?.state).toBe('error');
  });

  it('takes a running module down at its tenth reported error', async () => {
    const { loader, serve, registry, singleSpa, apps } = setup();
    serve('kanban', bundle(definition('kanban')));
    await loader.enable(installed('kanban'));
    for (let i = 0; i < 9; i += 1) apps.get('@artel-module/kanban')?.customProps.reportError(new Error('render'));
    expect(registry.get('kanban')?.state).toBe('active');
    apps.get('@artel-module/kanban')?.customProps.reportError(new Error('render'));
    expect(registry.get('kanban')?.state).toBe('disabled');
    await Promise.resolve();
    expect(singleSpa.unregisterApplication).toHaveBeenCalledWith('@artel-module/kanban');
  });
  it('enables a disabled module again from the module cache, without importing its bundle twice', async () => {
    const { loader, serve, system } = setup();
    const kanban = bundle(definition('kanban'));
    serve('kanban', kanban);
    await loader.enable(installed('kanban'));
    await loader.disable('kanban');
    expect((await loader.enable(installed('kanban'))).status).toBe('active');
    expect(system.import).toHaveBeenCalledTimes(1);
    expect(kanban.install).toHaveBeenCalledTimes(2);
  });

  describe('a stopped module is kept for 1 h (SPEC §9), then dropped', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('keeps the record through the hour; after it, the record is gone and the bundle is imported afresh', async () => {
      const { loader, serve, system, registry } = setup();
      serve('kanban', bundle(definition('kanban')));
      await loader.enable(installed('kanban'));
      await loader.disable('kanban');
      jest.advanceTimersByTime(20 * 60_000);
      expect(registry.get('kanban')?.state).toBe('disabled');
      await loader.enable(installed('kanban'));
      expect(system.import).toHaveBeenCalledTimes(1);
      await loader.disable('kanban');
      jest.advanceTimersByTime(59 * 60_000);
      expect(registry.get('kanban')).toBeDefined();
      jest.advanceTimersByTime(60_000);
      expect(registry.get('kanban')).toBeUndefined();
      expect(system.forget).toHaveBeenCalledWith('@artel-module/kanban');
      expect((await loader.enable(installed('kanban'))).status).toBe('active');
      expect(system.import).toHaveBeenCalledTimes(2);
    });

    it('never drops a running module, nor one enabled again before the hour ends', async () => {
      const { loader, serve, registry } = setup();
      serve('kanban', bundle(definition('kanban')));
      await loader.enable(installed('kanban'));
      await loader.disable('kanban');
      await loader.enable(installed('kanban'));
      jest.advanceTimersByTime(3 * 60 * 60_000);
      expect(registry.get('kanban')?.state).toBe('active');
    });

    it('keeps a dependency while a stopped dependent is still registered', async () => {
      const { loader, serve, registry } = setup();
      serve('workspace', bundle(definition('workspace')));
      serve('kanban', bundle(definition('kanban', { dependencies: ['workspace'] })));
      await loader.enable(installed('workspace'));
      await loader.enable(installed('kanban', { dependencies: ['workspace'] }));
      await loader.disable('kanban');
      jest.advanceTimersByTime(30 * 60_000);
      await loader.disable('workspace');
      jest.advanceTimersByTime(30 * 60_000);
      expect(registry.get('kanban')).toBeUndefined();
      expect(registry.get('workspace')).toBeDefined();
      jest.advanceTimersByTime(60 * 60_000);
      expect(registry.get('workspace')).toBeUndefined();
    });
  });

  it('imports a new version (a new bundle URL) instead of serving the cached one', async () => {
    const { loader, serve, system } = setup();
    serve('kanban', bundle(definition('kanban')));
    await loader.enable(installed('kanban'));
    await loader.disable('kanban');
    await loader.enable({ ...installed('kanban'), url: '/bundles/kanban.def456.js', version: '1.1.0' });
    expect(system.import).toHaveBeenCalledTimes(2);
  });

  it("keys the cache by a developer's override, so a local bundle is never mistaken for the server's", async () => {
    let overrides: Record<string, string> = {};
    const { loader, serve, system } = setup({ overrides: () => overrides });
    serve('kanban', bundle(definition('kanban')));
    await loader.enable(installed('kanban'));
    await loader.disable('kanban');
    overrides = { '@artel-module/kanban': 'http://localhost:9000/kanban.js' };
    await loader.enable(installed('kanban'));
    expect(system.import).toHaveBeenCalledTimes(2);
  });

  it('retries a module that failed to load: forgets the failed import first, then activates it', async () => {
    const { loader, serve, system, registry } = setup();
    expect((await loader.enable(installed('kanban'))).status).toBe('failed');
    system.forget.mockClear();
    serve('kanban', bundle(definition('kanban')));
    expect((await loader.enable(installed('kanban'))).status).toBe('active');
    expect(system.forget).toHaveBeenCalledTimes(1);
    expect(registry.get('kanban')?.state).toBe('active');
  });

  it('remembers what it enabled, so a retry can enable the same entry again, and forgets it on disable', async () => {
    const { loader, serve } = setup();
    serve('kanban', bundle(definition('kanban')));
    const entry = installed('kanban');
    await loader.enable(entry);
    await loader.enable(installed('wiki'));
    expect(loader.enabledModuleIds()).toEqual(['kanban', 'wiki']);
    expect(loader.installedModule('kanban')).toBe(entry);
    await loader.disable('kanban');
    expect(loader.installedModule('kanban')).toBeUndefined();
    expect(loader.enabledModuleIds()).toEqual(['wiki']);
  });

  it('lets the user off the module before unmounting it, and removes the widgets it registered', async () => {
    const order: string[] = [];
    const { loader, serve, singleSpa } = setup({ leaveModule: (moduleId) => void order.push(`leave ${moduleId}`) });
    singleSpa.unregisterApplication.mockImplementation(async (name: string) => order.push(`unmount ${name}`) > 0);
    const kanban = bundle(definition('kanban'));
    kanban.install.mockImplementation(() => {
      registerWidget('kanban', { id: 'today', title: 'Today', component: () => null });
      return jest.fn();
    });
    serve('kanban', kanban);
    await loader.enable(installed('kanban'));
    expect($widgets.getState().some((widget) => widget.moduleId === 'kanban')).toBe(true);
    await loader.disable('kanban');
    expect(order).toEqual(['leave kanban', 'unmount @artel-module/kanban']);
    expect($widgets.getState().some((widget) => widget.moduleId === 'kanban')).toBe(false);
  });
});
