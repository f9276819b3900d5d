/**
 * Inlined into index.html by scripts/build.mjs and run before SystemJS loads anything: the SDK reads the
 * session from localStorage as soon as it is evaluated, so a new version must reset storage before that,
 * and a root config that fails to load must already be covered by the chunk-load reload.
 */
import { applyAppVersion, pageAppVersion } from './appVersion';
import { installChunkReload } from './chunkReload';

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
