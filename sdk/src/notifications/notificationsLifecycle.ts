/**
 * Runs delivery while someone is signed in: it starts with the session, follows the current workspace
 * and stops on logout, when the signed-in user's notifications are forgotten.
 */
import { combine } from 'effector';
import { $user } from '../session/sessionModel';
import { $currentWorkspaceId } from '../workspace/workspaceModel';
import { type NotificationDelivery, createNotificationDelivery } from './notificationDelivery';
import { notificationApi } from './notificationApi';
import { openNotificationSocket } from './notificationSocket';
import {
  deliveryStatusChanged,
  deliveryTransportChanged,
  loadNotificationPreferencesFx,
  loadNotificationsFx,
  notificationsReceived,
  notificationsReset,
  unreadCountUpdated,
  workspaceEventReceived,
  workspaceResyncNeeded,
} from './notificationsModel';

const $deliveryTarget = combine($user, $currentWorkspaceId, (user, currentWorkspaceId) =>
  user ? { userId: user.id, workspaceId: currentWorkspaceId ?? user.preferredWorkspaceId } : null,
);

let delivery: NotificationDelivery | null = null;
let holders = 0;
let unwatch: (() => void) | null = null;

function platformDelivery(): NotificationDelivery {
  delivery ??= createNotificationDelivery({
    openSocket: openNotificationSocket,
    poll: notificationApi.poll,
    onNotifications: (notifications) => notificationsReceived(notifications),
    onUnreadCount: (count) => unreadCountUpdated(count),
    onWorkspaceEvent: (message) => workspaceEventReceived(message),
    onWorkspaceResync: ({ workspaceId }) => workspaceResyncNeeded({ workspaceId }),
    onStatus: (status) => deliveryStatusChanged(status),
    onTransport: (transport) => deliveryTransportChanged(transport),
  });
  return delivery;
}

function watchSession(live: NotificationDelivery): () => void {
  let userId: string | null = null;
  const subscription = $deliveryTarget.watch((target) => {
    if (!target) {
      if (userId === null) return;
      userId = null;
      live.stop();
      notificationsReset();
      return;
    }
    if (target.userId === userId) {
      live.switchWorkspace(target.workspaceId);
      return;
    }
    if (userId !== null) notificationsReset();
    userId = target.userId;
    live.start(target);
    loadNotificationsFx({}).catch(() => undefined);
    loadNotificationPreferencesFx().catch(() => undefined);
  });
  return () => subscription.unsubscribe();
}

/**
 * Starts live notifications for whoever is signed in, now and after every later sign-in. Several callers
 * may hold it; delivery stops when the last one calls the returned function.
 */
export function startNotifications(): () => void {
  holders += 1;
  if (holders === 1) unwatch = watchSession(platformDelivery());
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    unwatch?.();
    unwatch = null;
    delivery?.stop();
  };
}
