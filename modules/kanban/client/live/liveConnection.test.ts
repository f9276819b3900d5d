import { openLiveConnection } from './liveConnection';

/** A socket the test drives by hand. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.opened = [];
});

afterEach(() => jest.useRealTimers());

it('reports the connection, passes kanban events on, and reconnects after 3 s, then 6 s', () => {
  const events: string[] = [];
  const states: boolean[] = [];
  const stop = openLiveConnection({
    workspaceId: 'w1',
    onEvent: (event) => events.push(event.kind),
    onConnectedChange: (connected) => states.push(connected),
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    accessToken: () => 'token',
  });
  const first = FakeSocket.opened[0] as FakeSocket;
  expect(first.url).toContain('workspace_id=w1');
  first.onopen?.();
  first.onmessage?.({ data: JSON.stringify({ type: 'workspace_event', event: { kind: 'kanban.card.created', boardId: 'b1', cardId: 'c1' } }) });
  first.onclose?.();
  expect(states).toEqual([true, false]);
  expect(events).toEqual(['kanban.card.created']);

  jest.advanceTimersByTime(2_999);
  expect(FakeSocket.opened).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(FakeSocket.opened).toHaveLength(2);
  FakeSocket.opened[1]?.onclose?.();
  jest.advanceTimersByTime(5_999);
  expect(FakeSocket.opened).toHaveLength(2);
  jest.advanceTimersByTime(1);
  expect(FakeSocket.opened).toHaveLength(3);

  stop();
  expect(FakeSocket.opened[2]?.closed).toBe(true);
});
