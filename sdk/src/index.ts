/**
 * @artel/sdk — what a module may use: the platform's shapes, stores and UI helpers, and `defineModule`,
 * whose `install(sdk)` receives everything scoped to the module (its routes, navigation, widgets, storage,
 * config, API prefix, live events, search and extension points).
 *
 * What only the shell and the root config use (the loader and lifecycle, sign-in, API wiring, startup, the
 * registries behind the extension points) is `@artel/sdk/host`; fixtures for tests are `@artel/sdk/testing`.
 * At run time all of it is one bundle in the import map (runtime.ts), so every bundle shares one instance.
 */
export * from './types';
export * from './events/eventBus';
export * from './registry/moduleErrors';
export {
  type ModuleDefinitionValidation,
  MODULE_ID_PATTERN,
  RESERVED_MODULE_PREFIXES,
  MODULE_DEPENDENCY_WARNING_LIMIT,
  validateModuleDefinition,
  type ModuleCleanup,
  type ModuleInstallResult,
  type ModuleInstall,
  type ModuleAppProps,
  type LoadedModule,
  registerComponent,
  getRegisteredComponent,
} from './registry/moduleDefinition';
export * from './retry/retryPolicies';
export * from './toasts/toastModel';
export {
  SUPPORTED_LANGUAGES,
  type Language,
  DEFAULT_LANGUAGE,
  SDK_NAMESPACE,
  type TranslationTree,
  type NamespaceTranslations,
  type NamespaceTranslationSources,
  type TranslationLoader,
  isSupportedLanguage,
  i18n,
  $language,
  addTranslations,
  useTranslation,
} from './i18n/i18n';
export * from './api/apiError';
export { type FormatSettings, $formatSettings, browserTimeZone, currentFormatSettings, useFormatSettings } from './format/formatSettings';
export { type MoneyOptions, type NumberOptions, formatMoney, formatAmount, formatNumber } from './format/numberFormat';
export { type DateValue, type DateStyle, formatDate, formatDateTime, formatTime } from './format/dateFormat';
export { parseAmount } from './format/parseAmount';
export { type Formatters, formattersFor, useFormat } from './format/useFormat';
export { type DateInputProps, DateInput } from './format/DateInput';
export { type AvatarProps, Avatar } from './people/Avatar';
export { avatarInitials } from './people/avatarInitials';
export {
  API_BASE_URL,
  API_TIMEOUT_MS,
  API_CACHE_TTL_MS,
  API_DASHBOARD_CACHE_TTL_MS,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
  type DownloadedFile,
  type DownloadOptions,
  type RequestMetric,
  type ApiMetrics,
  type ApiClient,
  type PrefetchOptions,
  api,
} from './api/apiClient';
export { type SessionState, $session, $user, $isAuthenticated } from './session/sessionModel';
export * from './router/router';
export { PHONE_MEDIA_QUERY, usePhoneLayout } from './layout/usePhoneLayout';
export { type ModuleRoute, type ModuleRouteMatch, useRouteParams, ModuleRoutes } from './modules/moduleRoutes';
export { type RouteAccess, type RouteAccessRule, useCanOpen } from './modules/routeAccess';
export * from './modules/defineModule';
export { type LazyComponent, lazyComponent, LazyComponentSlot } from './modules/lazyComponent';
export { type SdkHolder, createSdkHolder } from './modules/sdkHolder';
export { type UnsavedChangesOptions, useUnsavedChanges } from './unsaved/useUnsavedChanges';
export { type FormDirty, useFormDirty } from './unsaved/useFormDirty';
export { confirmDiscard } from './unsaved/discardQuestion';
export { type DraftState, DRAFT_SAVE_DELAY_MS, useDraft } from './drafts/useDraft';
export { insertMention, mentionAt, mentionCandidates, mentionedIds } from './mentions/mentionText';
export { MentionTextArea, type MentionTextAreaProps, preloadMentionTextArea } from './mentions/mentionInput';
export type { Drafts } from './drafts/ownerDrafts';
export type { Draft, DraftSummary } from './drafts/draftStore';
export type { ModuleSdk, ModuleConfig, ModuleRealtime, ModuleExtensions, RealtimeEvent } from './modules/moduleSdk';
export type { ExtensionPoint, ExtensionPointOptions, ExtensionRegistration } from './extensions/extensionPoint';
export type { SearchProvider, SearchResult, SearchQuery } from './extensions/searchProviders';
export { CREATE_ACTIONS_POINT, type CreateAction } from './extensions/createActions';
export type { WidgetRegistration, RegisteredWidget } from './widgets/widgetRegistry';
export * from './validation';
export * from './permissions';
export * from './flows/templateFields';
export * from './legalEntities';
export type * from './workspace/workspaceTypes';
export {
  type WorkspaceErrorCode,
  WorkspaceError,
  type WorkspaceContextStatus,
  type WorkspaceSwitch,
  type WorkspaceSwitchedPayload,
  $workspaces,
  $currentWorkspaceId,
  $currentWorkspace,
  $workspaceContextStatus,
  $recentWorkspaceIds,
  $recentWorkspaces,
  $personalWorkspaces,
  $sharedWorkspaces,
  currentWorkspaceChanged,
  refreshWorkspacesFx,
  switchWorkspaceFx,
  createWorkspaceFx,
  type MemberRoleChange,
  type MemberRef,
  type InvitationParams,
  type KnownInvitation,
  type InvitationRef,
  $members,
  $invitations,
  $boards,
  $analytics,
  loadMembersFx,
  useWorkspaceMembers,
  loadInvitationsFx,
  loadBoardsFx,
  loadAnalyticsFx,
  changeMemberRoleFx,
  removeMemberFx,
  inviteMemberFx,
  renewInvitationLinkFx,
  revokeInvitationFx,
  createBoardFx,
  acceptInvitationFx,
  type UpdateWorkspaceParams,
  updateWorkspaceFx,
} from './workspace';
export * from './access';
export * from './notifications/notificationTypes';
export { NOTIFICATION_PAGE_SIZE, type NotificationPageRequest, type MarkReadResult, notificationApi } from './notifications/notificationApi';
export { allowsSound, isUnread, matchesNotificationFilters, notificationTarget } from './notifications/notificationRules';
export type { DeliveryStatus, DeliveryTransport } from './notifications/notificationDelivery';
export {
  type NotificationReceivedPayload,
  loadNotificationsFx,
  $notifications,
  $notificationFilters,
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
  type RemovedNotification,
  removeNotificationFx,
  refreshUnreadCountFx,
  loadNotificationPreferencesFx,
  saveNotificationPreferencesFx,
} from './notifications/notificationsModel';
export { MODULE_STORAGE_MAX_ENTRIES, type ModuleStorageEntry, type ModuleStorage } from './marketplace/moduleStorage';
export * from './instance/instanceSettings';
