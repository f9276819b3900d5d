/**
 * Live delivery of notifications (SPEC §4 'Notification delivery', §9 numbers): a socket first; long
 * polling when the socket fails or is not connected within 2 s, until a socket connects again.
 * Everything that touches the outside world is injected, so the machine runs under fake timers.
 */
import {
  POLL_MAX_RETRIES,
  POLL_PAUSE_MS,
  POLL_REQUEST_TIMEOUT_MS,
  POLL_TIMEOUT_S,
  SOCKET_CONNECT_GRACE_MS,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_RECONNECT_MAX_ATTEMPTS,
  pollRetryDelay,
  socketReconnectDelay,
} from './deliveryTiming';
import type { Notification, NotificationPollRequest, NotificationPollResponse } from './notificationTypes';
import {
  SOCKET_CLOSE_WORKSPACE_NOT_FOUND,
  type SocketMessage,
  type WorkspaceEventMessage,
  type WorkspaceResyncMessage,
  parseSocketMessage,
  pingMessage,
  subscribeMessage,
} from './socketMessages';
import { createWorkspaceEventCursor } from './workspaceEventCursor';

/** Status of the live socket (SPEC §4). */
export type DeliveryStatus = 'disconnected' | 'connecting' | 'connected' | 'error';
/** How notifications arrive right now. */
export type DeliveryTransport = 'websocket' | 'polling';

export interface DeliveryTarget {
  userId: string;
  workspaceId: string | null;
}

/** The part of the browser's WebSocket the machine uses. */
export interface NotificationSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: { code?: number }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface DeliveryTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface NotificationDeliveryDeps {
  /** Opens the socket for the target, resuming its workspace's events after `workspaceEventId`; throws when it cannot (no token, say). */
  openSocket(target: DeliveryTarget, workspaceEventId: number | null): NotificationSocket;
  /** One long poll; the machine gives up on it after 35 s whether or not it settles. */
  poll(request: NotificationPollRequest): Promise<NotificationPollResponse>;
  /** New notifications, oldest first, each delivered once. */
  onNotifications(notifications: Notification[]): void;
  /** The server's count of the user's unread notifications. */
  onUnreadCount?(count: number): void;
  /** Events of the workspace followed, each once and in order, by socket or (while it is down) by long poll. */
  onWorkspaceEvent?(message: WorkspaceEventMessage): void;
  /** The socket missed more of the workspace's events than the server keeps: re-read its state. */
  onWorkspaceResync?(message: WorkspaceResyncMessage): void;
  onStatus?(status: DeliveryStatus): void;
  onTransport?(transport: DeliveryTransport | null): void;
  timers?: DeliveryTimers;
  random?: () => number;
  /** ISO time the first poll asks from while no event id is known yet. */
  now?: () => string;
}

export interface NotificationDelivery {
  /** Starts (or restarts) delivery for a user in a workspace. */
  start(target: DeliveryTarget): void;
  /** Follows the user into another workspace without dropping the connection. */
  switchWorkspace(workspaceId: string | null): void;
  stop(): void;
  status(): DeliveryStatus;
  transport(): DeliveryTransport | null;
}

const browserTimers: DeliveryTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Ids remembered to drop a notification that arrives twice (socket and catch-up poll overlap). */
const DELIVERED_IDS_KEPT = 1000;

function isWorkspaceRejection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'workspace_not_found';
}

