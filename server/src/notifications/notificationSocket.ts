import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { type AccessTokenClaims, verifyAccessToken } from '../auth/accessToken';
import { AppError } from '../http/errors';
import { type Locale, message as text } from '../http/messages';
import { sessionTopic, userTopic, workspaceAccessTopic, workspaceTopic } from '../realtime/hub';
import type { UserMessage, WorkspaceResyncFrame } from '../realtime/messages';
import { type WorkspaceEventFrame, WorkspaceEventFeed } from '../realtime/workspaceEventFeed';
import { findUserById } from '../users/userRepository';
import { isUuid, requireMembership } from '../workspaces/membership';
import { type Notification, toNotification } from './notificationSchema';
import { countUnread, latestEventId, liveNotificationsAfter } from './notificationStore';

/** Close codes of the notification socket (4000-4999 are the application's own). */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_WORKSPACE_NOT_FOUND = 4404;
const CLOSE_TOO_BIG = 1009;
export const MAX_CLIENT_FRAME_BYTES = 4096;
const RESYNC_BATCH = 100;

export type ServerFrame =
  /** `eventId` counts the user's notifications; `workspaceEventId`, the workspace's events (where it resumes from). */
  | { type: 'ready'; userId: string; workspaceId: string | null; eventId: number; unread: number; workspaceEventId?: number }
  | { type: 'pong'; time: string }
  /** `eventId`: the workspace's event id the client now stands at (its resume point, else the newest). */
  | { type: 'subscribed'; workspaceId: string | null; eventId?: number }
  | { type: 'notification'; notification: Notification }
  | { type: 'unread'; count: number }
  | WorkspaceEventFrame
  | WorkspaceResyncFrame
  | { type: 'error'; code: string; message: string };

/** `lastEventId`: the last workspace event the client has, so the socket sends what came after it. */
type ClientFrame = { type: 'ping' } | { type: 'subscribe'; workspaceId: string | null; lastEventId?: number };

