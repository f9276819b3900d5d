import type { Store } from 'effector';
import { useUnit } from 'effector-react';
import { type ApiClient, api } from '../api/apiClient';
import { prefixedApiClient } from '../api/prefixedApiClient';
import { createDrafts, type Drafts } from '../drafts/ownerDrafts';
import { type EventBus, eventBus } from '../events/eventBus';
import { defineExtensionPoint, type ExtensionPoint, type ExtensionPointOptions, extensionPoint } from '../extensions/extensionPoint';
import { registerSearchProvider, type SearchProvider } from '../extensions/searchProviders';
import { $language, addTranslations, i18n, type NamespaceTranslations } from '../i18n/i18n';
import { $moduleConfigs, NO_MODULE_CONFIG } from './marketplace/moduleConfigs';
import { type ModuleStorage, moduleStorage } from './marketplace/moduleStorage';
import { navigationPoint } from '../navigation/navigationRegistry';
import { $realtimeConnected, type RealtimeEvent, subscribeWorkspaceEvents, subscribeWorkspaceResync } from '../realtime/workspaceEvents';
import { navigate } from '../router/router';
import { $user } from '../session/sessionModel';
import { showToast } from '../toasts/toastModel';
import type { NavigationItem } from '../types';
import { registerWidget, type WidgetRegistration } from '../widgets/widgetRegistry';
import { type ModuleRoute, registerRoutes } from './moduleRoutes';
import { holdUntilTeardown } from './moduleTeardown';

export type { RealtimeEvent } from '../realtime/workspaceEvents';

export interface ModuleConfig {
  /** The module's config in the current workspace, defaults filled in; it changes as settings are saved. */
  $values: Store<Readonly<Record<string, unknown>>>;
  get(): Readonly<Record<string, unknown>>;
  /** React hook: the live values. */
  use(): Readonly<Record<string, unknown>>;
}

export interface ModuleRealtime {
  /**
   * Live events of the current workspace over the platform's one socket. `kind` is an exact kind or a
   * prefix ending in '.'; the module's own events ('<moduleId>.') when left out. Returns the unsubscribe.
   */
  subscribe(handler: (event: RealtimeEvent) => void, options?: { kind?: string }): () => void;
  /** True while live events arrive; a page that must stay current polls while it is false. */
  $connected: Store<boolean>;
  /**
   * Calls `handler` with the workspace's id when the socket missed more of its events than the server keeps
   * (a long disconnection): what the page shows may be stale, so it reads it again. Returns the unsubscribe.
   */
  onResync(handler: (workspaceId: string) => void): () => void;
}

export interface ModuleExtensions {
  /** Defines '<moduleId>.<name>', a point other modules add to (e.g. 'kanban.card-actions'). */
  define<T>(name: string, options?: Omit<ExtensionPointOptions<T>, 'id'>): ExtensionPoint<T>;
  /** Adds an entry to any point, defined yet or not; removed with the module. Returns the cleanup. */
  register<T>(pointId: string, entry: T): () => void;
  /** Any point by its full id, to read or follow its entries. */
  point<T>(pointId: string): ExtensionPoint<T>;
}

/**
 * What `install(sdk)` receives: the platform's services scoped to the module, so a module never names its
 * own id twice nor reaches for a global. Everything registered through it goes away with the module.
 */
export interface ModuleSdk {
  moduleId: string;
  /** Requests under /api/v1/modules/{moduleId}: `sdk.api.get('boards')`. */
  api: ApiClient;
  /** The platform's own routes under /api/v1 (members, core boards…), with the same session. */
  platformApi: ApiClient;
  /** '/modules/{moduleId}/{path}', for `platformApi`. */
  moduleApiPath(path: string): string;
  events: EventBus;
  realtime: ModuleRealtime;
  addTranslations(translations: NamespaceTranslations): void;
  t(key: string, options?: Record<string, unknown>): string;
  registerRoutes(routes: readonly ModuleRoute[]): () => void;
  /** Extra navigation items beyond the definition's own; ids are prefixed with the module id. */
  registerNavigationItem(item: NavigationItem): () => void;
  /** The same, titled by the module's text `titleKey` and registered again whenever the language changes. */
  registerTranslatedNavigationItem(item: Omit<NavigationItem, 'title'> & { titleKey: string }): () => void;
  widgets: { register(widget: WidgetRegistration): () => void };
  search: { registerProvider(provider: SearchProvider): () => void };
  extensions: ModuleExtensions;
  /** The module's key-value store on the server, per workspace. */
  storage: ModuleStorage;
  /** What the user typed and did not save, kept on this device per user and workspace (`useDraft`). */
  drafts: Drafts;
  config: ModuleConfig;
  navigate: typeof navigate;
  showToast: typeof showToast;
  $user: typeof $user;
  /**
   * For what the module holds outside the SDK's registries (a subscription of its own): run when the loader tears
   * the module down (disabled, updated, failed), after its routes, widgets and items are gone.
   */
  onTeardown(cleanup: () => void): void;
}

export function createModuleSdk(moduleId: string): ModuleSdk {
  const $values = $moduleConfigs.map((configs) => configs[moduleId] ?? NO_MODULE_CONFIG);
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: moduleId, ...options });
  const registerNavigationItem = (item: NavigationItem) =>
    navigationPoint.register(moduleId, { ...item, id: `${moduleId}.${item.id}`, moduleId });
  return {
    moduleId,
    api: prefixedApiClient(api, `/modules/${moduleId}`),
    platformApi: api,
    moduleApiPath: (path) => `/modules/${moduleId}/${path.replace(/^\/+/, '')}`,
    events: eventBus,
    realtime: {
      subscribe: (handler, options) => subscribeWorkspaceEvents(options?.kind ?? `${moduleId}.`, handler),
      $connected: $realtimeConnected,
      onResync: subscribeWorkspaceResync,
    },
    addTranslations: (translations) => addTranslations(moduleId, translations),
    t,
    registerRoutes: (routes) => registerRoutes(moduleId, routes),
    registerNavigationItem,
    registerTranslatedNavigationItem: ({ titleKey, ...item }) => {
      let remove = () => {};
      const subscription = $language.watch(() => {
        remove();
        remove = registerNavigationItem({ ...item, title: t(titleKey) });
      });
      const cleanup = () => {
        subscription.unsubscribe();
        remove();
      };
      holdUntilTeardown(moduleId, cleanup);
      return cleanup;
    },
    widgets: { register: (widget) => registerWidget(moduleId, widget) },
    search: { registerProvider: (provider) => registerSearchProvider(moduleId, provider) },
    extensions: {
      define: (name, options) => defineExtensionPoint({ ...options, id: `${moduleId}.${name}` }),
      register: (pointId, entry) => extensionPoint<typeof entry>(pointId).register(moduleId, entry),
      point: (pointId) => extensionPoint(pointId),
    },
    storage: moduleStorage(moduleId),
    drafts: createDrafts(moduleId),
    config: { $values, get: () => $values.getState(), use: () => useUnit($values) },
    navigate,
    showToast,
    $user,
    onTeardown: (cleanup) => holdUntilTeardown(moduleId, cleanup),
  };
}
