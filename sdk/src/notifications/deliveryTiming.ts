/** Numbers of SPEC §9 'Notification delivery' and the delays they produce. */

/** Long polling starts when the socket has not connected within this time. */
export const SOCKET_CONNECT_GRACE_MS = 2000;
export const SOCKET_PING_INTERVAL_MS = 30_000;
export const SOCKET_RECONNECT_BASE_MS = 3000;
export const SOCKET_RECONNECT_MAX_MS = 30_000;
export const SOCKET_RECONNECT_MAX_ATTEMPTS = 10;

/** How long the server holds a poll open. */
export const POLL_TIMEOUT_S = 30;
/** The client waits this much longer than the server holds the poll before it gives up on the request. */
export const POLL_REQUEST_GRACE_MS = 5000;
export const POLL_REQUEST_TIMEOUT_MS = POLL_TIMEOUT_S * 1000 + POLL_REQUEST_GRACE_MS;
export const POLL_PAUSE_MS = 5000;
export const POLL_MAX_RETRIES = 10;
export const POLL_RETRY_BASE_MS = 1000;
export const POLL_RETRY_MAX_MS = 30_000;
/** Upper bound of the random extra added to a poll retry, so clients cut off together do not return together. */
export const POLL_RETRY_JITTER_MS = 1000;

/** Wait before reconnect attempt `attempt` (1-based): 3 s, 6 s, 12 s, 24 s, then 30 s. */
export function socketReconnectDelay(attempt: number): number {
  return Math.min(SOCKET_RECONNECT_BASE_MS * 2 ** (attempt - 1), SOCKET_RECONNECT_MAX_MS);
}

/** Wait before poll retry `retry` (1-based): 1 s doubling, capped at 30 s, plus up to 1 s of jitter. */
export function pollRetryDelay(retry: number, random: () => number = Math.random): number {
  const capped = Math.min(POLL_RETRY_BASE_MS * 2 ** (retry - 1), POLL_RETRY_MAX_MS);
  return capped + random() * POLL_RETRY_JITTER_MS;
}