const isEventId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The query's resume point; anything but a plain count is ignored and the client starts from now. */
function parseEventId(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

function parseClientFrame(data: RawData): ClientFrame | undefined {
  try {
    const frame = JSON.parse(data.toString()) as Partial<ClientFrame> | null;
    if (frame?.type === 'ping') return { type: 'ping' };
    if (frame?.type === 'subscribe' && (frame.workspaceId === null || typeof frame.workspaceId === 'string')) {
      return {
        type: 'subscribe',
        workspaceId: frame.workspaceId,
        ...(isEventId(frame.lastEventId) ? { lastEventId: frame.lastEventId } : {}),
      };
    }
  } catch {
    // Not JSON: answered as an unknown message below.
  }
  return undefined;
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

/** Which user and session the query's token names, or the close reason (the error code) when it names none. */
async function authenticateSocket(app: FastifyInstance, token: string | undefined): Promise<AccessTokenClaims | { refused: string }> {
  if (!token) return { refused: 'token_missing' };
  try {
    const claims = verifyAccessToken(app, token);
    return (await findUserById(app.db.orm, claims.userId)) ? claims : { refused: 'token_invalid' };
  } catch (error) {
    if (error instanceof AppError) return { refused: error.code };
    throw error;
  }
}

async function isMember(app: FastifyInstance, workspaceId: string, userId: string): Promise<boolean> {
  if (!isUuid(workspaceId)) return false;
  try {
    await requireMembership(app.db.orm, workspaceId, userId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * One client's socket: authenticated by the access token in the query (checked at connect), then it pushes
 * the user's live notifications and unread counts and answers ping and subscribe. Frames are handled in
 * arrival order, the first ones only once the socket is ready. It closes when its session is logged out
 * (4401) and when the user loses access to the workspace it is subscribed to (4404).
 */
export function serveNotificationSocket(
  app: FastifyInstance,
  socket: WebSocket,
  query: { token?: string; workspace_id?: string; workspace_event_id?: string },
  locale: Locale,
): void {
  let userUnsubscribe: (() => void) | undefined;
  let sessionUnsubscribe: (() => void) | undefined;
  let workspaceUnsubscribe: (() => void) | undefined;
  let subscribedWorkspace: string | null = null;
  let lastSentEventId = 0;
  let ready = false;
  let closed = false;
  const heldBack: UserMessage[] = [];
  let work = Promise.resolve();

  const send = (frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const fail = (error: unknown) => {
    app.log.error({ err: error }, 'notification socket failed');
    socket.close(1011, 'internal_error');
  };
  const inOrder = (task: () => Promise<void> | void) => {
    work = work.then(task).catch(fail);
  };
  const sendNotification = (notification: Notification) => {
    lastSentEventId = Math.max(lastSentEventId, notification.eventId);
    send({ type: 'notification', notification });
  };

  const catchUp = async (userId: string) => {
    const { rows } = await liveNotificationsAfter(app.db.orm, userId, { eventId: lastSentEventId }, RESYNC_BATCH);
    for (const row of rows) sendNotification(toNotification(row, locale));
    send({ type: 'unread', count: await countUnread(app.db.orm, userId) });
  };

  const onUserMessage = (userId: string) => (message: UserMessage) => {
    if (!ready) {
      heldBack.push(message);
      return;
    }
    if (message.type === 'notification') {
      if (message.notification.eventId > lastSentEventId) sendNotification(message.notification);
    } else if (message.type === 'unread') {
      send(message);
    } else {
      inOrder(() => catchUp(userId));
    }
  };

  /** Listens before membership is checked, so a removal that commits meanwhile is not missed. */
  const watchAccess = (userId: string, workspaceId: string) =>
    app.realtime.access.subscribe(workspaceAccessTopic(workspaceId), (message) => {
      if (message.type === 'workspace_access_removed' && (message.userId === null || message.userId === userId)) {
        socket.close(CLOSE_WORKSPACE_NOT_FOUND, 'workspace_not_found');
      }
    });

  /** Listens, then reads where the client stands; `feed.run` afterwards sends what it missed and what came meanwhile. */
  const listenToWorkspace = async (workspaceId: string, stopWatching: () => void, resumeFrom: number | undefined) => {
    const feed = new WorkspaceEventFeed(app.db.orm, workspaceId, send, fail);
    const stopEvents = app.realtime.workspaces.subscribe(workspaceTopic(workspaceId), (message) => feed.receive(message));
    const stop = () => {
      stopEvents();
      stopWatching();
    };
    try {
      return { stop, feed, eventId: await feed.begin(resumeFrom) };
    } catch (error) {
      stop();
      throw error;
    }
  };

  const subscribe = async (userId: string, workspaceId: string | null, resumeFrom: number | undefined) => {
    const stopWatching = workspaceId === null ? undefined : watchAccess(userId, workspaceId);
    if (workspaceId !== null && !(await isMember(app, workspaceId, userId))) {
      stopWatching?.();
      send({ type: 'error', code: 'workspace_not_found', message: text('workspace_not_found', locale) });
      return;
    }
    if (closed) {
      stopWatching?.();
      return;
    }
    workspaceUnsubscribe?.();
    workspaceUnsubscribe = undefined;
    subscribedWorkspace = workspaceId;
    if (workspaceId === null || !stopWatching) {
      send({ type: 'subscribed', workspaceId });
      return;
    }
    const listening = await listenToWorkspace(workspaceId, stopWatching, resumeFrom);
    if (closed) {
      listening.stop();
      return;
    }
    workspaceUnsubscribe = listening.stop;
    send({ type: 'subscribed', workspaceId, eventId: listening.eventId });
    listening.feed.run(resumeFrom !== undefined);
  };

  const handleFrame = (userId: string, data: RawData) => {
    const frame = parseClientFrame(data);
    if (!frame) send({ type: 'error', code: 'invalid_message', message: text('notification_invalid_message', locale) });
    else if (frame.type === 'ping') send({ type: 'pong', time: new Date().toISOString() });
    else inOrder(() => subscribe(userId, frame.workspaceId, frame.lastEventId));
  };

  let userId: string | undefined;
  const pendingFrames: RawData[] = [];
  // Attached at once: frames that arrive while the token is checked would otherwise be lost.
  socket.on('message', (data: RawData) => {
    if (byteLength(data) > MAX_CLIENT_FRAME_BYTES) socket.close(CLOSE_TOO_BIG, 'message_too_big');
    else if (userId && ready) handleFrame(userId, data);
    else pendingFrames.push(data);
  });
  socket.on('close', () => {
    closed = true;
    userUnsubscribe?.();
    sessionUnsubscribe?.();
    workspaceUnsubscribe?.();
  });

  inOrder(async () => {
    const auth = await authenticateSocket(app, query.token);
    if ('refused' in auth) {
      socket.close(CLOSE_UNAUTHORIZED, auth.refused);
      return;
    }
    const id = auth.userId;
    if (closed) return;
    sessionUnsubscribe = app.realtime.access.subscribe(sessionTopic(auth.sessionId), () =>
      socket.close(CLOSE_UNAUTHORIZED, 'session_revoked'),
    );
    // Revoked while the user was read: the signal came before the listener.
    if (app.sessions.isRevoked(auth.sessionId)) {
      socket.close(CLOSE_UNAUTHORIZED, 'token_invalid');
      return;
    }
    const initialWorkspace = query.workspace_id || null;
    const stopWatching = initialWorkspace === null ? undefined : watchAccess(id, initialWorkspace);
    if (initialWorkspace !== null && !(await isMember(app, initialWorkspace, id))) {
      stopWatching?.();
      socket.close(CLOSE_WORKSPACE_NOT_FOUND, 'workspace_not_found');
      return;
    }
    if (closed) {
      stopWatching?.();
      return;
    }
    // Listening before reading the cursor: whatever arrives meanwhile is held back, then sent.
    userUnsubscribe = app.realtime.users.subscribe(userTopic(id), onUserMessage(id));
    const resumeFrom = parseEventId(query.workspace_event_id);
    const listening =
      initialWorkspace !== null && stopWatching ? await listenToWorkspace(initialWorkspace, stopWatching, resumeFrom) : undefined;
    if (listening) {
      workspaceUnsubscribe = listening.stop;
      subscribedWorkspace = initialWorkspace;
    }
    if (closed) {
      listening?.stop();
      return;
    }
    const eventId = await latestEventId(app.db.orm, id);
    const unread = await countUnread(app.db.orm, id);
    lastSentEventId = eventId;
    send({
      type: 'ready',
      userId: id,
      workspaceId: subscribedWorkspace,
      eventId,
      unread,
      ...(listening ? { workspaceEventId: listening.eventId } : {}),
    });
    listening?.feed.run(resumeFrom !== undefined);
    userId = id;
    ready = true;
    for (const message of heldBack.splice(0)) {
      if (message.type === 'notification') sendNotification(message.notification);
      else onUserMessage(id)(message);
    }
    for (const data of pendingFrames.splice(0)) handleFrame(id, data);
  });
}
