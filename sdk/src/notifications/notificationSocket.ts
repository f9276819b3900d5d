/** Opens the real notification socket of SPEC §7: /api/v1/notifications/ws?token=…&workspace_id=…. */
import { API_BASE_URL } from '../api/apiClient';
import { $session } from '../session/sessionModel';
import type { DeliveryTarget, NotificationSocket } from './notificationDelivery';

export function notificationSocketUrl(token: string, workspaceId: string | null, origin: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ token });
  if (workspaceId) query.set('workspace_id', workspaceId);
  return `${scheme}//${origin.host}${API_BASE_URL}/notifications/ws?${query.toString()}`;
}

export function openNotificationSocket({ workspaceId }: DeliveryTarget): NotificationSocket {
  const { accessToken } = $session.getState();
  if (!accessToken) throw new Error('No access token for the notification socket');
  return new WebSocket(notificationSocketUrl(accessToken, workspaceId)) as unknown as NotificationSocket;
}
