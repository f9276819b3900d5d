/**
 * @artel/root-config: starts single-spa with the always-active shell and, once signed in, the workspace's
 * modules through the SDK's module lifecycle (kept in step with workspace switches, module list changes the
 * server pushes, and window focus).
 * The new-version check and the chunk-load reload for unhandled errors run earlier (boot.ts).
 */
import { api, PlatformEvents } from '@artel/sdk';
import {
  $isAuthenticated,
  eventBus,
  installGlobalErrorHandler,
  invalidateCacheOnRealtimeEvents,
  moduleLifecycle,
  moduleRegistry,
  onModuleListChanged,
  prefetchStartupData,
  registerCoreModules,
  startTokenMonitor,
  startupSequence,
} from '@artel/sdk/host';
import { addErrorHandler, registerApplication, start, type LifeCycles } from 'single-spa';
import { browserChunkReloadEnvironment, reloadOnceOnChunkError } from './chunkReload';
import { afterNextPaint, firstMount, hideLoadingIndicator } from './firstMount';
import { monitorTokensWhileSignedIn } from './sessionMonitor';
import { startModulesOnSignIn } from './startModules';
import { onWindowFocus } from './windowFocus';

for (const { path, workspaceId, answer } of window.artelEarlyRequests ?? [])
  void api.prefetch(path, { ...(workspaceId ? { workspaceId } : {}), answer });
installGlobalErrorHandler();
// Live events drop the cached answers of the module they come from (SPEC §9 caches never outlive a change).
invalidateCacheOnRealtimeEvents();
monitorTokensWhileSignedIn($isAuthenticated, startTokenMonitor);
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

// On a shell page (the dashboard) the module bundles start after its first frame, which their scripts arriving
// and running would otherwise hold up; on a module's landing page the boot script preloaded them for the page.
const modulesMayStart = window.artelLandingModule ? shellMounted : shellMounted.then(() => afterNextPaint());

startModulesOnSignIn({
  isAuthenticated: $isAuthenticated,
  appMounted: modulesMayStart,
  sequence: startupSequence,
  lifecycle: moduleLifecycle,
  registerCoreModules: () => registerCoreModules(moduleRegistry),
  prefetch: prefetchStartupData,
  listChanges: [
    (refresh) => eventBus.on(PlatformEvents.workspaceSwitched, refresh),
    (refresh, apply) => onModuleListChanged(refresh, apply),
    (refresh) => onWindowFocus(window, refresh),
  ],
  onModuleFailure: ({ error }) => reloadOnceOnChunkError(error, browserChunkReloadEnvironment()),
});

start({ urlRerouteOnly: true });
