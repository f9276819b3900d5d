/** The marketplace (SPEC §2, §4 'Module lifecycle', §7, §8): catalog calls, the live lifecycle, module storage. */
export * from './marketplaceTypes';
export { marketplaceApi } from './marketplaceApi';
export * from './marketplaceMessages';
export * from './moduleLifecycle';
export { moduleLoader } from './platformModuleLoader';
export { leaveModulePages, workspacePagePath } from './leaveModulePages';
export { MODULE_LIST_CHANGED, onModuleListChanged } from './moduleListChanges';
export * from './workspaceModules';
export * from './moduleStorage';
export { useModuleConfig } from './useModuleConfig';
