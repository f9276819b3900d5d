/** Pure rules the store and the panels share: which list a notification belongs to, and what it may do. */
import type { Notification, NotificationFilters, NotificationPreferences } from './notificationTypes';

export function isUnread(notification: Pick<Notification, 'readAt'>): boolean {
  return notification.readAt === null;
}

/** The same narrowing GET /notifications applies, for notifications that arrive live. */
export function matchesNotificationFilters(notification: Notification, filters: NotificationFilters): boolean {
  if (filters.type !== undefined && notification.type !== filters.type) return false;
  if (filters.category !== undefined && notification.category !== filters.category) return false;
  if (filters.priority !== undefined && notification.priority !== filters.priority) return false;
  if (filters.workspaceId !== undefined && notification.workspaceId !== filters.workspaceId) return false;
  if (filters.read !== undefined && isUnread(notification) !== (filters.read === 'unread')) return false;
  return true;
}

/** The sound plays only when both the category and the type allow it; unknown preferences allow it. */
export function allowsSound(preferences: NotificationPreferences | null, notification: Notification): boolean {
  if (!preferences) return true;
  return preferences.categories[notification.category]?.sound !== false && preferences.types[notification.type]?.sound !== false;
}

/** Where clicking a notification leads: its own target when it is clickable, else its detail page. */
export function notificationTarget(notification: Pick<Notification, 'id' | 'data'>): string {
  const { targetUrl, clickable } = notification.data;
  if (clickable && typeof targetUrl === 'string' && targetUrl.startsWith('/') && !targetUrl.startsWith('//')) return targetUrl;
  return `/notifications/${encodeURIComponent(notification.id)}`;
}

/** Newest first by event id, each notification once (the later copy wins). */
export function mergeNewestFirst(current: readonly Notification[], incoming: readonly Notification[]): Notification[] {
  const byId = new Map<string, Notification>();
  for (const notification of current) byId.set(notification.id, notification);
  for (const notification of incoming) byId.set(notification.id, notification);
  return [...byId.values()].sort((a, b) => b.eventId - a.eventId);
}
