/** Notifications and their per-user preferences (SPEC §3 'Notification', §4 delivery). */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type NotificationChannelPreference,
  type NotificationPreferences,
  type NotificationPriority,
  type NotificationTexts,
  type NotificationType,
} from '@artel/sdk/shared';
import { users, workspaces } from '../schema';

// The lists of SPEC §3 are the client's too: one definition, in the SDK's dependency-free notification types.
export const notificationTypes = NOTIFICATION_TYPES;
export const notificationPriorities = NOTIFICATION_PRIORITIES;
export const notificationCategories = NOTIFICATION_CATEGORIES;
export type { NotificationCategory, NotificationPriority, NotificationType };

/** `data` of a notification: where a click leads, plus whatever its creator keeps there. */
export type NotificationData = { targetUrl?: string; clickable: boolean } & Record<string, unknown>;

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The long-poll cursor. Inserts for one user are serialised (see notificationStore), so within a user
     * the sequence order is also the commit order: a poller never skips a row that commits late.
     */
    eventId: bigserial('event_id', { mode: 'number' }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The texts in every language the creator gave, so each reader sees them in theirs; title/message hold Russian. */
    texts: jsonb('texts').$type<NotificationTexts>(),
    priority: text('priority', { enum: notificationPriorities }).notNull().default('medium'),
    category: text('category', { enum: notificationCategories }).notNull(),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<NotificationData>().notNull(),
    /** Whether the recipient's preferences let it be pushed live (socket, long poll) when it was created. */
    live: boolean('live').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_event_idx').on(table.userId, table.eventId),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    check('notifications_type_check', sql`${table.type} in (${inList(notificationTypes)})`),
    check('notifications_priority_check', sql`${table.priority} in (${inList(notificationPriorities)})`),
    check('notifications_category_check', sql`${table.category} in (${inList(notificationCategories)})`),
  ],
);

export type DeliveryPreference = NotificationChannelPreference;
export type { NotificationPreferences };

/** Only what differs from the defaults is stored, so categories or types added later default to on. */
export type StoredPreferences = {
  categories?: Partial<Record<NotificationCategory, Partial<DeliveryPreference>>>;
  types?: Partial<Record<NotificationType, Partial<DeliveryPreference>>>;
};

export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<StoredPreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
