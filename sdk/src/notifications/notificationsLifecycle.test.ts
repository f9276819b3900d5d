import { logoutFx } from '../session/sessionModel';
import { installFakeServer, type FakeServer } from '../workspace/testing/fakeServer';
import { makeWorkspace, serveWorkspaces, signIn } from '../workspace/testing/workspaceFixtures';
import { switchWorkspaceFx } from '../workspace/workspaceModel';
import { $deliveryStatus, $notifications, $unreadCount, notificationsReset } from './notificationsModel';
import { startNotifications } from './notificationsLifecycle';
import { makeNotification } from './testing/notificationFixtures';

class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { code?: number }) => void) | null = null;
  sent: unknown[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

let server: FakeServer;
let stop: () => void = () => undefined;
const realWebSocket = globalThis.WebSocket;

beforeAll(() => {
  (globalThis as { WebSocket: unknown }).WebSocket = FakeWebSocket;
});
afterAll(() => {
  globalThis.WebSocket = realWebSocket;
});

beforeEach(async () => {
  FakeWebSocket.opened = [];
  server = installFakeServer();
  server.on('GET', '/notifications', { status: 200, body: { notifications: [makeNotification('n1')], unread: 1, hasMore: false } });
  server.on('GET', '/notifications/preferences', { status: 404, body: {} });
  server.on('POST', '/auth/logout', { status: 204 });
  notificationsReset();
});
afterEach(() => stop());

function lastSocket(): FakeWebSocket {
  return FakeWebSocket.opened[FakeWebSocket.opened.length - 1]!;
}

describe('startNotifications', () => {
  it('connects as soon as the user signs in, loads the list, and follows workspace switches', async () => {
    stop = startNotifications();
    expect(FakeWebSocket.opened).toHaveLength(0);

    await signIn(server);
    const socket = lastSocket();
    expect(socket.url).toBe('ws://localhost/api/v1/notifications/ws?token=access');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect($notifications.getState().map((n) => n.id)).toEqual(['n1']);

    socket.receive({ type: 'ready', userId: 'u-anna', workspaceId: null, eventId: 3, unread: 4 });
    expect($deliveryStatus.getState()).toBe('connected');
    expect($unreadCount.getState()).toBe(4);

    serveWorkspaces(server, [makeWorkspace('w2')]);
    await switchWorkspaceFx('w2');
    expect(socket.sent).toContainEqual({ type: 'subscribe', workspaceId: 'w2' });
    expect(FakeWebSocket.opened).toHaveLength(1);
  });

  it('disconnects and forgets the notifications on logout', async () => {
    stop = startNotifications();
    await signIn(server);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const socket = lastSocket();

    await logoutFx();
    expect(socket.closed).toBe(true);
    expect($deliveryStatus.getState()).toBe('disconnected');
    expect($notifications.getState()).toEqual([]);
  });

  it('keeps delivering while any holder remains, and stops with the last one', async () => {
    const first = startNotifications();
    const second = startNotifications();
    await signIn(server);
    const socket = lastSocket();
    first();
    expect(socket.closed).toBe(false);
    second();
    expect(socket.closed).toBe(true);
  });
});
