/**
 * Live events of the current workspace (a card moved, a module enabled…) as they arrive on the platform's
 * one notification socket. Like notifications they need no connection of their own; unlike notifications
 * they come by socket only, so a page that must stay current polls while `$realtimeConnected` is false.
 */
import { $deliveryTransport, workspaceEventReceived, workspaceResyncNeeded } from '../notifications/notificationsModel';

export interface RealtimeEvent {
  /** '<moduleId>.<what happened>', e.g. 'kanban.card.moved'. */
  kind: string;
  workspaceId: string;
  [field: string]: unknown;
}

/** True while the socket is up, so live events arrive; long polling brings notifications only. */
export const $realtimeConnected = $deliveryTransport.map((transport) => transport === 'websocket');

/** A kind ending in '.' matches every kind that starts with it; anything else matches exactly. */
export function matchesKind(pattern: string, kind: string): boolean {
  return pattern.endsWith('.') ? kind.startsWith(pattern) : kind === pattern;
}

/** Calls `handler` when events of a workspace were missed past the server's window, with that workspace's id. */
export function subscribeWorkspaceResync(handler: (workspaceId: string) => void): () => void {
  const subscription = workspaceResyncNeeded.watch(({ workspaceId }) => handler(workspaceId));
  return () => subscription.unsubscribe();
}

/** Calls `handler` for each event whose kind matches; returns the unsubscribe. */
export function subscribeWorkspaceEvents(kind: string, handler: (event: RealtimeEvent) => void): () => void {
  const subscription = workspaceEventReceived.watch(({ workspaceId, event }) => {
    if (matchesKind(kind, event.kind)) handler({ ...event, workspaceId });
  });
  return () => subscription.unsubscribe();
}