export function createNotificationDelivery(deps: NotificationDeliveryDeps): NotificationDelivery {
  const timers = deps.timers ?? browserTimers;
  const random = deps.random ?? Math.random;
  const now = deps.now ?? (() => new Date().toISOString());

  let target: DeliveryTarget | null = null;
  let status: DeliveryStatus = 'disconnected';
  let transport: DeliveryTransport | null = null;

  let socket: NotificationSocket | null = null;
  let socketReady = false;
  /** The workspace named in the URL the current socket was opened with. */
  let socketWorkspaceId: string | null = null;
  let reconnectAttempts = 0;
  let graceTimer: unknown = null;
  let reconnectTimer: unknown = null;
  let pingTimer: unknown = null;
  let pongPending = false;

  let polling = false;
  /** Bumped whenever a polling run ends, so the answer of an abandoned poll is ignored. */
  let pollRun = 0;
  let pollFailures = 0;
  let pollTimer: unknown = null;

  /** The newest event seen by any route: where a poll continues from. */
  let lastEventId: number | null = null;
  let lastEventTime: string | null = null;
  const delivered = new Set<string>();
  const workspaceCursor = createWorkspaceEventCursor();

  function setStatus(next: DeliveryStatus): void {
    if (status === next) return;
    status = next;
    deps.onStatus?.(next);
  }

  function updateTransport(): void {
    const next: DeliveryTransport | null = socketReady ? 'websocket' : polling ? 'polling' : null;
    if (transport === next) return;
    transport = next;
    deps.onTransport?.(next);
  }

  function clearTimer(handle: unknown): null {
    if (handle !== null) timers.clearTimeout(handle);
    return null;
  }

  function advanceCursor(eventId: number): void {
    if (lastEventId === null || eventId > lastEventId) lastEventId = eventId;
  }

  function deliver(notifications: readonly Notification[]): void {
    const fresh = notifications.filter((notification) => !delivered.has(notification.id));
    for (const notification of notifications) advanceCursor(notification.eventId);
    if (fresh.length === 0) return;
    for (const notification of fresh) {
      delivered.add(notification.id);
      if (delivered.size > DELIVERED_IDS_KEPT) delivered.delete(delivered.values().next().value as string);
    }
    deps.onNotifications(fresh);
  }

  // Socket

  function detachSocket(): void {
    if (pingTimer !== null) timers.clearInterval(pingTimer);
    pingTimer = null;
    socketReady = false;
    if (!socket) return;
    const closing = socket;
    socket = null;
    closing.onopen = closing.onmessage = closing.onerror = closing.onclose = null;
    try {
      closing.close(1000, 'client closing');
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  function send(message: string): void {
    try {
      socket?.send(message);
    } catch (error) {
      console.warn('Notification socket send failed', error);
    }
  }

  function connectSocket(): void {
    if (!target) return;
    detachSocket();
    setStatus('connecting');
    let opened: NotificationSocket;
    try {
      opened = deps.openSocket(target, workspaceCursor.resumeFrom(target.workspaceId));
    } catch (error) {
      console.warn('Notification socket could not be opened', error);
      socketFailed();
      return;
    }
    socket = opened;
    socketWorkspaceId = target.workspaceId;
    opened.onmessage = (event) => {
      if (socket === opened) handleMessage(parseSocketMessage(event.data));
    };
    // A failed socket fires error and then close; the first one recovers, the second finds it detached.
    opened.onerror = () => {
      if (socket === opened) socketFailed();
    };
    opened.onclose = (event) => {
      if (socket !== opened) return;
      // The workspace is gone or was never ours; the user's own notifications still come without it.
      if (event.code === SOCKET_CLOSE_WORKSPACE_NOT_FOUND && target) target = { ...target, workspaceId: null };
      socketFailed();
    };
  }

  function handleMessage(message: SocketMessage | null): void {
    if (!message) return;
    switch (message.type) {
      case 'ready':
        if (message.workspaceId !== null && message.workspaceEventId !== null)
          workspaceCursor.advance(message.workspaceId, message.workspaceEventId);
        socketConnected(message.eventId, message.unread);
        break;
      case 'subscribed':
        workspaceCursor.advance(message.workspaceId, message.eventId);
        break;
      case 'pong':
        pongPending = false;
        break;
      case 'notification':
        deliver([message.notification]);
        break;
      case 'unread':
        deps.onUnreadCount?.(message.count);
        break;
      case 'workspace_event':
        workspaceEventArrived(message);
        break;
      case 'workspace_resync':
        workspaceCursor.advance(message.workspaceId, message.eventId);
        deps.onWorkspaceResync?.(message);
        break;
    }
  }

  /** 'ready' rather than the open event: the server opens, then closes a socket whose token it refuses. */
  function socketConnected(newestEventId: number, unread: number): void {
    const missedFrom = lastEventId !== null && newestEventId > lastEventId ? lastEventId : null;
    advanceCursor(newestEventId);
    socketReady = true;
    reconnectAttempts = 0;
    graceTimer = clearTimer(graceTimer);
    reconnectTimer = clearTimer(reconnectTimer);
    setStatus('connected');
    // The workspace changed while this socket was connecting with the old one in its URL.
    if (target && target.workspaceId !== socketWorkspaceId)
      send(subscribeMessage(target.workspaceId, workspaceCursor.resumeFrom(target.workspaceId)));
    pongPending = false;
    pingTimer = timers.setInterval(heartbeat, SOCKET_PING_INTERVAL_MS);
    if (polling) stopPolling();
    updateTransport();
    deps.onUnreadCount?.(unread);
    if (missedFrom !== null) void catchUp(missedFrom);
  }

  /** A socket whose previous ping went unanswered for a whole interval is dead even if no close came. */
  function heartbeat(): void {
    if (pongPending) {
      socketFailed();
      return;
    }
    pongPending = true;
    send(pingMessage());
  }

  function socketFailed(): void {
    detachSocket();
    graceTimer = clearTimer(graceTimer);
    setStatus('error');
    startPolling();
    scheduleReconnect();
    updateTransport();
  }

  function scheduleReconnect(): void {
    if (reconnectTimer !== null || reconnectAttempts >= SOCKET_RECONNECT_MAX_ATTEMPTS) return;
    reconnectAttempts += 1;
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = null;
      connectSocket();
    }, socketReconnectDelay(reconnectAttempts));
  }

  /** Once each: the socket resuming after a poll may send again what the poll brought. */
  function workspaceEventArrived(message: WorkspaceEventMessage): void {
    const known = workspaceCursor.resumeFrom(message.workspaceId);
    if (known !== null && message.eventId <= known) return;
    workspaceCursor.advance(message.workspaceId, message.eventId);
    deps.onWorkspaceEvent?.(message);
  }

  /** A poll's workspace part: its events, or "re-read state", and where the next poll or socket resumes. */
  function workspacePolled(workspaceId: string | null, response: NotificationPollResponse): void {
    if (workspaceId === null || response.workspaceEventId === undefined || target?.workspaceId !== workspaceId) return;
    for (const { eventId, event } of response.workspaceEvents ?? []) {
      workspaceEventArrived({ type: 'workspace_event', workspaceId, eventId, event });
    }
    workspaceCursor.advance(workspaceId, response.workspaceEventId);
    if (response.workspaceResync) deps.onWorkspaceResync?.({ type: 'workspace_resync', workspaceId, eventId: response.workspaceEventId });
  }

  // Long polling

  function pollRequest(timeout: number, from: number | null): NotificationPollRequest | null {
    if (!target) return null;
    return {
      userId: target.userId,
      workspaceId: target.workspaceId,
      lastEventId: from,
      lastEventTime: from === null ? lastEventTime : null,
      workspaceEventId: workspaceCursor.resumeFrom(target.workspaceId),
      timeout,
    };
  }

  function pollWithDeadline(request: NotificationPollRequest): Promise<NotificationPollResponse> {
    return new Promise((resolve, reject) => {
      const deadline = timers.setTimeout(
        () => reject(new Error(`Notification poll took longer than ${POLL_REQUEST_TIMEOUT_MS}ms`)),
        POLL_REQUEST_TIMEOUT_MS,
      );
      deps.poll(request).then(
        (response) => {
          timers.clearTimeout(deadline);
          resolve(response);
        },
        (error: unknown) => {
          timers.clearTimeout(deadline);
          reject(error);
        },
      );
    });
  }

  /**
   * Events created between the last poll and the socket's subscription reached neither: one
   * immediate poll (timeout 0) from the old cursor fetches them.
   */
  async function catchUp(from: number): Promise<void> {
    const request = pollRequest(0, from);
    if (!request) return;
    try {
      const response = await pollWithDeadline(request);
      if (!target) return;
      // Notifications only: the socket resumes the workspace's events itself, from the same cursor.
      deliver(response.notifications);
      if (response.hasMore) void catchUp(response.eventId);
    } catch (error) {
      console.warn('Catching up on missed notifications failed', error);
    }
  }

  function startPolling(): void {
    if (polling || !target) return;
    polling = true;
    pollFailures = 0;
    lastEventTime ??= now();
    updateTransport();
    void pollOnce(pollRun);
  }

  function stopPolling(): void {
    polling = false;
    pollRun += 1;
    pollTimer = clearTimer(pollTimer);
    updateTransport();
  }

  function scheduleNextPoll(run: number, delayMs: number): void {
    pollTimer = timers.setTimeout(() => {
      pollTimer = null;
      void pollOnce(run);
    }, delayMs);
  }

  async function pollOnce(run: number): Promise<void> {
    const request = pollRequest(POLL_TIMEOUT_S, lastEventId);
    if (!request || run !== pollRun) return;
    try {
      const response = await pollWithDeadline(request);
      if (run !== pollRun) return;
      pollFailures = 0;
      advanceCursor(response.eventId);
      deliver(response.notifications);
      workspacePolled(request.workspaceId, response);
      // More events wait on the server: fetch them now rather than after the pause.
      scheduleNextPoll(run, response.hasMore ? 0 : POLL_PAUSE_MS);
    } catch (error) {
      if (run !== pollRun) return;
      if (isWorkspaceRejection(error) && target) target = { ...target, workspaceId: null };
      pollFailures += 1;
      if (pollFailures > POLL_MAX_RETRIES) {
        console.warn(`Notification polling stopped after ${POLL_MAX_RETRIES} retries`, error);
        stopPolling();
        return;
      }
      scheduleNextPoll(run, pollRetryDelay(pollFailures, random));
    }
  }

  // Lifecycle

  function stop(): void {
    target = null;
    graceTimer = clearTimer(graceTimer);
    reconnectTimer = clearTimer(reconnectTimer);
    reconnectAttempts = 0;
    detachSocket();
    stopPolling();
    lastEventId = null;
    lastEventTime = null;
    delivered.clear();
    workspaceCursor.forget();
    setStatus('disconnected');
    updateTransport();
  }

  return {
    start(next) {
      stop();
      target = { ...next };
      connectSocket();
      if (status === 'connecting') {
        graceTimer = timers.setTimeout(() => {
          graceTimer = null;
          if (!socketReady) startPolling();
        }, SOCKET_CONNECT_GRACE_MS);
      }
    },
    switchWorkspace(workspaceId) {
      if (!target || target.workspaceId === workspaceId) return;
      target = { ...target, workspaceId };
      if (socketReady) send(subscribeMessage(workspaceId, workspaceCursor.resumeFrom(workspaceId)));
      if (polling) {
        // The poll in flight names the old workspace: drop it and ask again for the new one.
        stopPolling();
        startPolling();
      }
    },
    stop,
    status: () => status,
    transport: () => transport,
  };
}
