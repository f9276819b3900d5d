/**
 * SPEC §4 'Module lifecycle', live: the current workspace's installed modules and the loader kept in step
 * with them. Enabling or disabling in the marketplace calls the server, then the loader; a refresh (at
 * start, after a workspace switch, when the server says the list changed, when the window gets focus) loads
 * what the list enables and unloads what it no longer does — modules disabled elsewhere, blocked by an admin,
 * or of another workspace.
 * A module updated (here or by another member) runs its new bundle where the old one ran, on the same page;
 * while its page holds unsaved work the new version waits for the person's word (issue 27). A module that
 * starts again offers back the work it kept as a draft when it stopped.
 * Nothing here reloads the page.
 */
import { createEvent, createStore, type Store } from 'effector';
import { $language } from '../../i18n/i18n';
import type { ModuleEnableResult, ModuleLoader } from '../moduleLoader';
import { showToast } from '../../toasts/toastModel';
import type { InstalledModule } from '../../types';
import { hasUnsavedWork, saveUnsavedWork } from '../../unsaved/unsavedWork';
import type { marketplaceApi } from './marketplaceApi';
import {
  marketplaceFailureMessage,
  toastMarketplaceFailure,
  toastMarketplaceSuccess,
  toastUpdateWorkNotKept,
  type MarketplaceAction,
} from './marketplaceMessages';
import type { ConfigChange } from './marketplaceTypes';
import { installedModuleName } from './moduleNames';
import { offerStoppedWork } from './stoppedWork';

export type LifecycleLoader = Pick<
  ModuleLoader,
  'enable' | 'disable' | 'swap' | 'loadEnabledModules' | 'installedModule' | 'enabledModuleIds'
>;
export type LifecycleApi = Pick<typeof marketplaceApi, 'workspaceModules' | 'enable' | 'disable' | 'updateConfig' | 'update'>;

/** A newer version of a module whose open page holds unsaved work: it runs once the person says so. */
export interface ModuleUpdateOffer {
  moduleId: string;
  name: string;
  version: string;
}

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
  /**
   * Puts one entry the server pushed into the list and makes the loader match, without fetching the list
   * (issue 33); the refresh that follows reconciles. Before the first list has come it waits for that list.
   */
  apply(entry: InstalledModule): Promise<ModuleEnableResult[]>;
  enable(moduleId: string, config?: Record<string, unknown>): Promise<ModuleEnableResult>;
  disable(moduleId: string): Promise<void>;
  updateConfig(moduleId: string, config: Record<string, unknown>): Promise<InstalledModule>;
  /** Moves the workspace to the catalog's newer version and runs that one instead. */
  update(moduleId: string): Promise<{ module: InstalledModule; configChanges: ConfigChange[] }>;
  /** Versions waiting for «Обновить сейчас» (not the ones put off with «Позже»). */
  $updateOffers: Store<ModuleUpdateOffer[]>;
  /** «Обновить сейчас»: keeps the page's unsaved work as drafts, then runs the waiting version in place. */
  updateNow(moduleId: string): Promise<void>;
  /** «Позже»: the offer goes; the version runs at the first refresh that finds no unsaved work in the module. */
  updateLater(moduleId: string): void;
  /** Stops every module it loaded and forgets the list (sign-out). */
  unloadAll(): Promise<void>;
}

export interface ModuleLifecycleDeps {
  loader: LifecycleLoader;
  api: LifecycleApi;
  /** Wraps the swap of a module under an open page, to keep the person's place on it (scroll). */
  keepPlace?: <T>(swap: () => Promise<T>) => Promise<T>;
}

function nameOf(mod: InstalledModule): string {
  return installedModuleName(mod, $language.getState());
}

