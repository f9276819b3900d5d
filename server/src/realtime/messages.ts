import type { Notification } from '../notifications/notificationSchema';
import type { WorkspaceEvent } from './signals';

/** What this instance pushes to one user's sockets and long-poll waiters. */
export type UserMessage =
  | { type: 'notification'; notification: Notification }
  | { type: 'unread'; count: number }
  /** The cross-instance link was down: re-read from the database what may have been missed. */
  | { type: 'resync' };

export type WorkspaceMessage =
  | { type: 'workspace_event'; workspaceId: string; eventId: number; event: WorkspaceEvent }
  /** The cross-instance link was down: subscribers read what they may have missed from the event log. */
  | { type: 'workspace_catch_up' };

/** What a socket tells its client when the events it missed are past the kept window: re-read state. */
export type WorkspaceResyncFrame = { type: 'workspace_resync'; workspaceId: string; eventId: number };

/** What ends a client's right to what it is connected to: its session, or its place in a workspace. */
export type AccessMessage = { type: 'session_revoked' } | { type: 'workspace_access_removed'; userId: string | null };
