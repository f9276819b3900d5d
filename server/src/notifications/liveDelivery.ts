import type { FastifyInstance } from 'fastify';
import { userTopic } from '../realtime/hub';
import { toNotification } from './notificationSchema';
import { countUnread, findWithUnreadCount } from './notificationStore';

/**
 * Turns signals into messages for this instance's sockets and pollers. Only users with a listener here
 * cost a query. Work for one user runs in signal order, so their clients see notifications and unread
 * counts in the order they happened.
 */
export function deliverLive(app: FastifyInstance): void {
  const { users, signals } = app.realtime;
  const queues = new Map<string, Promise<void>>();

  const inOrder = (userId: string, task: () => Promise<void>) => {
    const next = (queues.get(userId) ?? Promise.resolve())
      .then(task)
      .catch((error: unknown) => app.log.error({ err: error }, 'live notification delivery failed'));
    queues.set(userId, next);
    void next.then(() => {
      if (queues.get(userId) === next) queues.delete(userId);
    });
  };

  signals.onSignal((signal) => {
    if (signal.kind !== 'notification' && signal.kind !== 'unread') return;
    const topic = userTopic(signal.userId);
    if (!users.hasSubscribers(topic)) return;
    if (signal.kind === 'notification') {
      inOrder(signal.userId, async () => {
        const found = await findWithUnreadCount(app.db.orm, signal.notificationId);
        if (!found || !found.row.live || found.row.userId !== signal.userId) return;
        users.publish(topic, { type: 'notification', notification: toNotification(found.row) });
        users.publish(topic, { type: 'unread', count: found.unread });
      });
    } else {
      inOrder(signal.userId, async () => {
        users.publish(topic, { type: 'unread', count: await countUnread(app.db.orm, signal.userId) });
      });
    }
  });
}
