/**
 * @artel/sdk — the only contract between the shell, the modules and the root config.
 * It is one entry of the import map, so every bundle shares one instance of everything here.
 */
export * from './types';
export * from './events/eventBus';
export * from './registry/moduleErrors';
export * from './registry/moduleRegistry';
export * from './registry/moduleDefinition';
export * from './retry/retryPolicies';
export * from './navigation/navigationRegistry';
export * from './toasts/toastModel';
export * from './errors/globalErrorHandler';
export * from './i18n/i18n';
export * from './api/apiError';
export * from './api/apiClient';
export * from './session/sessionModel';
export * from './router/router';
export * from './modules/moduleRoutes';
export * from './modules/moduleContainer';
export * from './modules/defineModule';
export * from './modules/moduleLoader';
export * from './modules/coreModules';
export * from './startup/startupSequence';
export { prefetchStartupData } from './startup/startupPrefetch';
export * from './modules/moduleSdk';
export * from './validation';
export * from './permissions';
export * from './legalEntities';
export * from './workspace';
export * from './access';
export * from './notifications';
export * from './widgets';
export * from './marketplace';
export * from './instance/instanceSettings';
