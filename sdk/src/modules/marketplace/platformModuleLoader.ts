/**
 * The platform's one module loader. The root config starts modules with it and the shell's marketplace
 * pages enable, disable and retry them with it. It is created on first use, so importing the SDK outside
 * a page with SystemJS and single-spa (tests, tools) costs nothing.
 */
import { createBrowserModuleLoader, type ModuleLoader } from '../moduleLoader';
import { createModuleSdk } from '../moduleSdk';
import { $user } from '../../session/sessionModel';
import { leaveModulePages } from './leaveModulePages';

let instance: ModuleLoader | null = null;

function platformLoader(): ModuleLoader {
  instance ??= createBrowserModuleLoader({
    userPermissions: () => $user.getState()?.permissions ?? [],
    createModuleSdk,
    leaveModule: leaveModulePages,
  });
  return instance;
}

export const moduleLoader: ModuleLoader = {
  enable: (mod) => platformLoader().enable(mod),
  disable: (moduleId) => platformLoader().disable(moduleId),
  swap: (mod) => platformLoader().swap(mod),
  installedModule: (moduleId) => platformLoader().installedModule(moduleId),
  enabledModuleIds: () => platformLoader().enabledModuleIds(),
  loadEnabledModules: (list) => platformLoader().loadEnabledModules(list),
  reportError: (moduleId, error) => platformLoader().reportError(moduleId, error),
};
