/**
 * SPEC §4: a module blocked by the platform admin is unloaded where it is enabled, at once. The server tells
 * every workspace that has it enabled (server/src/marketplace/moduleListEvents.ts); a tab that hears it for its
 * workspace reloads the list, and the lifecycle unloads what the list no longer enables (or loads it again).
 * An enable or disable carries the module's new entry, applied before the list comes (issue 33).
 */
import { workspaceEventReceived } from '../../notifications/notificationsModel';
import type { InstalledModule } from '../../types';
import { $currentWorkspaceId } from '../../workspace/workspaceModel';
import { noteModuleBlocked } from './blockedModules';
import { preloadLandingPage, preloadModuleBundle } from './moduleArrival';
import { listEntryOf } from './moduleListEntry';

export const MODULE_LIST_CHANGED = 'marketplace.modules.changed';
/**
 * After an entry is applied the list is fetched only to reconcile, so it waits until the module's page and
 * widgets have had their requests answered rather than competing with them.
 */
export const RECONCILE_DELAY_MS = 1_000;

/**
 * Calls `refresh` whenever the current workspace's module list changed on the server; a change that carries
 * the module's entry goes to `apply` at once and is reconciled by `refresh` a little later. Returns the unsubscribe.
 */
export function onModuleListChanged(refresh: () => void, apply?: (entry: InstalledModule) => void): () => void {
  let reconcile: ReturnType<typeof setTimeout> | undefined;
  const subscription = workspaceEventReceived.watch(({ workspaceId, event }) => {
    // The socket may still follow the workspace just left: its list is not the one on screen.
    if (event.kind !== MODULE_LIST_CHANGED || workspaceId !== $currentWorkspaceId.getState()) return;
    if (typeof event.moduleId === 'string' && typeof event.blocked === 'boolean') noteModuleBlocked(event.moduleId, event.blocked);
    // An enable names its bundle: fetched alongside the list rather than after it, then the page it leads to.
    if (typeof event.moduleId === 'string' && typeof event.url === 'string') {
      preloadModuleBundle(event.url, typeof event.integrity === 'string' ? event.integrity : undefined);
      preloadLandingPage(event.moduleId);
    }
    clearTimeout(reconcile);
    const entry = apply && listEntryOf(event);
    if (!entry) return refresh();
    apply(entry);
    reconcile = setTimeout(refresh, RECONCILE_DELAY_MS);
  });
  return () => {
    clearTimeout(reconcile);
    subscription.unsubscribe();
  };
}
