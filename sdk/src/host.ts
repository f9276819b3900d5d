/**
 * @artel/sdk/host — what only the shell and the root config use: the module loader and lifecycle, sign-in,
 * the API client's wiring, startup, live delivery and the registries behind the extension points. A module
 * never imports it (the boundary check says so); it gets its share through `install(sdk)`.
 *
 * At run time this is the same bundle and instance as `@artel/sdk` (see runtime.ts and the `aliases` of
 * the SDK in scripts/webpack/sharedLibraries.mjs).
 */
export { moduleRegistry, type ModuleState, type ModuleRecord } from './modules/registry/moduleRegistry';
export { $navigation, registerNavigationItem, registerCoreNavigation } from './navigation/navigationRegistry';
export { globalErrorHandler, installGlobalErrorHandler } from './errors/globalErrorHandler';
export { languageLoaded, setLanguage, SUPPORTED_LANGUAGES, type TranslationTree, isSupportedLanguage } from './i18n/i18n';
export {
  sessionCleared,
  sessionEndedElsewhere,
  userUpdated,
  loginFx,
  registerFx,
  logoutFx,
  refreshSessionFx,
  startTokenMonitor,
  $isAuthenticated,
} from './session/sessionModel';
export { registerRoutes } from './modules/moduleRoutes';
export { getModuleContainer } from './modules/moduleContainer';
export { type ModuleEnableResult } from './modules/moduleLoader';
export { registerCoreModules } from './modules/coreModules';
export { type StartupResult, type StartupSequence, createStartupSequence, startupSequence } from './startup/startupSequence';
export { prefetchStartupData } from './startup/startupPrefetch';
export { createDrafts } from './drafts/ownerDrafts';
export { clearAllDrafts } from './drafts/draftStore';
export { $leaveRequest, leavePage, stayOnPage } from './unsaved/navigationGuard';
export { $discardQuestion, answerDiscard, confirmDiscard } from './unsaved/discardQuestion';
export { $createActions } from './extensions/createActions';
export { type SearchGroup, $searchProviders, registerSearchProvider, searchEverywhere } from './extensions/searchProviders';
export { $realtimeConnected, subscribeWorkspaceEvents } from './realtime/workspaceEvents';
export { invalidateCacheOnRealtimeEvents } from './realtime/realtimeCacheInvalidation';
export { $widgets, registerWidget, removeModuleWidgets } from './widgets/widgetRegistry';
export {
  initWorkspaceContextFx,
  WorkspaceError,
  $workspaces,
  $currentWorkspace,
  $workspaceContextStatus,
  $recentWorkspaces,
  $personalWorkspaces,
  $sharedWorkspaces,
  createWorkspaceFx,
  $invitations,
  $analytics,
  loadInvitationsFx,
  loadAnalyticsFx,
  changeMemberRoleFx,
  removeMemberFx,
  inviteMemberFx,
  renewInvitationLinkFx,
  revokeInvitationFx,
  createBoardFx,
  acceptInvitationFx,
  updateWorkspaceFx,
} from './workspace';
export {
  notificationsReceived,
  unreadCountUpdated,
  notificationsReset,
  loadNotificationsFx,
  $notifications,
  $unreadCount,
  $hasMore,
  $notificationsError,
  $deliveryStatus,
  $deliveryTransport,
  $notificationPreferences,
  loadMoreNotificationsFx,
  $notificationsLoading,
  markNotificationsReadFx,
  markAllNotificationsReadFx,
  removeNotificationFx,
  loadNotificationPreferencesFx,
  saveNotificationPreferencesFx,
} from './notifications/notificationsModel';
export { startNotifications } from './notifications/notificationsLifecycle';
export {
  type ChangelogEntry,
  type CatalogModule,
  type PlatformDeveloper,
  type AdminCatalogModule,
  type ConfigChange,
  type DeveloperModule,
  type PublishModuleInput,
} from './modules/marketplace/marketplaceTypes';
export { marketplaceApi } from './modules/marketplace/marketplaceApi';
export { marketplaceFailureMessage, toastMarketplaceFailure, toastMarketplaceSuccess } from './modules/marketplace/marketplaceMessages';
export { type ModuleLifecycle } from './modules/marketplace/moduleLifecycle';
export { moduleLoader } from './modules/marketplace/platformModuleLoader';
export { onModuleListChanged } from './modules/marketplace/moduleListChanges';
export {
  moduleLifecycle,
  $workspaceModules,
  $workspaceModulesError,
  $workspaceModulesLoaded,
  $moduleUpdateOffers,
  $canManageModules,
} from './modules/marketplace/workspaceModules';
export {
  type PlatformRole,
  type User,
  type NavigationSection,
  type NavigationItem,
  type ModuleConfigOption,
  type ModuleRoutePreload,
  type ModuleWidgetDefinition,
  type InstalledModule,
} from './types';
export { eventBus } from './events/eventBus';
export { ModuleErrorMessages } from './modules/registry/moduleErrors';
export { validateModuleDefinition } from './modules/registry/moduleDefinition';
export { dismissToast } from './toasts/toastModel';
export { toApiError } from './api/apiError';
export { $location, matchPath, Redirect } from './router/router';
export {
  type ValidationIssue,
  LEGAL_ENTITY_TYPES,
  LEGAL_ENTITY_FORM_FIELDS,
  type LegalEntityFormField,
  type LegalEntityFormValues,
  normalizeLegalEntityForm,
  validateLegalEntityForm,
  WORKSPACE_ICONS,
  WORKSPACE_COLORS,
  type WorkspaceColor,
  WORKSPACE_VISIBILITIES,
  type WorkspaceVisibility,
  parseInviteEmails,
  validateWorkspaceInput,
  validateContextWorkspaceCreation,
} from './validation';
export {
  WORKSPACE_ROLES,
  WORKSPACE_SETTINGS_ROLES,
  WORKSPACE_TABLE_PERMISSIONS,
  ALL_PERMISSIONS,
  BOARD_ROLES,
  BOARD_ROLE_PERMISSIONS,
  effectiveRolePermissions,
} from './permissions';
export { templateKeyOf } from './flows/templateFields';
export {
  type LegalEntity,
  type LegalEntityMember,
  legalEntitiesApi,
  loadLegalEntitiesFx,
  createLegalEntityFx,
  updateLegalEntityFx,
  deleteLegalEntityFx,
  activateLegalEntityFx,
  deactivateLegalEntityFx,
  makePrimaryLegalEntityFx,
  togglePreferredLegalEntityFx,
  setPreferredLegalEntityFx,
  clearPreferredLegalEntityFx,
  checkInnFx,
  legalEntitySelected,
  $legalEntities,
  $legalEntitiesLoading,
  $selectedLegalEntityId,
  $preferredLegalEntity,
} from './legalEntities';
export {
  type Workspace,
  type WorkspaceBoard,
  type WorkspaceActivityDay,
  type InvitationRole,
  type WorkspaceInvitation,
  type CreatedInvitation,
  type CreateWorkspaceParams,
} from './workspace/workspaceTypes';
export { refreshPermissions, $permissionsState, useAccess, useHasWorkspaceRole, useWorkspaceRole } from './access';
export {
  NOTIFICATION_TYPES,
  type NotificationType,
  NOTIFICATION_PRIORITIES,
  type NotificationPriority,
  NOTIFICATION_CATEGORIES,
  type Notification,
  notificationText,
  type NotificationFilters,
  type NotificationChannelPreference,
  type NotificationPreferencesChange,
  type NotificationPage,
} from './notifications/notificationTypes';
export { NOTIFICATION_PAGE_SIZE, notificationApi } from './notifications/notificationApi';
export { isUnread, matchesNotificationFilters, notificationTarget } from './notifications/notificationRules';
export { instanceDisplayName, loadInstanceSettingsFx, useInstanceSettings } from './instance/instanceSettings';
export { type Formatters, formattersFor } from './format/useFormat';
export { useModuleName } from './modules/marketplace/useModuleName';
