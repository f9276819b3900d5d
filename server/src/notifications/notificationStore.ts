import { and, count, desc, eq, gt, inArray, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { type NotificationCategory, type NotificationPriority, notifications, type NotificationType } from '../db/tables/notifications';
import type { NotificationRow } from './notificationSchema';

export type NewNotificationRow = typeof notifications.$inferInsert;

export interface NotificationFilters {
  type?: NotificationType;
  category?: NotificationCategory;
  priority?: NotificationPriority;
  read?: boolean;
  workspaceId?: string;
}

/** First key of the per-user advisory lock; the second is a hash of the user id. */
const INSERT_LOCK_NAMESPACE = 0x4e6f7466;

function conditions(userId: string, filters: NotificationFilters): SQL[] {
  const where: SQL[] = [eq(notifications.userId, userId)];
  if (filters.type) where.push(eq(notifications.type, filters.type));
  if (filters.category) where.push(eq(notifications.category, filters.category));
  if (filters.priority) where.push(eq(notifications.priority, filters.priority));
  if (filters.workspaceId) where.push(eq(notifications.workspaceId, filters.workspaceId));
  if (filters.read === true) where.push(isNotNull(notifications.readAt));
  if (filters.read === false) where.push(isNull(notifications.readAt));
  return where;
}

/**
 * Inserts one user's notifications one at a time: the event id is drawn only once the lock is held and
 * the lock lasts until commit, so for each user event ids become visible in increasing order and a poll
 * cursor can never pass a row that is still being committed.
 */
export async function insertNotification(orm: Orm, values: NewNotificationRow): Promise<NotificationRow> {
  return orm.transaction((tx) => insertNotificationIn(tx, values));
}

/** The same within the caller's open transaction `tx`, which then holds the user's lock until it ends. */
export async function insertNotificationIn(tx: Orm, values: NewNotificationRow): Promise<NotificationRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INSERT_LOCK_NAMESPACE}::int, hashtext(${values.userId}::text))`);
  const [row] = await tx.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification insert returned no row');
  return row;
}

export async function findNotification(orm: Orm, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await orm
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return row;
}

/** Newest first; `hasMore` when rows remain past this page. */
export async function listNotifications(
  orm: Orm,
  userId: string,
  filters: NotificationFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; hasMore: boolean }> {
  const rows = await orm
    .select()
    .from(notifications)
    .where(and(...conditions(userId, filters)))
    .orderBy(desc(notifications.eventId))
    .offset(page.offset)
    .limit(page.limit + 1);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export async function deleteNotification(orm: Orm, userId: string, id: string): Promise<boolean> {
  const deleted = await orm
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

export type ReadSelection = { ids: string[] } | { all: true; workspaceId?: string; category?: NotificationCategory };

/** Marks the caller's unread notifications read; returns how many changed. Others' ids never match. */
export async function markRead(orm: Orm, userId: string, selection: ReadSelection): Promise<number> {
  const where =
    'ids' in selection
      ? [...conditions(userId, { read: false }), inArray(notifications.id, selection.ids)]
      : conditions(userId, { read: false, workspaceId: selection.workspaceId, category: selection.category });
  const updated = await orm
    .update(notifications)
    .set({ readAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(...where))
    .returning({ id: notifications.id });
  return updated.length;
}

export async function countUnread(
  orm: Orm,
  userId: string,
  scope: { workspaceId?: string; category?: NotificationCategory } = {},
): Promise<number> {
  const [row] = await orm
    .select({ count: count() })
    .from(notifications)
    .where(and(...conditions(userId, { ...scope, read: false })));
  return row?.count ?? 0;
}

/** The user's newest event id (0 when none): a cursor that only this user's later rows can pass. */
export async function latestEventId(orm: Orm, userId: string): Promise<number> {
  const [row] = await orm
    .select({ eventId: max(notifications.eventId) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.eventId ?? 0;
}

export type Cursor = { eventId: number } | { time: Date };

/** Live-delivered notifications past the cursor, oldest first; `hasMore` when more than `limit` wait. */
export async function liveNotificationsAfter(
  orm: Orm,
  userId: string,
  cursor: Cursor,
  limit: number,
): Promise<{ rows: NotificationRow[]; hasMore: boolean }> {
  // Clients hold times in milliseconds; the column has microseconds, so compare at the client's precision.
  const after =
    'eventId' in cursor
      ? gt(notifications.eventId, cursor.eventId)
      : sql`date_trunc('milliseconds', ${notifications.createdAt}) > ${cursor.time.toISOString()}::timestamptz`;
  const rows = await orm
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.live, true), after))
    .orderBy(notifications.eventId)
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** One round trip for what a live push needs: the row and its owner's unread count. */
export async function findWithUnreadCount(orm: Orm, id: string): Promise<{ row: NotificationRow; unread: number } | undefined> {
  const [found] = await orm
    .select({
      row: notifications,
      // Spelled out: Drizzle leaves columns of a one-table query unqualified, and an unqualified user_id
      // here would name the subquery's own column.
      unread: sql<number>`(select count(*) from notifications as unread_rows
        where unread_rows.user_id = notifications.user_id and unread_rows.read_at is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.id, id));
  return found;
}
