import type { WorkspaceRole } from '../db/schema';
import { type Locale, type MessageKey, message, messageInEveryLanguage } from '../http/messages';
import type { Notification } from './notificationSchema';
import { type NotifyHost, notify } from './notify';

/** Notifications the platform raises on workspace events, written in every language so each reader sees theirs. */
interface WorkspaceEventBase {
  /** The recipient. */
  userId: string;
  workspaceId: string;
  workspaceName: string;
}

const roleKeys: Record<WorkspaceRole, MessageKey> = {
  owner: 'notification_role_owner',
  admin: 'notification_role_admin',
  member: 'notification_role_member',
  viewer: 'notification_role_viewer',
  guest: 'notification_role_guest',
};

export function notifyInvitationReceived(
  host: NotifyHost,
  event: WorkspaceEventBase & {
    role: WorkspaceRole;
    inviterName: string;
    invitationId: string;
    /** Where the invitee accepts it, an in-app path. */
    targetUrl: string;
  },
): Promise<Notification | null> {
  const params = (locale: Locale) => ({
    workspace: event.workspaceName,
    inviter: event.inviterName,
    role: message(roleKeys[event.role], locale),
  });
  return notify(host, {
    userId: event.userId,
    type: 'invitation',
    category: 'workspace',
    priority: 'high',
    workspaceId: event.workspaceId,
    title: messageInEveryLanguage('notification_invitation_title', params),
    message: messageInEveryLanguage('notification_invitation_message', params),
    data: { targetUrl: event.targetUrl, clickable: true, invitationId: event.invitationId },
  });
}

export function notifyRoleChanged(
  host: NotifyHost,
  event: WorkspaceEventBase & { role: WorkspaceRole; targetUrl?: string },
): Promise<Notification | null> {
  const params = (locale: Locale) => ({ workspace: event.workspaceName, role: message(roleKeys[event.role], locale) });
  return notify(host, {
    userId: event.userId,
    type: 'workspace',
    category: 'workspace',
    workspaceId: event.workspaceId,
    title: messageInEveryLanguage('notification_role_changed_title'),
    message: messageInEveryLanguage('notification_role_changed_message', params),
    data: { ...(event.targetUrl ? { targetUrl: event.targetUrl } : {}), role: event.role },
  });
}

/** Not clickable: the workspace is no longer theirs to open. */
export function notifyRemovedFromWorkspace(host: NotifyHost, event: WorkspaceEventBase): Promise<Notification | null> {
  return notify(host, {
    userId: event.userId,
    type: 'workspace',
    category: 'workspace',
    priority: 'high',
    workspaceId: event.workspaceId,
    title: messageInEveryLanguage('notification_removed_title'),
    message: messageInEveryLanguage('notification_removed_message', () => ({ workspace: event.workspaceName })),
    data: { clickable: false },
  });
}

/** To the inviter: the person they invited has joined (the member count they see changes with it). */
export function notifyInvitationAccepted(
  host: NotifyHost,
  event: WorkspaceEventBase & { memberName: string; role: WorkspaceRole; targetUrl: string },
): Promise<Notification | null> {
  const params = (locale: Locale) => ({
    workspace: event.workspaceName,
    member: event.memberName,
    role: message(roleKeys[event.role], locale),
  });
  return notify(host, {
    userId: event.userId,
    type: 'workspace',
    category: 'workspace',
    workspaceId: event.workspaceId,
    title: messageInEveryLanguage('notification_invitation_accepted_title', params),
    message: messageInEveryLanguage('notification_invitation_accepted_message', params),
    data: { targetUrl: event.targetUrl, clickable: true, event: 'member_joined' },
  });
}
