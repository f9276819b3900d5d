import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../http/errors';
import { userTopic } from '../realtime/hub';
import type { UserMessage } from '../realtime/messages';
import { Wakeup } from '../realtime/wakeup';
import { requireMembership } from '../workspaces/membership';
import { notificationForbidden } from './notificationRoutes';
import { NotificationSchema, toNotification } from './notificationSchema';
import { type Cursor, latestEventId, liveNotificationsAfter } from './notificationStore';

/** SPEC §9: the long poll holds at most 30 s. */
export const MAX_POLL_TIMEOUT_SECONDS = 30;
const POLL_BATCH = 100;

const PollQuery = Type.Object({
  userId: Type.String({ format: 'uuid' }),
  workspaceId: Type.Optional(Type.String({ format: 'uuid' })),
  lastEventId: Type.Optional(Type.Integer({ minimum: 0 })),
  /** ISO 8601 or epoch milliseconds. */
  lastEventTime: Type.Optional(Type.String({ maxLength: 40 })),
  timeout: Type.Integer({ minimum: 0, maximum: MAX_POLL_TIMEOUT_SECONDS, default: MAX_POLL_TIMEOUT_SECONDS }),
});

const PollResponse = Type.Object({ notifications: Type.Array(NotificationSchema), hasMore: Type.Boolean(), eventId: Type.Integer() });

function parseEventTime(value: string): Date {
  const time = /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value);
  if (Number.isNaN(time.getTime())) {
    throw new AppError(400, 'validation_error', 'validation_error', {
      details: [{ in: 'querystring', field: 'lastEventTime', rule: 'format', message: 'must be ISO 8601 or epoch milliseconds' }],
    });
  }
  return time;
}

const wakesPoller = (message: UserMessage) => message.type !== 'unread';

/**
 * GET /notifications/poll: answers at once with what is past the cursor, else waits until something arrives
 * or the timeout passes. The waiter listens before the first query, so an arrival between that query and the
 * wait is not missed; and the cursor is an event id, which for one user only grows in commit order.
 */
export const pollRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;

  app.get('/poll', { schema: { querystring: PollQuery, response: { 200: PollResponse } } }, async (request, reply) => {
    const { userId, workspaceId, lastEventId, lastEventTime, timeout } = request.query;
    if (userId !== request.user.id) throw notificationForbidden();
    const since = lastEventId === undefined && lastEventTime !== undefined ? parseEventTime(lastEventTime) : undefined;
    if (workspaceId) await requireMembership(orm, workspaceId, userId);

    // Without an id cursor, the answer's eventId is the newest one before anything is read: never ahead of a
    // row the queries below could still miss.
    const fallbackEventId = lastEventId ?? (await latestEventId(orm, userId));
    const cursor: Cursor = since ? { time: since } : { eventId: fallbackEventId };
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort());
    const stop = AbortSignal.any([gone.signal, app.realtime.closing]);
    const deadline = Date.now() + timeout * 1000;
    const wakeup = new Wakeup(app.realtime.users, userTopic(userId), wakesPoller);
    try {
      for (;;) {
        const { rows, hasMore } = await liveNotificationsAfter(orm, userId, cursor, POLL_BATCH);
        const last = rows.at(-1);
        if (last) return { notifications: rows.map(toNotification), hasMore, eventId: last.eventId };
        if (!(await wakeup.wait(deadline - Date.now(), stop))) return { notifications: [], hasMore: false, eventId: fallbackEventId };
      }
    } finally {
      wakeup.close();
    }
  });
};
