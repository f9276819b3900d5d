import type { FastifyInstance } from 'fastify';
import type { NotificationCategory, NotificationPriority, NotificationType } from '../db/tables/notifications';
import { type NotificationDataInput, normaliseData } from './notificationInput';
import { defaultCategory, type Notification, toNotification } from './notificationSchema';
import { insertNotificationIn } from './notificationStore';
import { type NotificationText, storedTexts } from './notificationTexts';
import { deliversInApp, loadPreferences } from './preferences';

export interface NotifyInput {
  /** The recipient; must exist. */
  userId: string;
  type: NotificationType;
  /** 1-200 characters; per language, each reader sees theirs. */
  title: NotificationText;
  /** 0-2000 characters; per language, each reader sees theirs. */
  message: NotificationText;
  /** Default 'medium'. */
  priority?: NotificationPriority;
  /** Default follows the type (invitation → workspace, card_moved → task, …). */
  category?: NotificationCategory;
  /** An existing workspace, or null/omitted for a personal or system notification. */
  workspaceId?: string | null;
  /** `targetUrl` is an in-app path ('/…'); `clickable` defaults to whether it is given; other keys are kept. */
  data?: NotificationDataInput;
}

/** `app` or `request.server` will do. */
export type NotifyHost = Pick<FastifyInstance, 'db' | 'realtime' | 'log'>;

/**
 * The one way to raise a notification, for routes and modules alike. When the recipient switched in-app delivery
 * off for its category or type, nothing is stored, listed, counted or pushed and the answer is null. Otherwise it
 * is stored and pushed live on every instance, both in one transaction. `always` is for a notification the
 * recipient (or the admin) asks for through the API: it is stored whatever the preferences, and pushed live only
 * when they allow. Runs its own
 * transaction: call it after yours has committed. No permission checks: the caller decides who may be told.
 */
export async function notify(host: NotifyHost, input: NotifyInput, options: { always: true }): Promise<Notification>;
export async function notify(host: NotifyHost, input: NotifyInput, options?: { always?: boolean }): Promise<Notification | null>;
export async function notify(host: NotifyHost, input: NotifyInput, options: { always?: boolean } = {}): Promise<Notification | null> {
  const texts = storedTexts(input.title, input.message);
  const data = normaliseData(input.data);
  const category = input.category ?? defaultCategory(input.type);
  const orm = host.db.orm;
  const live = deliversInApp(await loadPreferences(orm, input.userId), input.type, category);
  if (!live && !options.always) return null;
  // The live push is sent with the row's transaction, so a row that commits is always signalled, even when this
  // instance dies right after the commit (on PostgreSQL the NOTIFY is delivered by the database at commit).
  const row = await host.realtime.signals.transaction(orm, async (tx, send) => {
    const inserted = await insertNotificationIn(tx, {
      userId: input.userId,
      type: input.type,
      ...texts,
      priority: input.priority ?? 'medium',
      category,
      workspaceId: input.workspaceId ?? null,
      data,
      live,
    });
    if (live) send({ kind: 'notification', userId: inserted.userId, notificationId: inserted.id });
    return inserted;
  });
  return toNotification(row);
}

/** Tells the user's open clients their unread count changed (read, deleted), on every instance. */
export async function announceUnreadChange(host: NotifyHost, userId: string): Promise<void> {
  await host.realtime.signals
    .send({ kind: 'unread', userId })
    .catch((error: unknown) => host.log.error({ err: error }, 'unread count not pushed live'));
}
