import { type Static, type TLiteral, Type } from '@sinclair/typebox';
import {
  type NotificationCategory,
  notificationCategories,
  notificationPriorities,
  type NotificationType,
  notificationTypes,
  type notifications,
} from '../db/tables/notifications';
import type { Locale } from '../http/messages';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)) as TLiteral<T>[]);

export const NotificationTypeSchema = literals(notificationTypes);
export const NotificationPrioritySchema = literals(notificationPriorities);
export const NotificationCategorySchema = literals(notificationCategories);

export const TITLE_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 2000;
export const TARGET_URL_MAX_LENGTH = 500;
/** Bytes of JSON. */
export const DATA_MAX_BYTES = 4000;

export const NotificationDataSchema = Type.Object(
  {
    targetUrl: Type.Optional(Type.String({ maxLength: TARGET_URL_MAX_LENGTH })),
    clickable: Type.Boolean(),
  },
  { additionalProperties: true },
);

const NotificationTextPairSchema = Type.Object({ title: Type.String(), message: Type.String() });

/** SPEC §3 Notification on the wire, plus `eventId`, the long-poll cursor. */
export const NotificationSchema = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  type: NotificationTypeSchema,
  title: Type.String(),
  message: Type.String(),
  priority: NotificationPrioritySchema,
  category: NotificationCategorySchema,
  workspaceId: Type.Union([Type.String(), Type.Null()]),
  data: NotificationDataSchema,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  readAt: Type.Union([Type.String(), Type.Null()]),
  eventId: Type.Integer(),
  texts: Type.Optional(
    Type.Partial(Type.Object({ ru: NotificationTextPairSchema, en: NotificationTextPairSchema }), { additionalProperties: false }),
  ),
});

export type Notification = Static<typeof NotificationSchema>;

export type NotificationRow = typeof notifications.$inferSelect;

/** The notification with `title` and `message` in the reader's language when its creator wrote them in it. */
export function inLanguage(notification: Notification, locale: Locale): Notification {
  const texts = notification.texts?.[locale];
  return texts ? { ...notification, ...texts } : notification;
}

export function toNotification(row: NotificationRow, locale: Locale = 'ru'): Notification {
  return inLanguage(toStoredNotification(row), locale);
}

function toStoredNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    title: row.title,
    message: row.message,
    priority: row.priority,
    category: row.category,
    workspaceId: row.workspaceId,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    eventId: row.eventId,
    ...(row.texts ? { texts: row.texts } : {}),
  };
}

/** The category a notification gets when its creator names none. */
export function defaultCategory(type: NotificationType): NotificationCategory {
  switch (type) {
    case 'invitation':
    case 'workspace':
      return 'workspace';
    case 'task':
    case 'card_moved':
      return 'task';
    case 'comment':
      return 'comment';
    case 'user':
      return 'user';
    default:
      return 'system';
  }
}
