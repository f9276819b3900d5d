/**
 * One live client of the cluster bench: the platform's notification socket through the proxy, following one
 * workspace. Like the SDK it reconnects 3-4 s after losing the socket, resumes the workspace's events from the
 * last id it received (workspace_event_id) and fetches missed notifications with one immediate long poll.
 * It remembers every id it got, so the bench can count what it should have seen and did not.
 */
import WebSocket from 'ws';

const RECONNECT_MS = 3000;

export class BenchClient {
  constructor({ base, token, userId, workspaceId, onFrame }) {
    Object.assign(this, { base, token, userId, workspaceId, onFrame });
    this.workspaceIds = new Set();
    this.notificationIds = new Set();
    this.startWorkspaceId = null;
    this.startNotificationId = null;
    this.lastWorkspaceId = null;
    this.lastNotificationId = null;
    this.connected = false;
    this.reconnects = 0;
    this.resyncs = 0;
    this.stopped = false;
  }

  connect() {
    const query = new URLSearchParams({ token: this.token, workspace_id: this.workspaceId });
    if (this.lastWorkspaceId !== null) query.set('workspace_event_id', String(this.lastWorkspaceId));
    const socket = new WebSocket(`${this.base.replace('http', 'ws')}/api/v1/notifications/ws?${query}`);
    this.socket = socket;
    return new Promise((resolve) => {
      socket.on('message', (data) => {
        const frame = JSON.parse(data.toString());
        if (frame.type === 'ready') this.onReady(frame, resolve);
        else if (frame.type === 'workspace_event') this.gotWorkspaceEvent(frame);
        else if (frame.type === 'notification') this.gotNotification(frame.notification);
        else if (frame.type === 'workspace_resync') this.resyncs += 1;
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        this.connected = false;
        resolve(false);
        if (this.stopped) return;
        this.reconnects += 1;
        setTimeout(() => void this.connect(), RECONNECT_MS + Math.random() * 1000);
      });
    });
  }

  onReady(frame, resolve) {
    this.startWorkspaceId ??= frame.workspaceEventId;
    this.startNotificationId ??= frame.eventId;
    this.lastWorkspaceId ??= frame.workspaceEventId;
    const missedFrom = this.lastNotificationId ?? this.startNotificationId;
    this.lastNotificationId ??= frame.eventId;
    this.connected = true;
    this.readyAt = performance.now();
    resolve(true);
    // A failed catch-up leaves the ids missing, and the bench counts them.
    if (frame.eventId > missedFrom) void this.catchUpWithRetries(missedFrom);
  }

  gotWorkspaceEvent(frame) {
    this.workspaceIds.add(frame.eventId);
    this.lastWorkspaceId = Math.max(this.lastWorkspaceId ?? 0, frame.eventId);
    this.onFrame(this, frame);
  }

  gotNotification(notification) {
    if (this.notificationIds.has(notification.eventId)) return;
    this.notificationIds.add(notification.eventId);
    this.lastNotificationId = Math.max(this.lastNotificationId ?? 0, notification.eventId);
    this.onFrame(this, { type: 'notification', notification });
  }

  /** Like the SDK, which keeps polling from its cursor when a request fails: three tries, 1 s apart. */
  async catchUpWithRetries(from) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await this.catchUpNotifications(from);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  async catchUpNotifications(from) {
    for (let cursor = from; ;) {
      const query = new URLSearchParams({ userId: this.userId, lastEventId: String(cursor), timeout: '0' });
      const response = await fetch(`${this.base}/api/v1/notifications/poll?${query}`, {
        headers: { authorization: `Bearer ${this.token}` },
      });
      if (!response.ok) throw new Error(`the catch-up poll answered ${response.status}`);
      const answer = await response.json();
      for (const notification of answer.notifications) this.gotNotification(notification);
      if (!answer.hasMore) return;
      cursor = answer.eventId;
    }
  }

  close() {
    this.stopped = true;
    this.socket?.close();
  }
}
