/** Frames of the notification socket (SPEC §7: ping/pong, subscribe with workspaceId). */
import type { Notification } from './notificationTypes';

/** An event of the realtime hub for everyone watching the workspace (a module list change, a board change…). */
export interface WorkspaceEventMessage {
  type: 'workspace_event';
  workspaceId: string;
  /** The workspace's own gap-free count: what a reconnect resumes from. */
  eventId: number;
  event: { kind: string } & Record<string, unknown>;
}

/** Events were missed beyond what the server keeps: whoever shows the workspace's data reads it again. */
export interface WorkspaceResyncMessage {
  type: 'workspace_resync';
  workspaceId: string;
  eventId: number;
}

export type SocketMessage =
  | { type: 'ready'; eventId: number; unread: number; workspaceId: string | null; workspaceEventId: number | null }
  | { type: 'subscribed'; workspaceId: string; eventId: number }
  | { type: 'pong' }
  | { type: 'notification'; notification: Notification }
  | { type: 'unread'; count: number }
  | WorkspaceEventMessage
  | WorkspaceResyncMessage;

/** Close codes the server uses to refuse a connection. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;
export const SOCKET_CLOSE_WORKSPACE_NOT_FOUND = 4404;

export function pingMessage(): string {
  return JSON.stringify({ type: 'ping' });
}

/** `lastEventId`: the last event of that workspace the client has, so the server sends what came after it. */
export function subscribeMessage(workspaceId: string | null, lastEventId: number | null = null): string {
  return JSON.stringify(lastEventId === null ? { type: 'subscribe', workspaceId } : { type: 'subscribe', workspaceId, lastEventId });
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
      return isCount(frame.eventId) && isCount(frame.unread)
        ? {
            type: 'ready',
            eventId: frame.eventId,
            unread: frame.unread,
            workspaceId: typeof frame.workspaceId === 'string' ? frame.workspaceId : null,
            workspaceEventId: isCount(frame.workspaceEventId) ? frame.workspaceEventId : null,
          }
        : null;
    case 'subscribed':
      return typeof frame.workspaceId === 'string' && isCount(frame.eventId)
        ? { type: 'subscribed', workspaceId: frame.workspaceId, eventId: frame.eventId }
        : null;
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
      const { workspaceId, eventId, event } = frame;
      return typeof workspaceId === 'string' && isCount(eventId) && isRecord(event) && typeof event.kind === 'string'
        ? { type: 'workspace_event', workspaceId, eventId, event: event as WorkspaceEventMessage['event'] }
        : null;
    }
    case 'workspace_resync':
      return typeof frame.workspaceId === 'string' && isCount(frame.eventId)
        ? { type: 'workspace_resync', workspaceId: frame.workspaceId, eventId: frame.eventId }
        : null;
    default:
      return null;
  }
}
