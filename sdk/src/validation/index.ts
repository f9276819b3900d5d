/**
 * Pure validation rules shared by the shell and the server (which imports this folder by relative path).
 * Nothing here may import a library: results are i18n keys, translated by messages.{ru,en}.json.
 */
export { issueOf, type ValidationIssue, type ValidationParams, type ValueCheck } from './validationTypes';
export * from './validationMessageKeys';
export * from './russianRequisites';
export * from './contactFormats';
export * from './legalEntityValidation';
export * from './workspaceConstants';
export * from './slugify';
export * from './workspaceValidation';
