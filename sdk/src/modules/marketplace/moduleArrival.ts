/**
 * Issue 33: a module enabled by another member should be usable on this page within 300 ms. The live event names
 * the bundle the workspace now runs, so it is fetched while the module list is still on its way (the loader's
 * script for the same URL and integrity then takes the preloaded response), and once the module has registered
 * its sidebar entry and pages, the page that entry leads to starts fetching before anyone clicks it.
 */
import { matchModuleRoute, $moduleRoutes } from '../moduleRoutes';
import { $navigation } from '../../navigation/navigationRegistry';

/** How long the landing page waits for its module to register; a module that fails to start never does. */
const ARRIVAL_PATIENCE_MS = 30_000;

const preloadedBundles = new Set<string>();

/** A `<link rel="preload">` for the bundle, as SystemJS will ask for it (cross-origin ones anonymously). */
export function preloadModuleBundle(url: string, integrity: string | undefined, doc: Document = document): void {
  if (preloadedBundles.has(url)) return;
  preloadedBundles.add(url);
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  if (integrity) link.integrity = integrity;
  if (new URL(url, doc.baseURI).origin !== new URL(doc.baseURI).origin) link.crossOrigin = 'anonymous';
  doc.head.appendChild(link);
}

/** The page behind the module's sidebar entry, if both are registered and it is a lazily loaded one. */
function preloadLandingPageNow(moduleId: string): boolean {
  const item = $navigation.getState().find((entry) => entry.moduleId === moduleId);
  if (!item) return false;
  const page = matchModuleRoute(moduleId, item.path, $moduleRoutes.getState()[moduleId] ?? [])?.route.component as
    { preload?: () => Promise<unknown> } | undefined;
  void page?.preload?.().catch(() => undefined);
  return true;
}

/** Fetches the landing page of a module once it runs here (now, or when its entry appears, for a while). */
export function preloadLandingPage(moduleId: string): void {
  if (preloadLandingPageNow(moduleId)) return;
  const subscription = $navigation.watch(() => {
    if (preloadLandingPageNow(moduleId)) stop();
  });
  const timer = setTimeout(() => stop(), ARRIVAL_PATIENCE_MS);
  function stop() {
    clearTimeout(timer);
    subscription.unsubscribe();
  }
}
