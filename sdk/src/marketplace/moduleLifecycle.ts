/**
 * SPEC §4 'Module lifecycle', live: the current workspace's installed modules and the loader kept in step
 * with them. Enabling or disabling in the marketplace calls the server, then the loader; a refresh (at
 * start, after a workspace switch, when the server says the list changed, when the window gets focus) loads
 * what the list enables and unloads what it no longer does — modules disabled elsewhere, blocked by an admin,
 * or of another workspace.
 * Nothing here reloads the page.
 */
import { createEvent, createStore, type Store } from 'effector';
import type { ModuleEnableResult, ModuleLoader } from '../modules/moduleLoader';
import { showToast } from '../toasts/toastModel';
import type { InstalledModule } from '../types';
import type { marketplaceApi } from './marketplaceApi';
import {
  marketplaceFailureMessage,
  toastMarketplaceFailure,
  toastMarketplaceSuccess,
  type MarketplaceAction,
} from './marketplaceMessages';
import type { ConfigChange } from './marketplaceTypes';

export type LifecycleLoader = Pick<
  ModuleLoader,
  'enable' | 'disable' | 'loadEnabledModules' | 'installedModule' | 'enabledModuleIds'
>;
export type LifecycleApi = Pick<typeof marketplaceApi, 'workspaceModules' | 'enable' | 'disable' | 'updateConfig' | 'update'>;

export interface ModuleLifecycle {
  /** The current workspace's installed modules (enabled and disabled), as the server last said. */
  $modules: Store<InstalledModule[]>;
  /** 'Failed to load modules' after a refresh that failed; null after one that worked. */
  $loadError: Store<string | null>;
  /** Whether a list has arrived since the start (or the last sign-out). */
  $listLoaded: Store<boolean>;
  /** Fetches the list and loads/unloads modules to match it; refreshes run one after another. */
  refresh(): Promise<ModuleEnableResult[]>;
  /** Makes the loader match a list (the enabled entries run, everything else it loaded stops). */
  sync(list: readonly InstalledModule[]): Promise<ModuleEnableResult[]>;
  enable(moduleId: string, config?: Record<string, unknown>): Promise<ModuleEnableResult>;
  disable(moduleId: string): Promise<void>;
  updateConfig(moduleId: string, config: Record<string, unknown>): Promise<InstalledModule>;
  /** Moves the workspace to the catalog's newer version and runs that one instead. */
  update(moduleId: string): Promise<{ module: InstalledModule; configChanges: ConfigChange[] }>;
  /** Stops every module it loaded and forgets the list (sign-out). */
  unloadAll(): Promise<void>;
}

function nameOf(mod: InstalledModule): string {
  return mod.definition.name || mod.moduleId;
}

export function createModuleLifecycle({ loader, api }: { loader: LifecycleLoader; api: LifecycleApi }): ModuleLifecycle {
  const listReceived = createEvent<InstalledModule[]>();
  const moduleChanged = createEvent<InstalledModule>();
  const loadFailed = createEvent<string>();
  const cleared = createEvent();
  const $modules = createStore<InstalledModule[]>([])
    .on(listReceived, (_, list) => list)
    .on(moduleChanged, (list, changed) => {
      const index = list.findIndex((mod) => mod.moduleId === changed.moduleId);
      return index < 0 ? [...list, changed] : list.map((mod, i) => (i === index ? changed : mod));
    })
    .reset(cleared);
  const $loadError = createStore<string | null>(null)
    .on(loadFailed, (_, message) => message)
    .reset(listReceived, cleared);
  const $listLoaded = createStore(false)
    .on(listReceived, () => true)
    .reset(cleared);

  /** Runs a server call with the SPEC §8 failure toast; the caller decides what success means. */
  async function call<T>(action: MarketplaceAction, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      toastMarketplaceFailure(action, error);
      throw error;
    }
  }

  function reportLoadFailure(result: ModuleEnableResult): void {
    if (result.status === 'failed') showToast({ message: result.error.message, intent: 'danger' });
  }

  async function disableQuietly(moduleId: string): Promise<void> {
    try {
      await loader.disable(moduleId);
    } catch (error) {
      console.warn(`Could not unload module ${moduleId}`, error);
    }
  }

  async function sync(list: readonly InstalledModule[]): Promise<ModuleEnableResult[]> {
    const wanted = new Map(list.filter((mod) => mod.enabled).map((mod) => [mod.moduleId, mod]));
    // A module gone from the list, disabled, or moved to another bundle (an update) stops first.
    const stale = loader
      .enabledModuleIds()
      .filter((moduleId) => wanted.get(moduleId)?.url !== loader.installedModule(moduleId)?.url);
    for (const moduleId of stale.reverse()) await disableQuietly(moduleId);
    // A module that failed stays failed until its Retry: a refresh never loops on a broken bundle.
    return loader.loadEnabledModules([...wanted.values()].filter((mod) => !loader.installedModule(mod.moduleId)));
  }

  let queue: Promise<unknown> = Promise.resolve();
  function refresh(): Promise<ModuleEnableResult[]> {
    const run = async () => {
      let list: InstalledModule[];
      try {
        list = await api.workspaceModules();
      } catch (error) {
        loadFailed(marketplaceFailureMessage('load', error));
        throw error;
      }
      listReceived(list);
      return sync(list);
    };
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    $modules,
    $loadError,
    $listLoaded,
    refresh,
    sync,
    async enable(moduleId, config) {
      const { module } = await call('enable', () => api.enable(moduleId, config));
      moduleChanged(module);
      const result = await loader.enable(module);
      if (result.status === 'failed') reportLoadFailure(result);
      else toastMarketplaceSuccess('enable', { name: nameOf(module) });
      return result;
    },
    async disable(moduleId) {
      const { module } = await call('disable', () => api.disable(moduleId));
      moduleChanged(module);
      if (loader.installedModule(moduleId)) await disableQuietly(moduleId);
      toastMarketplaceSuccess('disable', { name: nameOf(module) });
    },
    async updateConfig(moduleId, config) {
      const { module } = await call('config', () => api.updateConfig(moduleId, config));
      moduleChanged(module);
      toastMarketplaceSuccess('config', { name: nameOf(module) });
      return module;
    },
    async update(moduleId) {
      const { module, configChanges } = await call('update', () => api.update(moduleId));
      moduleChanged(module);
      if (loader.installedModule(moduleId)) {
        await disableQuietly(moduleId);
        if (module.enabled) reportLoadFailure(await loader.enable(module));
      }
      toastMarketplaceSuccess('update', { name: nameOf(module), version: module.version });
      return { module, configChanges };
    },
    async unloadAll() {
      cleared();
      for (const moduleId of loader.enabledModuleIds().reverse()) await disableQuietly(moduleId);
    },
  };
}
