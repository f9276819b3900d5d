import type { Notification } from '../notifications/notificationSchema';
import type { WorkspaceEvent } from './signals';

/** What this instance pushes to one user's sockets and long-poll waiters. */
export type UserMessage =
  | { type: 'notification'; notification: Notification }
  | { type: 'unread'; count: number }
  /** The cross-instance link was down: re-read from the database what may have been missed. */
  | { type: 'resync' };

export type WorkspaceMessage = { type: 'workspace_event'; workspaceId: string; event: WorkspaceEvent };

/** What ends a client's right to what it is connected to: its session, or its place in a workspace. */
export type AccessMessage = { type: 'session_revoked' } | { type: 'workspace_access_removed'; userId: string | null };
