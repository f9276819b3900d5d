/** The platform's module lifecycle (the current workspace's modules on the platform loader), and who may change it. */
import { sample } from 'effector';
import { $currentWorkspace } from '../../workspace/workspaceModel';
import { marketplaceApi } from './marketplaceApi';
import { moduleListLoaded } from './moduleConfigs';
import { keepScrollPosition } from './keepScrollPosition';
import { createModuleLifecycle } from './moduleLifecycle';
import { moduleLoader } from './platformModuleLoader';

export const moduleLifecycle = createModuleLifecycle({ loader: moduleLoader, api: marketplaceApi, keepPlace: keepScrollPosition });
export const $workspaceModules = moduleLifecycle.$modules;
export const $workspaceModulesError = moduleLifecycle.$loadError;
export const $workspaceModulesLoaded = moduleLifecycle.$listLoaded;
export const $moduleUpdateOffers = moduleLifecycle.$updateOffers;

sample({ clock: $workspaceModules, target: moduleListLoaded });

/** Only a workspace's owner or admin enables, disables, configures and updates its modules. */
export const $canManageModules = $currentWorkspace.map((workspace) => workspace?.role === 'owner' || workspace?.role === 'admin');
