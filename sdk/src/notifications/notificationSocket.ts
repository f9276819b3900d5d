/** Opens the real notification socket of SPEC §7: /api/v1/notifications/ws?token=…&workspace_id=…. */
import { API_BASE_URL } from '../api/apiClient';
import { $session } from '../session/sessionModel';
import type { DeliveryTarget, NotificationSocket } from './notificationDelivery';

export function notificationSocketUrl(
  token: string,
  workspaceId: string | null,
  origin: Pick<Location, 'protocol' | 'host'> = window.location,
  workspaceEventId: number | null = null,
): string {
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ token });
  if (workspaceId) query.set('workspace_id', workspaceId);
  // The last workspace event the client has: the server sends what came after it, from any instance.
  if (workspaceId && workspaceEventId !== null) query.set('workspace_event_id', String(workspaceEventId));
  return `${scheme}//${origin.host}${API_BASE_URL}/notifications/ws?${query.toString()}`;
}

export function openNotificationSocket({ workspaceId }: DeliveryTarget, workspaceEventId: number | null): NotificationSocket {
  const { accessToken } = $session.getState();
  if (!accessToken) throw new Error('No access token for the notification socket');
  return new WebSocket(notificationSocketUrl(accessToken, workspaceId, window.location, workspaceEventId)) as unknown as NotificationSocket;
}
