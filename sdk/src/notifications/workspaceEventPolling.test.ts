import { type DeliveryTarget, type NotificationSocket, createNotificationDelivery } from './notificationDelivery';
import type { NotificationPollRequest, NotificationPollResponse } from './notificationTypes';
import type { WorkspaceResyncMessage } from './socketMessages';

class FakeSocket implements NotificationSocket {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { code?: number }) => void) | null = null;

  constructor(
    readonly target: DeliveryTarget,
    readonly resumeFrom: number | null,
  ) {}

  send(): void {}
  close(): void {}
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  ready(workspaceEventId: number): void {
    this.onopen?.({});
    this.receive({ type: 'ready', userId: 'u1', workspaceId: 'w1', eventId: 0, unread: 0, workspaceEventId });
  }
  event(eventId: number): void {
    this.receive({ type: 'workspace_event', workspaceId: 'w1', eventId, event: { kind: 'kanban.card.moved' } });
  }
  fail(): void {
    this.onerror?.({});
    this.onclose?.({ code: 1006 });
  }
}

/** A poll the test answers. */
interface PendingPoll {
  request: NotificationPollRequest;
  answer(response: Partial<NotificationPollResponse>): Promise<void>;
}

function setup() {
  const sockets: FakeSocket[] = [];
  const polls: PendingPoll[] = [];
  const received: number[] = [];
  const resyncs: WorkspaceResyncMessage[] = [];
  const delivery = createNotificationDelivery({
    openSocket: (target, resumeFrom) => {
      const socket = new FakeSocket(target, resumeFrom);
      sockets.push(socket);
      return socket;
    },
    poll: (request) =>
      new Promise((resolve) => {
        polls.push({
          request,
          answer: async (response) => {
            resolve({ notifications: [], hasMore: false, eventId: 0, ...response });
            await jest.advanceTimersByTimeAsync(0);
          },
        });
      }),
    onNotifications: () => {},
    onWorkspaceEvent: (message) => received.push(message.eventId),
    onWorkspaceResync: (message) => resyncs.push(message),
  });
  return { delivery, sockets, polls, received, resyncs, lastSocket: () => sockets[sockets.length - 1]! };
}

const events = (...ids: number[]) => ids.map((eventId) => ({ eventId, event: { kind: 'kanban.card.moved' } }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('workspace events by long poll while the socket is down', () => {
  it('polls from the last event the socket brought, hands on what the poll brings, and the next socket resumes after it', async () => {
    const { delivery, polls, received, lastSocket } = setup();
    delivery.start({ userId: 'u1', workspaceId: 'w1' });
    lastSocket().ready(10);
    lastSocket().event(11);
    lastSocket().fail();

    expect(polls).toHaveLength(1);
    expect(polls[0]!.request).toMatchObject({ workspaceId: 'w1', workspaceEventId: 11 });
    await polls[0]!.answer({ workspaceEvents: events(12, 13), workspaceEventId: 13, workspaceResync: false });
    expect(received).toEqual([11, 12, 13]);

    await jest.advanceTimersByTimeAsync(3000);
    expect(lastSocket().resumeFrom).toBe(13);
    lastSocket().ready(13);
    // Crossing: the poll and the resumed socket may both carry an event; it is handed on once.
    lastSocket().event(13);
    lastSocket().event(14);
    expect(received).toEqual([11, 12, 13, 14]);
    delivery.stop();
  });

  it('starts from where the server says when it holds no id, and passes on a poll’s word that the window was exceeded', async () => {
    const { delivery, polls, received, resyncs, lastSocket } = setup();
    delivery.start({ userId: 'u1', workspaceId: 'w1' });
    lastSocket().fail();
    expect(polls[0]!.request).toMatchObject({ workspaceId: 'w1', workspaceEventId: null });
    await polls[0]!.answer({ workspaceEvents: [], workspaceEventId: 50, workspaceResync: false });

    await jest.advanceTimersByTimeAsync(5000);
    expect(polls).toHaveLength(2);
    expect(polls[1]!.request).toMatchObject({ workspaceEventId: 50 });
    await polls[1]!.answer({ workspaceEvents: [], workspaceEventId: 2000, workspaceResync: true });
    expect(received).toEqual([]);
    expect(resyncs).toEqual([{ type: 'workspace_resync', workspaceId: 'w1', eventId: 2000 }]);

    await jest.advanceTimersByTimeAsync(5000);
    expect(polls[2]!.request).toMatchObject({ workspaceEventId: 2000 });
    delivery.stop();
  });
});
