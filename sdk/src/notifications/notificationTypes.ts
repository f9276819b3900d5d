/** The notification entity and the shapes of its calls (SPEC §3 'Notification', §7 'Notifications'). */

export const NOTIFICATION_TYPES = [
  'info',
  'warning',
  'error',
  'success',
  'system',
  'workspace',
  'user',
  'task',
  'comment',
  'invitation',
  'card_moved',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const NOTIFICATION_CATEGORIES = ['system', 'workspace', 'module', 'user', 'task', 'comment', 'security', 'billing'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export interface NotificationData {
  targetUrl?: string;
  clickable?: boolean;
  [key: string]: unknown;
}

export type NotificationLanguage = 'ru' | 'en';

/** A notification's title and message in each language its creator wrote them in. */
export type NotificationTexts = Partial<Record<NotificationLanguage, { title: string; message: string }>>;

export interface Notification {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  category: NotificationCategory;
  workspaceId: string | null;
  data: NotificationData;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  /** ISO 8601; null while unread. */
  readAt: string | null;
  /** Strictly increasing across all notifications: the order of arrival and the cursor of the long poll. */
  eventId: number;
  /** Present when the creator gave the texts in several languages; `title` and `message` are then the Russian ones. */
  texts?: NotificationTexts;
}

/** The title and message to show a reader of `language`: theirs when the creator wrote it, else the stored one. */
export function notificationText(
  notification: Pick<Notification, 'title' | 'message' | 'texts'>,
  language: string,
): { title: string; message: string } {
  const base = language.slice(0, 2) as NotificationLanguage;
  return notification.texts?.[base] ?? { title: notification.title, message: notification.message };
}

export type NotificationReadState = 'read' | 'unread';

/** Filters of GET /notifications; an absent field does not filter. */
export interface NotificationFilters {
  type?: NotificationType;
  category?: NotificationCategory;
  priority?: NotificationPriority;
  read?: NotificationReadState;
  workspaceId?: string;
}

/** What POST /notifications creates (SPEC §7); without userId it is for the caller. */
export interface CreateNotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  priority?: NotificationPriority;
  category?: NotificationCategory;
  workspaceId?: string | null;
  data?: NotificationData;
  userId?: string;
}

export interface NotificationChannelPreference {
  inApp: boolean;
  sound: boolean;
}

/**
 * In-app and sound switches per category and per type. A notification is shown live (or plays its
 * sound) only when both its category and its type allow it.
 */
export interface NotificationPreferences {
  categories: Record<NotificationCategory, NotificationChannelPreference>;
  types: Record<NotificationType, NotificationChannelPreference>;
}

/** PUT /notifications/preferences takes any part of the preferences; the server merges it. */
export interface NotificationPreferencesChange {
  categories?: Partial<Record<NotificationCategory, Partial<NotificationChannelPreference>>>;
  types?: Partial<Record<NotificationType, Partial<NotificationChannelPreference>>>;
}

export interface NotificationPage {
  notifications: Notification[];
  /** Unread notifications of the user overall, not only of this page. */
  unread: number;
  hasMore: boolean;
}

/** What a long poll asks for: events after the cursor, held open for at most `timeout` seconds. */
export interface NotificationPollRequest {
  userId: string;
  workspaceId: string | null;
  lastEventId: number | null;
  /** Used by the server only while no event id is known. */
  lastEventTime: string | null;
  /** The last event of `workspaceId` the client has: the answer carries those after it (none: from now on). */
  workspaceEventId: number | null;
  /** Seconds. */
  timeout: number;
}

export interface NotificationPollResponse {
  notifications: Notification[];
  hasMore: boolean;
  /** The cursor to send back as lastEventId. */
  eventId: number;
  /** With a workspace: its events after workspaceEventId, oldest first. */
  workspaceEvents?: { eventId: number; event: { kind: string } & Record<string, unknown> }[];
  /** With a workspace: the id to send back as workspaceEventId. */
  workspaceEventId?: number;
  /** The client missed more of the workspace's events than the server keeps: re-read its state. */
  workspaceResync?: boolean;
}
