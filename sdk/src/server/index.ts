/**
 * `@artel/sdk/server`: all that a bundled module's server half may import of ours (ARCHITECTURE §3c).
 * No React, no browser code: it is loaded by the server.
 */
export * as coreTables from './coreTables';
export type { BoardRow } from './coreTables';
export {
  fillMessage,
  forbidden,
  type Locale,
  type LocalisedText,
  type MessageParams,
  ModuleError,
  moduleErrors,
  validationError,
} from './moduleError';
export {
  defineServerModule,
  type ModuleInstanceSetting,
  type ModuleMessages,
  type ServerModule,
  type ServerModuleDefinition,
} from './serverModule';
export type * from './services';
export { decodeBase64 } from './decodeBase64';
export { createServiceRef, type ServiceRef } from './serviceRef';
export {
  createOutboundClient,
  isOutboundError,
  isOutboundFailure,
  isPublicAddress,
  OutboundError,
  type OutboundFailure,
  type OutboundHttp,
  type OutboundRequestInit,
} from './outbound';
export { parseAllowedHost } from './outbound/allowList';
export { inEveryLanguage } from './inEveryLanguage';
export type * from './analytics';
export type * from './flows';
export { templateKeyOf } from '../flows/templateFields';
export {
  ALL_PERMISSIONS,
  BOARD_ROLES,
  type BoardRole,
  type WorkspacePermission,
  type WorkspaceRole,
  WORKSPACE_ROLES,
} from '../permissions/rolePermissions';
export type { DeclaredPermissions, ModulePermissionName, PermissionName } from '../permissions/modulePermissions';
export {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type NotificationPriority,
  type NotificationType,
} from '../notifications/notificationTypes';
export {
  type RequisiteOwner,
  validateBankAccount,
  validateBik,
  validateCorrAccount,
  validateInn,
  validateKpp,
  validateOgrn,
} from '../validation/russianRequisites';
export { validateEmail, validateWebsite } from '../validation/contactFormats';
export {
  isLegalEntityType,
  LEGAL_ENTITY_FORM_FIELDS,
  LEGAL_ENTITY_TYPES,
  type LegalEntityFormInput,
  type LegalEntityFormValues,
  type LegalEntityType,
  normalizeLegalEntityForm,
  requisiteOwnerOf,
  validateLegalEntityForm,
} from '../validation/legalEntityValidation';
export { issueOf, type ValidationIssue, type ValueCheck } from '../validation/validationTypes';
export { VALIDATION_MESSAGE_KEYS } from '../validation/validationMessageKeys';
export { default as validationMessagesRu } from '../validation/messages.ru.json';
export { default as validationMessagesEn } from '../validation/messages.en.json';
