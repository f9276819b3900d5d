/**
 * Turns an installed module into a running one and back (SPEC §4 'Module loading at start', 'Module
 * lifecycle', ARCHITECTURE §3a): import-map entry, SystemJS import under a timeout with retries (or the
 * module cache), checks, install(sdk), navigation item, single-spa application under /modules/{id}; and
 * on disable the reverse. Like Grafana's plugin loader it imports once per bundle and wraps every
 * failure; the browser's SystemJS and single-spa are injected so this runs under Jest.
 */
import { getAppNames, registerApplication, unregisterApplication } from 'single-spa';
import { registerModuleNavigationItem } from '../navigation/navigationRegistry';
import { assertLoadedModule, type LoadedModule, type ModuleAppProps } from './registry/moduleDefinition';
import { ModuleError, ModuleErrorMessages } from './registry/moduleErrors';
import { canTransition, moduleRegistry, type ModuleRegistry } from './registry/moduleRegistry';
import { RetryPolicies, withRetry, withTimeout, type RetryPolicy } from '../retry/retryPolicies';
import type { InstalledModule } from '../types';
import { createLoadDiagnosis, type LoadDiagnosis } from './loadDiagnosis';
import { createModuleCache, type ModuleCache } from './moduleCache';
import { getModuleContainer, moduleIdFromPath, releaseModuleContainer } from './moduleContainer';
import { tearDownModule } from './moduleTeardown';
import { loadWholeBlueprint } from './wholeBlueprint';

export const MODULE_LOAD_TIMEOUT_MS = 30_000;
/**
 * SPEC §9 '1 h per loaded module record': a module taken down (disabled, or switched away from with its workspace)
 * keeps its registry record (state, error history) for an hour; then the record, its bundle cache entry and
 * SystemJS's copy are dropped, so a long session does not hold every module it ever ran.
 */
export const MODULE_RECORD_TTL_MS = 60 * 60_000;
export const MODULE_IMPORT_PREFIX = '@artel-module/';

/** '@artel-module/{id}': the import-map name and the single-spa application name of a module. */
export function moduleImportName(moduleId: string): string {
  return `${MODULE_IMPORT_PREFIX}${moduleId}`;
}

export interface ImportMap {
  imports: Record<string, string>;
  integrity?: Record<string, string>;
}

export interface ModuleSystem {
  import(name: string): Promise<unknown>;
  addImportMap(map: ImportMap): void;
  /** Drops a failed load; SystemJS caches failures, so a retry without this fails the same way. */
  forget?(name: string): void;
}

export interface ModuleApplication {
  name: string;
  app: () => Promise<LoadedModule>;
  activeWhen: (location: { pathname: string }) => boolean;
  customProps: Required<ModuleAppProps>;
}

export interface ModuleSingleSpa {
  registerApplication(config: ModuleApplication): void;
  unregisterApplication(name: string): Promise<unknown>;
  getAppNames(): string[];
}

export interface ModuleLoaderDeps {
  system: ModuleSystem;
  singleSpa: ModuleSingleSpa;
  registry?: ModuleRegistry;
  timeoutMs?: number;
  retryPolicy?: RetryPolicy;
  userPermissions: () => string[];
  /** The `sdk` argument of the module's install(sdk). */
  createModuleSdk: (moduleId: string) => unknown;
  /** import-map-overrides' map: re-applied after every addImportMap, which would otherwise overwrite it. */
  overrides?: () => Record<string, string> | undefined;
  /** Loaded bundles by URL (SPEC §9: 50 entries, 30 min); one per loader unless given. */
  cache?: ModuleCache<LoadedModule>;
  /** Runs before a module is taken down, e.g. to keep a user's unsaved work and send them off its pages. */
  leaveModule?: (moduleId: string) => void | Promise<void>;
  /** How long a stopped module's record and bundle are kept (SPEC §9: 1 h). */
  recordTtlMs?: number;
  /** Turns a failed load into a message that says why (CSP, CORS, 404, the code threw…); SPEC §8's otherwise. */
  diagnoseLoad?: LoadDiagnosis;
}

export type ModuleEnableResult =
  | { moduleId: string; status: 'active' }
  | { moduleId: string; status: 'skipped'; reason: string }
  | { moduleId: string; status: 'failed'; error: ModuleError };

