import { type DeliveryStatus, type DeliveryTarget, type NotificationSocket, createNotificationDelivery } from './notificationDelivery';
import type { Notification, NotificationPollRequest, NotificationPollResponse } from './notificationTypes';

class FakeSocket implements NotificationSocket {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { code?: number }) => void) | null = null;
  sent: unknown[] = [];
  closed = false;

  constructor(readonly target: DeliveryTarget) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closed = true;
  }
  /** The server accepted the token: it opens and says 'ready'. */
  accept(eventId = 0, unread = 0): void {
    this.onopen?.({});
    this.receive({ type: 'ready', userId: 'u1', workspaceId: this.target.workspaceId, eventId, unread });
  }
  fail(code = 1006): void {
    this.onerror?.({});
    this.onclose?.({ code });
  }
  refuse(code: number): void {
    this.onopen?.({});
    this.onclose?.({ code });
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

interface PendingPoll {
  request: NotificationPollRequest;
  resolve(response: NotificationPollResponse): void;
  reject(error: unknown): void;
}

function notification(id: string, eventId: number): Notification {
  return {
    id,
    userId: 'u1',
    type: 'info',
    title: `Title ${id}`,
    message: 'Message',
    priority: 'medium',
    category: 'system',
    workspaceId: null,
    data: { clickable: false },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    readAt: null,
    eventId,
  };
}

function setup(random = () => 0) {
  const sockets: FakeSocket[] = [];
  const polls: PendingPoll[] = [];
  const received: Notification[] = [];
  const unread: number[] = [];
  const statuses: DeliveryStatus[] = [];
  const workspaceEvents: unknown[] = [];
  const delivery = createNotificationDelivery({
    openSocket: (target) => {
      const socket = new FakeSocket(target);
      sockets.push(socket);
      return socket;
    },
    poll: (request) =>
      new Promise<NotificationPollResponse>((resolve, reject) => {
        polls.push({ request, resolve, reject });
      }),
    onNotifications: (list) => received.push(...list),
    onUnreadCount: (count) => unread.push(count),
    onStatus: (status) => statuses.push(status),
    onWorkspaceEvent: (message) => workspaceEvents.push(message),
    random,
    now: () => '2025-01-01T00:00:00.000Z',
  });
  const lastSocket = () => sockets[sockets.length - 1] as FakeSocket;
  const lastPoll = () => polls[polls.length - 1] as PendingPoll;
  return { delivery, sockets, polls, received, unread, statuses, workspaceEvents, lastSocket, lastPoll };
}

/** Lets the promise callbacks of a settled poll run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/** Advances in 1 s steps until `happened` says so; returns the time it took. */
function waitUntil(happened: () => boolean): number {
  let waited = 0;
  while (!happened()) {
    if (waited > 10 * 60_000) throw new Error('never happened');
    jest.advanceTimersByTime(1000);
    waited += 1000;
  }
  return waited;
}

const target = { userId: 'u1', workspaceId: 'w1' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('notification delivery: socket first', () => {
  it('opens the socket for the user and workspace, connects on ready and delivers what it pushes', () => {
    const { delivery, lastSocket, received, unread, polls, statuses } = setup();
    delivery.start(target);
    expect(delivery.status()).toBe('connecting');
    expect(lastSocket().target).toEqual(target);

    lastSocket().accept(41, 3);
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(delivery.transport()).toBe('websocket');
    expect(unread).toEqual([3]);

    lastSocket().receive({ type: 'notification', notification: notification('n1', 42) });
    lastSocket().receive({ type: 'unread', count: 4 });
    expect(received.map((n) => n.id)).toEqual(['n1']);
    expect(unread).toEqual([3, 4]);

    for (let interval = 0; interval < 3; interval += 1) {
      jest.advanceTimersByTime(30_000);
      lastSocket().receive({ type: 'pong' });
    }
    expect(polls).toHaveLength(0);
    expect(delivery.status()).toBe('connected');
  });

  it('hands on the events of the workspace the socket follows, and nothing malformed', () => {
    const { delivery, lastSocket, received, workspaceEvents } = setup();
    delivery.start(target);
    lastSocket().accept();
    const blocked = {
      type: 'workspace_event',
      eventId: 1,
      workspaceId: 'w1',
      event: { kind: 'marketplace.modules.changed', moduleId: 'notes' },
    };
    lastSocket().receive(blocked);
    lastSocket().receive({ type: 'workspace_event', eventId: 1, workspaceId: 'w1', event: { moduleId: 'no kind' } });
    lastSocket().receive({ type: 'workspace_event', eventId: 1, event: { kind: 'no workspace' } });
    expect(workspaceEvents).toEqual([blocked]);
    expect(received).toEqual([]);
  });

  it('pings every 30 s and treats a ping left unanswered for a whole interval as a dead socket', () => {
    const { delivery, lastSocket, sockets, polls } = setup();
    delivery.start(target);
    const socket = lastSocket();
    socket.accept();

    jest.advanceTimersByTime(29_999);
    expect(socket.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(socket.sent).toEqual([{ type: 'ping' }]);

    socket.receive({ type: 'pong' });
    jest.advanceTimersByTime(30_000);
    expect(socket.sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    expect(delivery.status()).toBe('connected');

    jest.advanceTimersByTime(30_000);
    expect(socket.closed).toBe(true);
    expect(delivery.status()).toBe('error');
    expect(polls).toHaveLength(1);
    jest.advanceTimersByTime(3000);
    expect(sockets).toHaveLength(2);
  });

  it('sends a subscribe on a workspace switch instead of reconnecting', () => {
    const { delivery, lastSocket, sockets } = setup();
    delivery.start(target);
    lastSocket().accept();
    delivery.switchWorkspace('w2');
    expect(sockets).toHaveLength(1);
    expect(lastSocket().sent).toEqual([{ type: 'subscribe', workspaceId: 'w2' }]);
  });

  it('delivers a notification only once, however many routes bring it', () => {
    const { delivery, lastSocket, received } = setup();
    delivery.start(target);
    lastSocket().accept();
    lastSocket().receive({ type: 'notification', notification: notification('n1', 1) });
    lastSocket().receive({ type: 'notification', notification: notification('n1', 1) });
    expect(received).toHaveLength(1);
  });
});

describe('notification delivery: fallback to long polling', () => {
  it('starts polling when the socket is not connected after 2 s', () => {
    const { delivery, polls, lastSocket } = setup();
    delivery.start(target);
    lastSocket().onopen?.({});
    jest.advanceTimersByTime(1999);
    expect(polls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(polls.map((poll) => poll.request)).toEqual([
      {
        userId: 'u1',
        workspaceId: 'w1',
        lastEventId: null,
        lastEventTime: '2025-01-01T00:00:00.000Z',
        workspaceEventId: null,
        timeout: 30,
      },
    ]);
    expect(delivery.transport()).toBe('polling');
    expect(delivery.status()).toBe('connecting');
  });

  it('starts polling at once when the socket fails, before the 2 s are up', () => {
    const { delivery, polls, lastSocket, statuses } = setup();
    delivery.start(target);
    lastSocket().fail();
    expect(polls).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'error']);
    jest.advanceTimersByTime(2000);
    expect(polls).toHaveLength(1);
  });

  it('polls again 5 s after an answer, from the event id it was given, and delivers what came', async () => {
    const { delivery, polls, lastPoll, received } = setup();
    delivery.start(target);
    jest.advanceTimersByTime(2000);
    lastPoll().resolve({ notifications: [notification('n1', 7)], hasMore: false, eventId: 7 });
    await flush();
    expect(received.map((n) => n.id)).toEqual(['n1']);

    jest.advanceTimersByTime(4999);
    expect(polls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(polls).toHaveLength(2);
    expect(lastPoll().request).toMatchObject({ lastEventId: 7, lastEventTime: null });
  });

  it('asks again at once when the server says more events wait', async () => {
    const { delivery, polls, lastPoll } = setup();
    delivery.start(target);
    jest.advanceTimersByTime(2000);
    lastPoll().resolve({ notifications: [notification('n1', 1)], hasMore: true, eventId: 1 });
    await flush();
    jest.advanceTimersByTime(0);
    expect(polls).toHaveLength(2);
  });

  it('gives up on a poll request after 35 s (30 s timeout plus 5 s) and retries 1 s later', async () => {
    const { delivery, polls } = setup();
    delivery.start(target);
    jest.advanceTimersByTime(2000);
    jest.advanceTimersByTime(34_999);
    await flush();
    jest.advanceTimersByTime(1000);
    expect(polls).toHaveLength(1);

    jest.advanceTimersByTime(1);
    await flush();
    jest.advanceTimersByTime(999);
    expect(polls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(polls).toHaveLength(2);
  });

  it('retries failed polls after 1, 2, 4, 8, 16, then 30 s and stops after 10 retries', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { delivery, polls, lastPoll } = setup();
    delivery.start(target);
    jest.advanceTimersByTime(2000);

    const waits: number[] = [];
    for (let retry = 1; retry <= 10; retry += 1) {
      const before = polls.length;
      lastPoll().reject(new Error('offline'));
      await flush();
      waits.push(waitUntil(() => polls.length > before));
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000, 30_000]);

    lastPoll().reject(new Error('offline'));
    await flush();
    jest.advanceTimersByTime(10 * 60_000);
    expect(polls).toHaveLength(11);
    expect(delivery.transport()).toBeNull();
  });

  it('adds up to 1 s of jitter on top of the capped delay', async () => {
    const { delivery, polls, lastPoll } = setup(() => 0.5);
    delivery.start(target);
    jest.advanceTimersByTime(2000);
    lastPoll().reject(new Error('offline'));
    await flush();
    jest.advanceTimersByTime(1499);
    expect(polls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(polls).toHaveLength(2);
  });

  it('counts retries afresh after a successful poll', async () => {
    const { delivery, polls, lastPoll } = setup();
    delivery.start(target);
    jest.advanceTimersByTime(2000);
    lastPoll().reject(new Error('offline'));
    await flush();
    jest.advanceTimersByTime(1000);
    lastPoll().reject(new Error('offline'));
    await flush();
    jest.advanceTimersByTime(2000);
    lastPoll().resolve({ notifications: [], hasMore: false, eventId: 0 });
    await flush();
    jest.advanceTimersByTime(5000);
    lastPoll().reject(new Error('offline'));
    await flush();
    jest.advanceTimersByTime(1000);
    expect(polls).toHaveLength(5);
  });

  it('continues polling from the last event the socket delivered', () => {
    const { delivery, lastSocket, lastPoll } = setup();
    delivery.start(target);
    lastSocket().accept(10);
    lastSocket().receive({ type: 'notification', notification: notification('n11', 11) });
    lastSocket().fail();
    expect(lastPoll().request).toMatchObject({ lastEventId: 11, lastEventTime: null });
  });

  it('drops a workspace the server refuses and keeps delivering the user’s own notifications', async () => {
    const { delivery, lastSocket, sockets, lastPoll } = setup();
    delivery.start(target);
    lastSocket().refuse(4404);
    expect(lastPoll().request.workspaceId).toBeNull();
    jest.advanceTimersByTime(3000);
    expect(sockets[1]?.target.workspaceId).toBeNull();
  });
});

describe('notification delivery: reconnecting the socket', () => {
  it('reconnects after 3, 6, 12, 24, then 30 s and makes at most 10 attempts', () => {
    const { delivery, sockets, lastSocket } = setup();
    delivery.start(target);
    lastSocket().fail();

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const before = sockets.length;
      waits.push(waitUntil(() => sockets.length > before));
      lastSocket().fail();
    }
    expect(waits).toEqual([3000, 6000, 12_000, 24_000, 30_000, 30_000, 30_000, 30_000, 30_000, 30_000]);

    jest.advanceTimersByTime(60 * 60_000);
    expect(sockets).toHaveLength(11);
    expect(delivery.status()).toBe('error');
  });

  it('counts a socket the server refuses for its token as a failed attempt', () => {
    const { delivery, sockets, lastSocket } = setup();
    delivery.start(target);
    for (let attempt = 0; attempt <= 10; attempt += 1) {
      lastSocket().refuse(4401);
      jest.advanceTimersByTime(30_000);
    }
    jest.advanceTimersByTime(60 * 60_000);
    expect(sockets).toHaveLength(11);
  });

  it('returns to the socket when a reconnect succeeds, then counts attempts afresh', async () => {
    const { delivery, sockets, polls, lastSocket, lastPoll } = setup();
    delivery.start(target);
    lastSocket().fail();
    expect(delivery.transport()).toBe('polling');

    jest.advanceTimersByTime(3000);
    lastSocket().accept();
    expect(delivery.status()).toBe('connected');
    expect(delivery.transport()).toBe('websocket');

    // The abandoned poll's answer is ignored, and no further poll follows it.
    lastPoll().resolve({ notifications: [notification('late', 1)], hasMore: false, eventId: 1 });
    await flush();
    jest.advanceTimersByTime(10_000);
    expect(polls).toHaveLength(1);

    lastSocket().fail();
    jest.advanceTimersByTime(2999);
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it('fetches at once what arrived while it was switching from polling back to the socket', async () => {
    const { delivery, lastSocket, lastPoll, polls, received } = setup();
    delivery.start(target);
    lastSocket().accept(5);
    lastSocket().fail();
    jest.advanceTimersByTime(3000);
    lastSocket().accept(8);

    expect(polls).toHaveLength(2);
    expect(lastPoll().request).toMatchObject({ lastEventId: 5, timeout: 0 });
    lastPoll().resolve({ notifications: [notification('n6', 6), notification('n8', 8)], hasMore: false, eventId: 8 });
    await flush();
    expect(received.map((n) => n.id)).toEqual(['n6', 'n8']);
  });

  it('treats a socket that cannot even be opened as a failed one', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const polls: PendingPoll[] = [];
    const delivery = createNotificationDelivery({
      openSocket: () => {
        throw new Error('no token');
      },
      poll: (request) => new Promise((resolve, reject) => polls.push({ request, resolve, reject })),
      onNotifications: () => undefined,
    });
    delivery.start(target);
    expect(delivery.status()).toBe('error');
    expect(polls).toHaveLength(1);
  });
});

describe('notification delivery: stopping and switching', () => {
  it('closes the socket, stops polling and timers, and reports disconnected', async () => {
    const { delivery, sockets, polls, lastSocket, lastPoll, received } = setup();
    delivery.start(target);
    jest.advanceTimersByTime(2000);
    const socket = lastSocket();
    delivery.stop();
    expect(socket.closed).toBe(true);
    expect(delivery.status()).toBe('disconnected');
    expect(delivery.transport()).toBeNull();

    lastPoll().resolve({ notifications: [notification('n1', 1)], hasMore: false, eventId: 1 });
    await flush();
    jest.advanceTimersByTime(10 * 60_000);
    expect(received).toHaveLength(0);
    expect(sockets).toHaveLength(1);
    expect(polls).toHaveLength(1);
  });

  it('asks again for the new workspace when the user switches while polling', () => {
    const { delivery, polls, lastPoll } = setup();
    delivery.start(target);
    jest.advanceTimersByTime(2000);
    delivery.switchWorkspace('w2');
    expect(polls).toHaveLength(2);
    expect(lastPoll().request.workspaceId).toBe('w2');
  });

  it('subscribes to the new workspace when the switch happened while the socket was connecting', () => {
    const { delivery, lastSocket } = setup();
    delivery.start(target);
    delivery.switchWorkspace('w2');
    lastSocket().accept();
    expect(lastSocket().sent).toEqual([{ type: 'subscribe', workspaceId: 'w2' }]);
  });
});
