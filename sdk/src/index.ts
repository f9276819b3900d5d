/**
 * @artel/sdk — what a module may use: the platform's shapes, stores and UI helpers, and `defineModule`,
 * whose `install(sdk)` receives everything scoped to the module (its routes, navigation, widgets, storage,
 * config, API prefix, live events, search and extension points).
 * The shapes of those members are not named here: a module that needs one writes `ModuleSdk['config']` or
 * `Parameters<ModuleSdk['widgets']['register']>[0]`, so this list stays what a module calls.
 *
 * What only the shell and the root config use (the loader and lifecycle, sign-in, API wiring, startup, the
 * registries behind the extension points) is `@artel/sdk/host`; fixtures for tests are `@artel/sdk/testing`.
 * At run time all of it is one bundle in the import map (runtime.ts), so every bundle shares one instance.
 */
export { type ModuleDefinition } from './types';
export { PlatformEvents } from './events/eventBus';
export { $toasts, showToast } from './toasts/toastModel';
export { createFailureToasts } from './toasts/failureToasts';
export { type FieldErrors, fieldErrorsOf } from './errors/fieldErrors';
export { type Language, type NamespaceTranslations, i18n, $language, addTranslations, useTranslation } from './i18n/i18n';
export { ApiError } from './api/apiError';
export { formatMoney, formatAmount, formatNumber } from './format/numberFormat';
export { formatDate, formatDateTime } from './format/dateFormat';
export { parseAmount } from './format/parseAmount';
export { useFormat } from './format/useFormat';
export { DateInput } from './format/DateInput';
export { Avatar } from './people/Avatar';
export { MemberPicker } from './people/lazyMemberPicker';
export { type DownloadedFile, api } from './api/apiClient';
export { $session, $user } from './session/sessionModel';
export { navigate, useLocation, useSearchParam, Link } from './router/router';
export { usePhoneLayout } from './layout/usePhoneLayout';
export { useRouteParams, ModuleRoutes } from './modules/moduleRoutes';
export { type RouteAccessRule, useCanOpen } from './modules/routeAccess';
export { defineModule } from './modules/defineModule';
export { lazyComponent, LazyComponentSlot } from './modules/lazyComponent';
export { createSdkHolder } from './modules/sdkHolder';
export { useUnsavedChanges } from './unsaved/useUnsavedChanges';
export { useFormDirty } from './unsaved/useFormDirty';
export { useDraft } from './drafts/useDraft';
export { mentionedIds } from './mentions/mentionText';
export { MentionTextArea } from './mentions/mentionInput';
export { type Drafts } from './drafts/ownerDrafts';
export { type ModuleSdk, type RealtimeEvent } from './modules/moduleSdk';
export { type SearchProvider, type TextRange } from './extensions/searchProviders';
export { HighlightedText } from './extensions/HighlightedText';
export { CREATE_ACTIONS_POINT, type CreateAction } from './extensions/createActions';
export {
  type ValueCheck,
  type RequisiteOwner,
  validateInn,
  validateOgrn,
  validateKpp,
  validateBik,
  validateCorrAccount,
  validateBankAccount,
  validateEmail,
  validateWebsite,
} from './validation';
export { type WorkspaceRole, type BoardRole, checkPermissions } from './permissions';
export { type WorkspaceMember } from './workspace/workspaceTypes';
export { $currentWorkspaceId, switchWorkspaceFx, $members, $boards, loadMembersFx, useWorkspaceMembers, loadBoardsFx } from './workspace';
export { Can } from './access';
export { modulePermissions } from './access/modulePermissionChecks';
