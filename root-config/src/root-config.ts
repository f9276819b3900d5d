/**
 * @artel/root-config: starts single-spa with the always-active shell and, once signed in, the workspace's
 * modules through the SDK's module lifecycle (kept in step with workspace switches, module list changes the
 * server pushes, and window focus).
 * The new-version check and the chunk-load reload for unhandled errors run earlier (boot.ts).
 */
import * as sdk from '@artel/sdk';
import { addErrorHandler, registerApplication, start, type LifeCycles } from 'single-spa';
import { browserChunkReloadEnvironment, reloadOnceOnChunkError } from './chunkReload';
import { firstMount, hideLoadingIndicator } from './firstMount';
import { monitorTokensWhileSignedIn } from './sessionMonitor';
import { startModulesOnSignIn } from './startModules';
import { onWindowFocus } from './windowFocus';

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
  lifecycle: sdk.moduleLifecycle,
  registerCoreModules: () => sdk.registerCoreModules(sdk.moduleRegistry),
  prefetch: sdk.prefetchStartupData,
  listChanges: [
    (refresh) => sdk.eventBus.on(sdk.PlatformEvents.workspaceSwitched, refresh),
    (refresh) => sdk.onModuleListChanged(refresh),
    (refresh) => onWindowFocus(window, refresh),
  ],
  onModuleFailure: ({ error }) => reloadOnceOnChunkError(error, browserChunkReloadEnvironment()),
});

start({ urlRerouteOnly: true });
