/**
 * SPEC §9's client caches must never outlive a change: the API client drops what a user's own write touched,
 * and a live event ('<moduleId>.<what happened>', made by anyone in the workspace) drops the cached answers of
 * that module's API, so the next read — a widget, a page opened again — asks the server instead of showing
 * data older than the event.
 */
import { api, type ApiClient } from '../api/apiClient';
import { workspaceEventReceived } from '../notifications/notificationsModel';

/** '/modules/kanban/' for 'kanban.card.moved'; null for a kind without a module prefix. */
export function cachedPrefixOf(kind: string): string | null {
  const dot = kind.indexOf('.');
  return dot > 0 ? `/modules/${kind.slice(0, dot)}/` : null;
}

/** Keeps `client`'s cache in step with the workspace's live events; returns the unsubscribe. */
export function invalidateCacheOnRealtimeEvents(client: Pick<ApiClient, 'clearCache'> = api): () => void {
  const subscription = workspaceEventReceived.watch(({ event }) => {
    const prefix = cachedPrefixOf(event.kind);
    if (prefix) client.clearCache(prefix);
  });
  return () => subscription.unsubscribe();
}
