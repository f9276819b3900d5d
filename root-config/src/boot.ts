/**
 * Inlined into index.html by scripts/build.mjs and run before SystemJS loads anything: the SDK reads the
 * session from localStorage as soon as it is evaluated, so a new version must reset storage before that,
 * and a root config that fails to load must already be covered by the chunk-load reload.
 */
import { applyAppVersion, pageAppVersion } from './appVersion';
import { installChunkReload } from './chunkReload';
import { landingModule, type ModuleLandingPage, preloadScripts, sendEarlyRequests } from './earlyRequests';

/** The product modules' paths, bundles and route preloads, written in by scripts/build.mjs. */
declare const __ARTEL_LANDING_PAGES__: ModuleLandingPage[];
/** The lazy vendor chunks every module bundle waits for (the rest of Blueprint), written in by scripts/build.mjs. */
declare const __ARTEL_MODULE_PAGE_SCRIPTS__: string[];

try {
  applyAppVersion(pageAppVersion(document), {
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    serviceWorker: navigator.serviceWorker,
  });
} catch (error) {
  // Storage can be unavailable (disabled cookies); the app still starts.
  console.warn('Could not check the app version', error);
}
installChunkReload(window);
try {
  const landing = landingModule(__ARTEL_LANDING_PAGES__, window.location.pathname);
  if (landing) {
    preloadScripts(landing, window.location.pathname, document, __ARTEL_MODULE_PAGE_SCRIPTS__);
    window.artelLandingModule = landing.id;
  }
  window.artelEarlyRequests = sendEarlyRequests(landing, {
    storage: window.localStorage,
    pathname: window.location.pathname,
    now: Date.now(),
    fetch: (url, init) => window.fetch(url, init),
  });
} catch (error) {
  // The SDK and the page ask for their data themselves once they have loaded.
  console.warn('Could not start the page early', error);
}
