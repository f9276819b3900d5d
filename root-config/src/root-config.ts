/**
 * @artel/root-config: starts single-spa with the always-active shell and, once signed in, the workspace's
 * modules. The new-version check and the chunk-load reload for unhandled errors run earlier (boot.ts).
 */
import * as sdk from '@artel/sdk';
import { addErrorHandler, registerApplication, start, type LifeCycles } from 'single-spa';
import { browserChunkReloadEnvironment, reloadOnceOnChunkError } from './chunkReload';
import { firstMount, hideLoadingIndicator } from './firstMount';
import { monitorTokensWhileSignedIn } from './sessionMonitor';
import { startModulesOnSignIn } from './startModules';

sdk.installGlobalErrorHandler();
monitorTokensWhileSignedIn(sdk.$isAuthenticated, sdk.startTokenMonitor);
const shellMounted = firstMount();
void shellMounted.then(() => hideLoadingIndicator());

addErrorHandler((error) => {
  console.error(error);
  reloadOnceOnChunkError(error, browserChunkReloadEnvironment());
});

registerApplication({
  name: '@artel/shell',
  app: () => System.import<LifeCycles>('@artel/shell'),
  activeWhen: () => true,
});

startModulesOnSignIn({
  isAuthenticated: sdk.$isAuthenticated,
  appMounted: shellMounted,
  sequence: sdk.startupSequence,
  loader: sdk.createBrowserModuleLoader({
    userPermissions: () => sdk.$user.getState()?.permissions ?? [],
    createModuleSdk: sdk.createModuleSdk,
  }),
  registerCoreModules: () => sdk.registerCoreModules(sdk.moduleRegistry),
  fetchInstalledModules: async () => {
    const { modules } = await sdk.api.get<{ modules: sdk.InstalledModule[] }>('/marketplace/workspace/modules', {
      cache: false,
    });
    return modules;
  },
  onModuleFailure: ({ error }) => reloadOnceOnChunkError(error, browserChunkReloadEnvironment()),
});

start({ urlRerouteOnly: true });
