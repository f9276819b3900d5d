import { type DeliveryTarget, type NotificationSocket, createNotificationDelivery } from './notificationDelivery';
import type { WorkspaceResyncMessage } from './socketMessages';

/** A socket the test drives: what the server would say, and what the client sent. */
class FakeSocket implements NotificationSocket {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { code?: number }) => void) | null = null;
  sent: unknown[] = [];

  constructor(
    readonly target: DeliveryTarget,
    readonly resumeFrom: number | null,
  ) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {}
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  ready(workspaceEventId: number): void {
    this.onopen?.({});
    this.receive({ type: 'ready', userId: 'u1', workspaceId: this.target.workspaceId, eventId: 0, unread: 0, workspaceEventId });
  }
  event(eventId: number): void {
    this.receive({ type: 'workspace_event', workspaceId: this.target.workspaceId, eventId, event: { kind: 'kanban.card.moved' } });
  }
  fail(): void {
    this.onerror?.({});
    this.onclose?.({ code: 1006 });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const resyncs: WorkspaceResyncMessage[] = [];
  const delivery = createNotificationDelivery({
    openSocket: (target, resumeFrom) => {
      const socket = new FakeSocket(target, resumeFrom);
      sockets.push(socket);
      return socket;
    },
    poll: () => new Promise(() => {}),
    onNotifications: () => {},
    onWorkspaceResync: (message) => resyncs.push(message),
  });
  return { delivery, sockets, resyncs, last: () => sockets[sockets.length - 1]! };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('workspace events across a reconnect', () => {
  it('opens the first socket from now and a reconnecting one from the last event it received', () => {
    const { delivery, sockets, last } = setup();
    delivery.start({ userId: 'u1', workspaceId: 'w1' });
    expect(last().resumeFrom).toBeNull();
    last().ready(40);
    last().event(41);
    last().event(42);
    last().fail();
    jest.advanceTimersByTime(3000);
    expect(sockets).toHaveLength(2);
    expect(last().resumeFrom).toBe(42);
    delivery.stop();
  });

  it('resumes a workspace it switches back to, and not one it never followed', () => {
    const { delivery, last } = setup();
    delivery.start({ userId: 'u1', workspaceId: 'w1' });
    last().ready(7);
    delivery.switchWorkspace('w2');
    expect(last().sent).toEqual([{ type: 'subscribe', workspaceId: 'w2' }]);
    last().receive({ type: 'subscribed', workspaceId: 'w2', eventId: 3 });
    last().receive({ type: 'workspace_event', workspaceId: 'w2', eventId: 4, event: { kind: 'wiki.article' } });
    last().fail();
    jest.advanceTimersByTime(3000);
    expect(last().target.workspaceId).toBe('w2');
    expect(last().resumeFrom).toBe(4);
    delivery.stop();
  });

  it('passes on the server’s word that the window was exceeded, and resumes from where it says', () => {
    const { delivery, resyncs, last } = setup();
    delivery.start({ userId: 'u1', workspaceId: 'w1' });
    last().ready(5);
    last().receive({ type: 'workspace_resync', workspaceId: 'w1', eventId: 9000 });
    expect(resyncs).toEqual([{ type: 'workspace_resync', workspaceId: 'w1', eventId: 9000 }]);
    last().fail();
    jest.advanceTimersByTime(3000);
    expect(last().resumeFrom).toBe(9000);
    delivery.stop();
  });
});
