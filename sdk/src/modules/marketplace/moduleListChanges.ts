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
 * Calls `refresh` whenever the current workspace's module list changed on the server, after `apply` with the
 * entry the change carries, if any; returns the unsubscribe.
 */
export function onModuleListChanged(refresh: () => void, apply?: (entry: InstalledModule) => void): () => void {
  const subscription = workspaceEventReceived.watch(({ workspaceId, event }) => {
    // The socket may still follow the workspace just left: its list is not the one on screen.
    if (event.kind !== MODULE_LIST_CHANGED || workspaceId !== $currentWorkspaceId.getState()) return;
    if (typeof event.moduleId === 'string' && typeof event.blocked === 'boolean') noteModuleBlocked(event.moduleId, event.blocked);
    // An enable names its bundle: fetched alongside the list rather than after it, then the page it leads to.
    if (typeof event.moduleId === 'string' && typeof event.url === 'string') {
      preloadModuleBundle(event.url, typeof event.integrity === 'string' ? event.integrity : undefined);
      preloadLandingPage(event.moduleId);
    }
    const entry = apply && listEntryOf(event);
    if (entry) apply(entry);
    refresh();
  });
  return () => subscription.unsubscribe();
}
