import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, requestLocale } from '../http/errors';
import type { Locale } from '../http/messages';
import { sessionTopic, userTopic, workspaceAccessTopic, workspaceTopic } from '../realtime/hub';
import type { AccessMessage, UserMessage } from '../realtime/messages';
import { Wakeup } from '../realtime/wakeup';
import {
  hasWorkspaceNews,
  type PolledWorkspaceEvents,
  PolledWorkspaceEventsSchema,
  pollWorkspaceEvents,
} from '../realtime/workspaceEventPoll';
import { latestWorkspaceEventId } from '../realtime/workspaceEventLog';
import { requireMembership, workspaceNotFound } from '../workspaces/membership';
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
  /** With workspaceId: the last workspace event the client has; the answer carries the ones after it. */
  workspaceEventId: Type.Optional(Type.Integer({ minimum: 0 })),
  /** ISO 8601 or epoch milliseconds. */
  lastEventTime: Type.Optional(Type.String({ maxLength: 40 })),
  timeout: Type.Integer({ minimum: 0, maximum: MAX_POLL_TIMEOUT_SECONDS, default: MAX_POLL_TIMEOUT_SECONDS }),
});

const PollResponse = Type.Object({
  notifications: Type.Array(NotificationSchema),
  hasMore: Type.Boolean(),
  eventId: Type.Integer(),
  ...PolledWorkspaceEventsSchema,
});

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
 * Aborts with the error the poll must answer once the caller loses what it polls with: its session (logout)
 * or its place in the workspace. Listening starts before the caller's access is checked, so nothing slips by.
 */
function watchAccess(
  hub: FastifyInstance['realtime']['access'],
  request: { sessionId: string; userId: string; workspaceId: string | undefined },
): { signal: AbortSignal; stop: () => void } {
  const lost = new AbortController();
  const stops = [hub.subscribe(sessionTopic(request.sessionId), () => lost.abort(new AppError(401, 'token_invalid', 'token_invalid')))];
  if (request.workspaceId) {
    stops.push(
      hub.subscribe(workspaceAccessTopic(request.workspaceId), (message: AccessMessage) => {
        if (message.type === 'workspace_access_removed' && (message.userId === null || message.userId === request.userId)) {
          lost.abort(workspaceNotFound());
        }
      }),
    );
  }
  return { signal: lost.signal, stop: () => stops.forEach((stop) => stop()) };
}

interface PollWait {
  userId: string;
  locale: Locale;
  cursor: Cursor;
  /** The answer's eventId when nothing arrives. */
  fallbackEventId: number;
  deadline: number;
  /** The client went away or the server is closing: answer what there is. */
  stop: AbortSignal;
  /** The caller lost access: answer its reason. */
  lost: AbortSignal;
  /** The polled workspace and the last of its events the client has (the newest, when it sent none). */
  workspace: { id: string; afterId: number } | undefined;
}

/**
 * GET /notifications/poll: answers at once with what is past the cursor, else waits until something arrives
 * or the timeout passes. With a workspace, its events after `workspaceEventId` come too (resumed from the event
 * log as a socket resumes them, whichever instance wrote them), with the id to continue from. The waiter listens before the first query, so an arrival between that query and the
 * wait is not missed; and the cursor is an event id, which for one user only grows in commit order. A logout
 * or a removal from the polled workspace ends the wait with 401 or 404.
 */
export const pollRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;

  const waitForNews = async ({ userId, locale, cursor, fallbackEventId, deadline, stop, lost, workspace }: PollWait) => {
    const wakeup = new Wakeup(app.realtime.users, userTopic(userId), wakesPoller);
    if (workspace) wakeup.alsoOn(app.realtime.workspaces, workspaceTopic(workspace.id), () => true);
    try {
      for (;;) {
        const { rows, hasMore } = await liveNotificationsAfter(orm, userId, cursor, POLL_BATCH);
        const events: PolledWorkspaceEvents | undefined = workspace && (await pollWorkspaceEvents(orm, workspace.id, workspace.afterId));
        const last = rows.at(-1);
        if (last || hasWorkspaceNews(events)) {
          const notifications = rows.map((row) => toNotification(row, locale));
          return { notifications, hasMore, eventId: last?.eventId ?? fallbackEventId, ...events };
        }
        const woken = await wakeup.wait(deadline - Date.now(), AbortSignal.any([stop, lost]));
        if (lost.aborted) throw lost.reason;
        if (!woken) return { notifications: [], hasMore: false, eventId: fallbackEventId, ...events };
      }
    } finally {
      wakeup.close();
    }
  };

  app.get('/poll', { schema: { querystring: PollQuery, response: { 200: PollResponse } } }, async (request, reply) => {
    const { userId, workspaceId, lastEventId, lastEventTime, workspaceEventId, timeout } = request.query;
    if (userId !== request.user.id) throw notificationForbidden();
    const since = lastEventId === undefined && lastEventTime !== undefined ? parseEventTime(lastEventTime) : undefined;
    const access = watchAccess(app.realtime.access, { sessionId: request.sessionId, userId, workspaceId });
    try {
      if (workspaceId) await requireMembership(orm, workspaceId, userId);
      // Without an id cursor, the answer's eventId is the newest one before anything is read: never ahead of a
      // row the queries could still miss.
      const fallbackEventId = lastEventId ?? (await latestEventId(orm, userId));
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      // Without an id the client starts from now; an event stored after this read is in the log, and the wait's
      // first read (once it listens) returns it.
      const workspace = workspaceId
        ? { id: workspaceId, afterId: workspaceEventId ?? (await latestWorkspaceEventId(orm, workspaceId)) }
        : undefined;
      return await waitForNews({
        userId,
        locale: requestLocale(request),
        cursor: since ? { time: since } : { eventId: fallbackEventId },
        fallbackEventId,
        deadline: Date.now() + timeout * 1000,
        stop: AbortSignal.any([gone.signal, app.realtime.closing]),
        lost: access.signal,
        workspace,
      });
    } finally {
      access.stop();
    }
  });
};
