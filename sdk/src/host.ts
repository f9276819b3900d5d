/**
 * @artel/sdk/host — what only the shell and the root config use: the module loader and lifecycle, sign-in,
 * the API client's wiring, startup, live delivery and the registries behind the extension points. A module
 * never imports it (the boundary check says so); it gets its share through `install(sdk)`.
 *
 * At run time this is the same bundle and instance as `@artel/sdk` (see runtime.ts and the `aliases` of
 * the SDK in scripts/webpack/sharedLibraries.mjs).
 */
export { moduleRegistry, $modules, createModuleRegistry, canTransition, MODULE_TRANSITIONS, MODULE_ERROR_LIMIT } from './registry/moduleRegistry';
export type { ModuleState, ModuleRecord, ModuleRegistry } from './registry/moduleRegistry';
export { assertLoadedModule } from './registry/moduleDefinition';
export * from './navigation/navigationRegistry';
export * from './errors/globalErrorHandler';
export { LANGUAGE_STORAGE_KEY, languageLoaded, loadLanguage, setLanguage } from './i18n/i18n';
export {
  API_TOKEN_REFRESH_THRESHOLD_MS,
  API_SLOW_REQUEST_MS,
  API_METRICS_LIMIT,
  API_PREFETCH_TTL_MS,
  type ApiClientConfig,
  type ApiSessionSource,
  createApiClient,
  setApiSessionSource,
  setApiWorkspaceSource,
} from './api/apiClient';
export {
  type LoginParams,
  type RegisterParams,
  TOKENS_STORAGE_KEY,
  USER_STORAGE_KEY,
  TOKEN_MONITOR_INTERVAL_MS,
  TOKEN_MONITOR_REFRESH_THRESHOLD_MS,
  sessionCleared,
  sessionExpired,
  sessionEndedElsewhere,
  userUpdated,
  loginFx,
  registerFx,
  logoutFx,
  refreshSessionFx,
  startTokenMonitor,
} from './session/sessionModel';
export { $moduleRoutes, registerRoutes, moduleRoutePattern, matchModuleRoute } from './modules/moduleRoutes';
export * from './modules/moduleContainer';
export * from './modules/moduleLoader';
export * from './modules/coreModules';
export * from './startup/startupSequence';
export { prefetchStartupData } from './startup/startupPrefetch';
export { createModuleSdk } from './modules/moduleSdk';
export { createDrafts } from './drafts/ownerDrafts';
export { clearAllDrafts } from './drafts/draftStore';
export { type UnsavedWork, hasUnsavedWork, registerUnsavedWork, saveUnsavedWork } from './unsaved/unsavedWork';
export { type LeaveRequest, $leaveRequest, installNavigationGuard, leavePage, leaveWithoutAsking, stayOnPage } from './unsaved/navigationGuard';
export { $discardQuestion, answerDiscard } from './unsaved/discardQuestion';
export { defineExtensionPoint, extensionPoint, removeOwnerEverywhere } from './extensions/extensionPoint';
export { $createActions, createActionPoint } from './extensions/createActions';
export {
  type RegisteredSearchProvider,
  type SearchGroup,
  searchProviderPoint,
  $searchProviders,
  registerSearchProvider,
  searchEverywhere,
} from './extensions/searchProviders';
export { $realtimeConnected, subscribeWorkspaceEvents, matchesKind } from './realtime/workspaceEvents';
export { invalidateCacheOnRealtimeEvents } from './realtime/realtimeCacheInvalidation';
export { widgetPoint, $widgets, registerWidget, removeModuleWidgets } from './widgets/widgetRegistry';
export * from './workspace/workspaceStorage';
export * from './workspace/recentWorkspaces';
export { chooseInitialWorkspace } from './workspace/chooseInitialWorkspace';
export { initWorkspaceContextFx } from './workspace';
export * from './notifications/deliveryTiming';
export * from './notifications/notificationDelivery';
export { playNotificationSound, type AudioContextFactory } from './notifications/notificationSound';
export { notificationSocketUrl, openNotificationSocket } from './notifications/notificationSocket';
export {
  notificationsReceived,
  unreadCountUpdated,
  workspaceEventReceived,
  deliveryStatusChanged,
  deliveryTransportChanged,
  notificationsReset,
} from './notifications/notificationsModel';
export { startNotifications } from './notifications/notificationsLifecycle';
export * from './marketplace/marketplaceTypes';
export { marketplaceApi } from './marketplace/marketplaceApi';
export * from './marketplace/marketplaceMessages';
export * from './marketplace/moduleLifecycle';
export { moduleLoader } from './marketplace/platformModuleLoader';
export { leaveModulePages, workspacePagePath } from './marketplace/leaveModulePages';
export { MODULE_LIST_CHANGED, onModuleListChanged } from './marketplace/moduleListChanges';
export * from './marketplace/workspaceModules';
export { moduleStorage } from './marketplace/moduleStorage';
export { $moduleConfigs } from './marketplace/moduleConfigs';
export { useModuleConfig } from './marketplace/useModuleConfig';