export interface ModuleLoader {
  /** Never rejects: a module that cannot run ends in the registry's error state and says why. */
  enable(mod: InstalledModule): Promise<ModuleEnableResult>;
  /** Unmounts the module, removes its navigation item, widgets and routes; state disabled. */
  disable(moduleId: string): Promise<void>;
  /**
   * Runs another bundle of a running module (an update) where the old one ran: the old one is unmounted and
   * forgotten by SystemJS, the new one installed and mounted on the same URL; nobody is sent off its pages.
   */
  swap(mod: InstalledModule): Promise<ModuleEnableResult>;
  /** The entry last given to enable (and not disabled since): what a retry enables again. */
  installedModule(moduleId: string): InstalledModule | undefined;
  /** Ids of the modules enabled through this loader and not disabled since, whatever their state. */
  enabledModuleIds(): string[];
  /** Enables every enabled module, each after the modules of the list it depends on. */
  loadEnabledModules(list: readonly InstalledModule[]): Promise<ModuleEnableResult[]>;
  /** Counts a failure of a running module; the tenth takes it down (SPEC §4). */
  reportError(moduleId: string, error: unknown): void;
}

const RUNNING_STATES = ['loading', 'installed', 'active'];

export function createModuleLoader(deps: ModuleLoaderDeps): ModuleLoader {
  const { system, singleSpa, userPermissions, createModuleSdk } = deps;
  const registry = deps.registry ?? moduleRegistry;
  const timeoutMs = deps.timeoutMs ?? MODULE_LOAD_TIMEOUT_MS;
  const retryPolicy = deps.retryPolicy ?? RetryPolicies.default;
  const cache = deps.cache ?? createModuleCache<LoadedModule>();
  const recordTtlMs = deps.recordTtlMs ?? MODULE_RECORD_TTL_MS;
  const inFlight = new Map<string, Promise<ModuleEnableResult>>();
  const enabled = new Map<string, InstalledModule>();
  const loadedFrom = new Map<string, string>();
  const expiries = new Map<string, ReturnType<typeof setTimeout>>();

  function keepRecord(moduleId: string): void {
    clearTimeout(expiries.get(moduleId));
    expiries.delete(moduleId);
  }

  function expireRecordLater(moduleId: string): void {
    keepRecord(moduleId);
    expiries.set(
      moduleId,
      setTimeout(() => expireRecord(moduleId), recordTtlMs),
    );
  }

  function expireRecord(moduleId: string): void {
    expiries.delete(moduleId);
    const record = registry.get(moduleId);
    if (!record || enabled.has(moduleId) || RUNNING_STATES.includes(record.state) || inFlight.has(moduleId)) return;
    // A dependent still registered keeps its dependency's record: its own expiry comes first anyway,
    // since a dependency cannot be disabled while a module depending on it runs.
    if (registry.dependentsOf(moduleId).length > 0) return expireRecordLater(moduleId);
    registry.unregister(moduleId);
    forgetBundle(moduleId);
  }

  /** Drops the bundle a module was loaded from; SystemJS resolves the name through the import map still pointing at it. */
  function forgetBundle(moduleId: string): void {
    const url = loadedFrom.get(moduleId);
    if (url) cache.delete(url);
    loadedFrom.delete(moduleId);
    system.forget?.(moduleImportName(moduleId));
  }

  function addToImportMap(mod: InstalledModule): void {
    const map: ImportMap = { imports: { [moduleImportName(mod.moduleId)]: mod.url } };
    if (mod.integrity) map.integrity = { [mod.url]: mod.integrity };
    system.addImportMap(map);
    const overrides = deps.overrides?.();
    if (overrides && Object.keys(overrides).length > 0) system.addImportMap({ imports: overrides });
  }

  /** The URL the bundle really comes from: a developer's override, else the server's. */
  function bundleUrl(mod: InstalledModule): string {
    return deps.overrides?.()?.[moduleImportName(mod.moduleId)] ?? mod.url;
  }

  /** @param failedBefore SystemJS remembers a failed import, so a new try must forget it first. */
  async function importModule(moduleId: string, failedBefore: boolean): Promise<unknown> {
    const name = moduleImportName(moduleId);
    const controller = new AbortController();
    const attempts = withRetry(
      (attempt) => {
        if (attempt > 1 || failedBefore) system.forget?.(name);
        return system.import(name);
      },
      retryPolicy,
      { label: name, signal: controller.signal },
    );
    try {
      return await withTimeout(attempts, timeoutMs, () => {
        controller.abort();
        return new ModuleError('LOAD_TIMEOUT', ModuleErrorMessages.loadTimeout(moduleId, timeoutMs), { moduleId });
      });
    } catch (error) {
      if (error instanceof ModuleError) throw error;
      throw new ModuleError('LOAD_FAILED', ModuleErrorMessages.loadFailed(moduleId, error), { moduleId, cause: error });
    } finally {
      // After a timeout the aborted attempts still reject; that outcome is already reported.
      attempts.catch(() => undefined);
    }
  }

  async function loadBundle(mod: InstalledModule, failedBefore: boolean): Promise<LoadedModule> {
    const url = bundleUrl(mod);
    const cached = cache.get(url);
    if (cached) return cached;
    const load = async () => assertLoadedModule(mod.moduleId, await importModule(mod.moduleId, failedBefore));
    const loaded = await (deps.diagnoseLoad ? deps.diagnoseLoad(mod.moduleId, url, load) : load());
    cache.set(url, loaded);
    loadedFrom.set(mod.moduleId, url);
    return loaded;
  }

  async function install(moduleId: string, loaded: LoadedModule): Promise<void> {
    try {
      const cleanup = await loaded.install(createModuleSdk(moduleId));
      if (typeof cleanup === 'function') registry.setCleanup(moduleId, cleanup);
    } catch (error) {
      throw new ModuleError('LOAD_FAILED', ModuleErrorMessages.initFailed(moduleId, error), { moduleId, cause: error });
    }
  }

  /** @param keepContainer a swap mounts the new bundle into the element the shell already shows. */
  async function teardown(moduleId: string, { keepContainer = false } = {}): Promise<void> {
    const name = moduleImportName(moduleId);
    if (singleSpa.getAppNames().includes(name)) await singleSpa.unregisterApplication(name);
    if (!keepContainer) releaseModuleContainer(moduleId);
    registry.runCleanup(moduleId);
    // Whatever the module put on any extension point (its navigation item, pages, widgets…) goes with it.
    tearDownModule(moduleId);
  }

  function fail(moduleId: string, error: unknown): ModuleEnableResult {
    const moduleError =
      error instanceof ModuleError
        ? error
        : new ModuleError('LOAD_FAILED', ModuleErrorMessages.loadFailed(moduleId, error), { moduleId, cause: error });
    console.error(moduleError);
    const record = registry.get(moduleId);
    if (record) {
      if (canTransition(record.state, 'error')) registry.transition(moduleId, 'error');
      registry.runCleanup(moduleId);
      tearDownModule(moduleId);
      registry.recordError(moduleId, moduleError);
    }
    return { moduleId, status: 'failed', error: moduleError };
  }

  function missingPermissions(mod: InstalledModule): boolean {
    const granted = userPermissions();
    if (granted.includes('*')) return false;
    return (mod.definition.requiredPermissions ?? []).some((permission) => !granted.includes(permission));
  }

  async function start(mod: InstalledModule): Promise<ModuleEnableResult> {
    const { moduleId, definition } = mod;
    try {
      if (definition.id !== moduleId) {
        throw new ModuleError('INVALID_MODULE', ModuleErrorMessages.idMismatch(), { moduleId });
      }
      const existing = registry.get(moduleId);
      if (existing && RUNNING_STATES.includes(existing.state)) return { moduleId, status: 'active' };
      const failedBefore = existing?.state === 'error';
      registry.register(definition);
      if (missingPermissions(mod)) {
        const reason = ModuleErrorMessages.permissionDenied(moduleId);
        console.warn(reason);
        return { moduleId, status: 'skipped', reason };
      }
      const inactive = (definition.dependencies ?? []).filter((dep) => registry.get(dep)?.state !== 'active');
      if (inactive.length > 0) {
        throw new ModuleError('DEPENDENCY_ERROR', ModuleErrorMessages.inactiveDependencies(moduleId, inactive), {
          moduleId,
        });
      }
      registry.transition(moduleId, 'loading');
      addToImportMap(mod);
      const loaded = await loadBundle(mod, failedBefore);
      await install(moduleId, loaded);
      registry.transition(moduleId, 'installed');
      registerModuleNavigationItem(definition);
      singleSpa.registerApplication({
        name: moduleImportName(moduleId),
        app: () => Promise.resolve(loaded),
        activeWhen: (location) => moduleIdFromPath(location.pathname) === moduleId,
        customProps: {
          moduleId,
          domElement: getModuleContainer(moduleId),
          reportError: (error) => loader.reportError(moduleId, error),
        },
      });
      registry.transition(moduleId, 'active');
      return { moduleId, status: 'active' };
    } catch (error) {
      return fail(moduleId, error);
    }
  }

  function dependencyOrder(mods: readonly InstalledModule[]): InstalledModule[] {
    const byId = new Map(mods.map((mod) => [mod.moduleId, mod]));
    const ordered: InstalledModule[] = [];
    const seen = new Set<string>();
    // A cycle is cut where it is found; registering its members then fails with a dependency error.
    const visit = (mod: InstalledModule) => {
      if (seen.has(mod.moduleId)) return;
      seen.add(mod.moduleId);
      for (const dep of mod.definition.dependencies ?? []) {
        const depMod = byId.get(dep);
        if (depMod) visit(depMod);
      }
      ordered.push(mod);
    };
    mods.forEach(visit);
    return ordered;
  }

  const loader: ModuleLoader = {
    enable(mod) {
      const running = inFlight.get(mod.moduleId);
      if (running) return running;
      keepRecord(mod.moduleId);
      enabled.set(mod.moduleId, mod);
      const result = start(mod).finally(() => inFlight.delete(mod.moduleId));
      inFlight.set(mod.moduleId, result);
      return result;
    },
    async disable(moduleId) {
      await inFlight.get(moduleId);
      enabled.delete(moduleId);
      const record = registry.get(moduleId);
      if (!record) throw new ModuleError('MODULE_NOT_FOUND', ModuleErrorMessages.notFound(), { moduleId });
      await deps.leaveModule?.(moduleId);
      await teardown(moduleId);
      // A module that never loaded (skipped for permissions) has nothing to disable and stays registered.
      if (canTransition(record.state, 'disabled')) registry.transition(moduleId, 'disabled');
      expireRecordLater(moduleId);
    },
    async swap(mod) {
      await inFlight.get(mod.moduleId);
      const record = registry.get(mod.moduleId);
      if (record) {
        await teardown(mod.moduleId, { keepContainer: true });
        if (canTransition(record.state, 'disabled')) registry.transition(mod.moduleId, 'disabled');
      }
      forgetBundle(mod.moduleId);
      return loader.enable(mod);
    },
    installedModule: (moduleId) => enabled.get(moduleId),
    enabledModuleIds: () => [...enabled.keys()],
    loadEnabledModules(list) {
      const wanted = list.filter((mod) => mod.enabled);
      const started = new Map<string, Promise<ModuleEnableResult>>();
      for (const mod of dependencyOrder(wanted)) {
        const before = (mod.definition.dependencies ?? []).flatMap((dep) => started.get(dep) ?? []);
        started.set(
          mod.moduleId,
          Promise.all(before).then(() => loader.enable(mod)),
        );
      }
      return Promise.all(wanted.map((mod) => started.get(mod.moduleId) as Promise<ModuleEnableResult>));
    },
    reportError(moduleId, error) {
      if (!registry.get(moduleId)) return;
      const wasDisabled = registry.get(moduleId)?.state === 'disabled';
      if (registry.recordError(moduleId, error).state === 'disabled' && !wasDisabled) void teardown(moduleId);
    },
  };
  return loader;
}

