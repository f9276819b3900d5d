/** Sample notifications and preferences for the notification tests (SDK and shell). */
import type { Notification, NotificationCategory, NotificationPreferences, NotificationType } from '../notificationTypes';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from '../notificationTypes';

export function makeNotification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    userId: 'u-anna',
    type: 'info',
    title: `Title ${id}`,
    message: `Message ${id}`,
    priority: 'medium',
    category: 'system',
    workspaceId: null,
    data: { clickable: false },
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    readAt: null,
    eventId: 1,
    ...overrides,
  };
}

export function allOnPreferences(): NotificationPreferences {
  const on = () => ({ inApp: true, sound: true });
  return {
    categories: Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category, on()])) as Record<
      NotificationCategory,
      { inApp: boolean; sound: boolean }
    >,
    types: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, on()])) as Record<
      NotificationType,
      { inApp: boolean; sound: boolean }
    >,
  };
}
