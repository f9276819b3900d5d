/**
 * A socket to the platform's realtime hub for one workspace, reconnecting like the notification socket
 * (SPEC §9: base 3 s, doubled up to 30 s, at most 10 attempts). The caller polls while it is not connected.
 */
import { $session, notificationSocketUrl } from '@artel/sdk';
import { type KanbanLiveEvent, parseKanbanFrame } from './kanbanEvents';

const RECONNECT_BASE_MS = 3_000;
const RECONNECT_MAX_MS = 30_000;
const RECONNECT_ATTEMPTS = 10;
const PING_INTERVAL_MS = 30_000;

export interface LiveConnectionOptions {
  workspaceId: string;
  onEvent(event: KanbanLiveEvent): void;
  onConnectedChange(connected: boolean): void;
  createSocket?: (url: string) => WebSocket;
  /** Read at every (re)connect: the token may have been refreshed meanwhile. */
  accessToken?: () => string | null;
}

export function openLiveConnection({
  workspaceId,
  onEvent,
  onConnectedChange,
  createSocket = (url) => new WebSocket(url),
  accessToken = () => $session.getState().accessToken,
}: LiveConnectionOptions): () => void {
  let socket: WebSocket | null = null;
  let attempts = 0;
  let stopped = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const connect = () => {
    const token = accessToken();
    if (!token || stopped) return;
    try {
      socket = createSocket(notificationSocketUrl(token, workspaceId));
    } catch {
      scheduleReconnect();
      return;
    }
    socket.onopen = () => {
      attempts = 0;
      onConnectedChange(true);
      pingTimer = setInterval(() => socket?.send(JSON.stringify({ type: 'ping' })), PING_INTERVAL_MS);
    };
    socket.onmessage = (message) => {
      const event = parseKanbanFrame(message.data);
      if (event) onEvent(event);
    };
    socket.onclose = () => {
      clearInterval(pingTimer);
      onConnectedChange(false);
      scheduleReconnect();
    };
  };

  const scheduleReconnect = () => {
    if (stopped || attempts >= RECONNECT_ATTEMPTS) return;
    const delay = Math.min(RECONNECT_BASE_MS * 2 ** attempts, RECONNECT_MAX_MS);
    attempts += 1;
    reconnectTimer = setTimeout(connect, delay);
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(reconnectTimer);
    clearInterval(pingTimer);
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  };
}
