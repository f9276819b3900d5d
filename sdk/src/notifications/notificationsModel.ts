/**
 * The notification store every bundle shares (ARCHITECTURE §3 `$notifications`): the list the bell
 * shows, the unread count, delivery status, preferences, and the effects that change them.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { toApiError } from '../api/apiError';
import { eventBus, PlatformEvents } from '../events/eventBus';
import type { DeliveryStatus, DeliveryTransport } from './notificationDelivery';
import { type MarkReadResult, NOTIFICATION_PAGE_SIZE, type NotificationPageRequest, notificationApi } from './notificationApi';
import { allowsSound, isUnread, matchesNotificationFilters, mergeNewestFirst } from './notificationRules';
import { playNotificationSound } from './notificationSound';
import type { WorkspaceEventMessage } from './socketMessages';
import type {
  Notification,
  NotificationFilters,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesChange,
} from './notificationTypes';

/** Payload of PlatformEvents.notificationReceived: one event per notification that arrived live. */
export interface NotificationReceivedPayload {
  notification: Notification;
}

interface LoadedPage {
  page: NotificationPage;
  filters: NotificationFilters;
  offset: number;
}

/** Notifications that arrived live (socket or poll), oldest first. */
export const notificationsReceived = createEvent<Notification[]>();
/** The server's count of unread notifications (the socket says it after every change). */
export const unreadCountUpdated = createEvent<number>();
/** A workspace-wide event the socket carried for the current workspace (e.g. its module list changed). */
export const workspaceEventReceived = createEvent<WorkspaceEventMessage>();
/** The socket missed more of the workspace's events than the server keeps: pages showing it read it again. */
export const workspaceResyncNeeded = createEvent<{ workspaceId: string }>();
export const deliveryStatusChanged = createEvent<DeliveryStatus>();
export const deliveryTransportChanged = createEvent<DeliveryTransport | null>();
/** Forgets everything of the signed-out user. */
export const notificationsReset = createEvent();
const pageLoaded = createEvent<LoadedPage>();

let latestLoad = 0;

/** Loads one page (20 by default) of the list for the given filters; offset 0 replaces the list. */
export const loadNotificationsFx = createEffect(async (request: NotificationPageRequest = {}): Promise<NotificationPage> => {
  latestLoad += 1;
  const ticket = latestLoad;
  const filters = request.filters ?? {};
  const offset = request.offset ?? 0;
  const page = await notificationApi.list({ filters, offset, limit: request.limit ?? NOTIFICATION_PAGE_SIZE });
  // A tab clicked while an older page was on its way: only the latest request may fill the list.
  if (ticket === latestLoad) pageLoaded({ page, filters, offset });
  return page;
});

export const $notifications = createStore<Notification[]>([]);
export const $notificationFilters = createStore<NotificationFilters>({});
export const $unreadCount = createStore(0);
export const $hasMore = createStore(false);
export const $notificationsError = createStore<string | null>(null);
export const $deliveryStatus = createStore<DeliveryStatus>('disconnected');
export const $deliveryTransport = createStore<DeliveryTransport | null>(null);
export const $notificationPreferences = createStore<NotificationPreferences | null>(null);

/** The next page of the current list; does nothing when there is none or a load is running. */
export const loadMoreNotificationsFx = createEffect(async (): Promise<NotificationPage | null> => {
  if (!$hasMore.getState() || loadNotificationsFx.pending.getState()) return null;
  return loadNotificationsFx({ filters: $notificationFilters.getState(), offset: $notifications.getState().length });
});

export const $notificationsLoading = combine(loadNotificationsFx.pending, loadMoreNotificationsFx.pending, (a, b) => a || b);

export const markNotificationsReadFx = createEffect(
  async (ids: readonly string[]): Promise<MarkReadResult & { ids: readonly string[] }> => ({
    ...(await notificationApi.markRead(ids)),
    ids,
  }),
);
export const markAllNotificationsReadFx = createEffect(() => notificationApi.markAllRead());

export interface RemovedNotification {
  id: string;
  /** The user's unread count after the removal. */
  unread: number;
}

/** Deletes one; the count is asked again, since the list on screen need not hold the deleted one. */
export const removeNotificationFx = createEffect(async (id: string): Promise<RemovedNotification> => {
  await notificationApi.remove(id);
  return { id, unread: await notificationApi.unreadCount() };
});
export const refreshUnreadCountFx = createEffect(() => notificationApi.unreadCount());
export const loadNotificationPreferencesFx = createEffect(() => notificationApi.preferences());
export const saveNotificationPreferencesFx = createEffect((change: NotificationPreferencesChange) =>
  notificationApi.savePreferences(change),
);

function markedRead(notification: Notification, at: string): Notification {
  return isUnread(notification) ? { ...notification, readAt: at, updatedAt: at } : notification;
}

$notifications
  .on(pageLoaded, (current, { page, offset }) =>
    offset === 0 ? mergeNewestFirst([], page.notifications) : mergeNewestFirst(current, page.notifications),
  )
  .on(markNotificationsReadFx.doneData, (current, { ids }) => {
    const at = new Date().toISOString();
    const marked = new Set(ids);
    return current.map((notification) => (marked.has(notification.id) ? markedRead(notification, at) : notification));
  })
  .on(markAllNotificationsReadFx.done, (current) => {
    const at = new Date().toISOString();
    return current.map((notification) => markedRead(notification, at));
  })
  .on(removeNotificationFx.doneData, (current, { id }) => current.filter((notification) => notification.id !== id))
  .reset(notificationsReset);

sample({
  clock: notificationsReceived,
  source: { current: $notifications, filters: $notificationFilters },
  fn: ({ current, filters }, arrived) =>
    mergeNewestFirst(
      current,
      arrived.filter((notification) => matchesNotificationFilters(notification, filters)),
    ),
  target: $notifications,
});

$notificationFilters.on(pageLoaded, (_, { filters }) => filters).reset(notificationsReset);
$hasMore.on(pageLoaded, (_, { page }) => page.hasMore).reset(notificationsReset);

$unreadCount
  .on(pageLoaded, (_, { page }) => page.unread)
  .on(unreadCountUpdated, (_, count) => count)
  .on(refreshUnreadCountFx.doneData, (_, count) => count)
  .on(markNotificationsReadFx.doneData, (_, { unread }) => unread)
  .on(markAllNotificationsReadFx.doneData, (_, { unread }) => unread)
  .on(notificationsReceived, (count, arrived) => count + arrived.filter(isUnread).length)
  .on(removeNotificationFx.doneData, (_, { unread }) => unread)
  .reset(notificationsReset);

$notificationsError
  .on(loadNotificationsFx, () => null)
  .on(loadNotificationsFx.failData, (_, error) => toApiError(error).message)
  .reset(notificationsReset);

$deliveryStatus.on(deliveryStatusChanged, (_, status) => status).reset(notificationsReset);
$deliveryTransport.on(deliveryTransportChanged, (_, transport) => transport).reset(notificationsReset);

$notificationPreferences
  .on(loadNotificationPreferencesFx.doneData, (_, preferences) => preferences)
  .on(saveNotificationPreferencesFx.doneData, (_, preferences) => preferences)
  .reset(notificationsReset);

notificationsReceived.watch((arrived) => {
  for (const notification of arrived) {
    eventBus.emit<NotificationReceivedPayload>(PlatformEvents.notificationReceived, { notification }, { source: 'notifications' });
  }
  const preferences = $notificationPreferences.getState();
  if (arrived.some((notification) => isUnread(notification) && allowsSound(preferences, notification))) {
    playNotificationSound();
  }
});
