/** Frames of the notification socket (SPEC §7: ping/pong, subscribe with workspaceId). */
import type { Notification } from './notificationTypes';

/** An event of the realtime hub for everyone watching the workspace (a module list change, a board change…). */
export interface WorkspaceEventMessage {
  type: 'workspace_event';
  workspaceId: string;
  event: { kind: string } & Record<string, unknown>;
}

export type SocketMessage =
  | { type: 'ready'; eventId: number; unread: number }
  | { type: 'pong' }
  | { type: 'notification'; notification: Notification }
  | { type: 'unread'; count: number }
  | WorkspaceEventMessage;

/** Close codes the server uses to refuse a connection. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;
export const SOCKET_CLOSE_WORKSPACE_NOT_FOUND = 4404;

export function pingMessage(): string {
  return JSON.stringify({ type: 'ping' });
}

export function subscribeMessage(workspaceId: string | null): string {
  return JSON.stringify({ type: 'subscribe', workspaceId });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Reads one frame; anything unknown or malformed is null, so a newer server never breaks the client. */
export function parseSocketMessage(data: unknown): SocketMessage | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(frame)) return null;
  switch (frame.type) {
    case 'ready':
      return isCount(frame.eventId) && isCount(frame.unread) ? { type: 'ready', eventId: frame.eventId, unread: frame.unread } : null;
    case 'pong':
      return { type: 'pong' };
    case 'notification': {
      const { notification } = frame;
      return isRecord(notification) && typeof notification.id === 'string' && isCount(notification.eventId)
        ? { type: 'notification', notification: notification as unknown as Notification }
        : null;
    }
    case 'unread':
      return isCount(frame.count) ? { type: 'unread', count: frame.count } : null;
    case 'workspace_event': {
      const { workspaceId, event } = frame;
      return typeof workspaceId === 'string' && isRecord(event) && typeof event.kind === 'string'
        ? { type: 'workspace_event', workspaceId, event: event as WorkspaceEventMessage['event'] }
        : null;
    }
    default:
      return null;
  }
}
