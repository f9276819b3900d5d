/**
 * Live events of the current workspace (a card moved, a module enabled…) as they arrive on the platform's
 * one notification socket, or by its long poll while the socket is down (each event once, in order, resumed
 * from the last one held). They need no connection of their own.
 */
import { $deliveryTransport, workspaceEventReceived, workspaceResyncNeeded } from '../notifications/notificationsModel';

export interface RealtimeEvent {
  /** '<moduleId>.<what happened>', e.g. 'kanban.card.moved'. */
  kind: string;
  workspaceId: string;
  [field: string]: unknown;
}

/** True while the socket is up; long polling brings events too, but up to a poll's round trip later. */
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