export function createModuleLifecycle({ loader, api, keepPlace = (swap) => swap() }: ModuleLifecycleDeps): ModuleLifecycle {
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
  const offered = createEvent<ModuleUpdateOffer>();
  const offerClosed = createEvent<string>();
  const $updateOffers = createStore<ModuleUpdateOffer[]>([])
    .on(offered, (offers, offer) => [...offers.filter((other) => other.moduleId !== offer.moduleId), offer])
    .on(offerClosed, (offers, moduleId) => offers.filter((offer) => offer.moduleId !== moduleId))
    .reset(cleared);
  /** The version each waiting update would run, and the bundles the person put off with «Позже». */
  const waiting = new Map<string, InstalledModule>();
  const putOff = new Set<string>();
  /** The newest pushed entry of each module not applied yet: of events replayed in a burst, only the last runs. */
  const pushed = new Map<string, InstalledModule>();

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

  function forgetUpdate(moduleId: string): void {
    waiting.delete(moduleId);
    offerClosed(moduleId);
  }

  async function swap(mod: InstalledModule): Promise<ModuleEnableResult> {
    forgetUpdate(mod.moduleId);
    const result = await keepPlace(() => loader.swap(mod));
    reportLoadFailure(result);
    return result;
  }

  /** A running module moved to another bundle: swapped at once, or offered while its page holds unsaved work. */
  async function moveTo(mod: InstalledModule): Promise<ModuleEnableResult[]> {
    if (!hasUnsavedWork(mod.moduleId)) return [await swap(mod)];
    const alreadyAsked = waiting.get(mod.moduleId)?.url === mod.url;
    waiting.set(mod.moduleId, mod);
    if (!alreadyAsked && !putOff.has(mod.url)) offered({ moduleId: mod.moduleId, name: nameOf(mod), version: mod.version });
    return [];
  }

  /** Modules that run now and did not before offer back the work they kept when they stopped. */
  function offerKeptWork(results: readonly ModuleEnableResult[], list: readonly InstalledModule[]): void {
    for (const result of results) {
      const mod = list.find((entry) => entry.moduleId === result.moduleId);
      if (result.status === 'active' && mod) void offerStoppedWork(mod.moduleId, nameOf(mod));
    }
  }

  async function sync(list: readonly InstalledModule[]): Promise<ModuleEnableResult[]> {
    const wanted = new Map(list.filter((mod) => mod.enabled).map((mod) => [mod.moduleId, mod]));
    // A module gone from the list or disabled stops first (keeping its unsaved work as drafts on the way).
    const gone = loader.enabledModuleIds().filter((moduleId) => !wanted.has(moduleId));
    for (const moduleId of gone.reverse()) {
      forgetUpdate(moduleId);
      await disableQuietly(moduleId);
    }
    const moved: ModuleEnableResult[] = [];
    for (const moduleId of loader.enabledModuleIds()) {
      const next = wanted.get(moduleId);
      if (next && next.url !== loader.installedModule(moduleId)?.url) moved.push(...(await moveTo(next)));
      // The version on offer was taken back (the workspace runs the old one again): nothing waits any more.
      else if (waiting.has(moduleId)) forgetUpdate(moduleId);
    }
    // A module that failed stays failed until its Retry: a refresh never loops on a broken bundle.
    const fresh = [...wanted.values()].filter((mod) => !loader.installedModule(mod.moduleId));
    const started = await loader.loadEnabledModules(fresh);
    offerKeptWork(started, fresh);
    return [...started, ...moved];
  }

  let queue: Promise<unknown> = Promise.resolve();
  /** Loader work runs one piece after another: a refresh never meets a swap half done. */
  function serially<T>(run: () => Promise<T>): Promise<T> {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  }

  function refresh(): Promise<ModuleEnableResult[]> {
    return serially(async () => {
      let list: InstalledModule[];
      try {
        list = await api.workspaceModules();
      } catch (error) {
        loadFailed(marketplaceFailureMessage('load', error));
        throw error;
      }
      listReceived(list);
      return sync(list);
    });
  }

  function apply(entry: InstalledModule): Promise<ModuleEnableResult[]> {
    pushed.set(entry.moduleId, entry);
    return serially(async () => {
      const newest = pushed.get(entry.moduleId);
      pushed.delete(entry.moduleId);
      if (!newest || !$listLoaded.getState()) return [];
      moduleChanged(newest);
      return sync($modules.getState());
    });
  }

  return {
    $modules,
    $loadError,
    $listLoaded,
    refresh,
    sync,
    apply,
    async enable(moduleId, config) {
      const { module } = await call('enable', () => api.enable(moduleId, config));
      moduleChanged(module);
      const result = await loader.enable(module);
      if (result.status === 'failed') reportLoadFailure(result);
      else toastMarketplaceSuccess('enable', { name: nameOf(module) });
      offerKeptWork([result], [module]);
      return result;
    },
    async disable(moduleId) {
      const { module } = await call('disable', () => api.disable(moduleId));
      moduleChanged(module);
      forgetUpdate(moduleId);
      // The server's event may have stopped it already: the entry it carries is applied in the same queue.
      await serially(async () => {
        if (loader.installedModule(moduleId)) await disableQuietly(moduleId);
      });
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
        await serially<unknown>(() => (module.enabled ? moveTo(module) : disableQuietly(moduleId)));
      }
      toastMarketplaceSuccess('update', { name: nameOf(module), version: module.version });
      return { module, configChanges };
    },
    $updateOffers,
    updateNow(moduleId) {
      return serially(async () => {
        const mod = waiting.get(moduleId);
        if (!mod) return;
        const { unsaved } = await saveUnsavedWork(moduleId);
        if (unsaved > 0) {
          toastUpdateWorkNotKept(nameOf(mod));
          return;
        }
        await swap(mod);
      });
    },
    updateLater(moduleId) {
      const mod = waiting.get(moduleId);
      if (mod) putOff.add(mod.url);
      offerClosed(moduleId);
    },
    async unloadAll() {
      cleared();
      waiting.clear();
      pushed.clear();
      putOff.clear();
      for (const moduleId of loader.enabledModuleIds().reverse()) await disableQuietly(moduleId);
    },
  };
}