interface BrowserSystem {
  import(name: string): Promise<unknown>;
  addImportMap(map: ImportMap): void;
  resolve(name: string): string;
  delete(url: string): unknown;
}

interface BrowserGlobals {
  System?: BrowserSystem;
  importMapOverrides?: { getOverrideMap?: () => { imports?: Record<string, string> } };
}

function browserSystem(): BrowserSystem {
  const system = (window as unknown as BrowserGlobals).System;
  if (!system) throw new Error('SystemJS is not loaded');
  return system;
}

/** The platform wiring: the page's SystemJS, single-spa and import-map-overrides. */
export function createBrowserModuleLoader(
  deps: Pick<ModuleLoaderDeps, 'userPermissions' | 'createModuleSdk'> &
    Partial<Pick<ModuleLoaderDeps, 'registry' | 'timeoutMs' | 'retryPolicy' | 'cache' | 'leaveModule' | 'recordTtlMs'>>,
): ModuleLoader {
  return createModuleLoader({
    ...deps,
    system: {
      import: async (name) => {
        await loadWholeBlueprint(browserSystem());
        return browserSystem().import(name);
      },
      addImportMap: (map) => browserSystem().addImportMap(map),
      forget: (name) => {
        const system = browserSystem();
        system.delete(system.resolve(name));
      },
    },
    singleSpa: {
      registerApplication: (config) => registerApplication(config),
      unregisterApplication,
      getAppNames,
    },
    overrides: () => (window as unknown as BrowserGlobals).importMapOverrides?.getOverrideMap?.().imports,
    diagnoseLoad: createLoadDiagnosis({ violations: document, fetch: (...request) => fetch(...request), baseUrl: document.baseURI }),
  });
}
