import { navigate } from '@artel/sdk';
import { type Notification, isUnread, markNotificationsReadFx, notificationTarget } from '@artel/sdk/host';

/** Clicking a notification reads it and goes to its target (SPEC §2, §4). */
export function openNotification(notification: Notification): void {
  if (isUnread(notification)) {
    markNotificationsReadFx([notification.id]).catch((error: unknown) => console.warn('Marking a notification read failed', error));
  }
  navigate(notificationTarget(notification));
}
