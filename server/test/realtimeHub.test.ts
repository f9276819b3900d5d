import { RealtimeHub, userTopic } from '../src/realtime/hub';
import { createLocalSignalBus } from '../src/realtime/localSignalBus';
import { encodeSignal, MAX_SIGNAL_BYTES } from '../src/realtime/signals';
import { Wakeup } from '../src/realtime/wakeup';

describe('RealtimeHub', () => {
  it('delivers to the topic’s listeners only, until they unsubscribe', () => {
    const hub = new RealtimeHub<string>();
    const mine: string[] = [];
    const theirs: string[] = [];
    const unsubscribe = hub.subscribe(userTopic('me'), (message) => mine.push(message));
    hub.subscribe(userTopic('them'), (message) => theirs.push(message));
    hub.subscribe(userTopic('them'), () => {});
    expect(hub.subscriberCount(userTopic('them'))).toBe(2);
    hub.publish(userTopic('me'), 'a');
    unsubscribe();
    hub.publish(userTopic('me'), 'b');
    expect(mine).toEqual(['a']);
    expect(theirs).toEqual([]);
    expect(hub.hasSubscribers(userTopic('me'))).toBe(false);
    expect(hub.hasSubscribers(userTopic('them'))).toBe(true);
  });

  it('keeps delivering to the others when one listener throws, and reports the error', () => {
    const errors: unknown[] = [];
    const hub = new RealtimeHub<string>((error) => errors.push(error));
    const got: string[] = [];
    hub.subscribe('t', () => {
      throw new Error('boom');
    });
    hub.subscribe('t', (message) => got.push(message));
    hub.publish('t', 'x');
    expect(got).toEqual(['x']);
    expect(errors).toHaveLength(1);
  });

  it('publishes to every topic at once', () => {
    const hub = new RealtimeHub<string>();
    const got: string[] = [];
    hub.subscribe('a', (message) => got.push(`a:${message}`));
    hub.subscribe('b', (message) => got.push(`b:${message}`));
    hub.publishToAll('resync');
    expect(got.sort()).toEqual(['a:resync', 'b:resync']);
  });
});

describe('Wakeup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('wakes on a matching message and ignores others', async () => {
    const hub = new RealtimeHub<string>();
    const wakeup = new Wakeup(hub, 't', (message) => message === 'go');
    const woken = wakeup.wait(30_000);
    hub.publish('t', 'noise');
    hub.publish('t', 'go');
    await expect(woken).resolves.toBe(true);
    wakeup.close();
  });

  it('gives up when the time passes, not a moment before', async () => {
    const hub = new RealtimeHub<string>();
    const wakeup = new Wakeup(hub, 't', () => true);
    let result: boolean | undefined;
    void wakeup.wait(30_000).then((woken) => (result = woken));
    await jest.advanceTimersByTimeAsync(29_999);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
    wakeup.close();
  });

  it('remembers a message that came while nobody waited', async () => {
    const hub = new RealtimeHub<string>();
    const wakeup = new Wakeup(hub, 't', () => true);
    hub.publish('t', 'early');
    await expect(wakeup.wait(30_000)).resolves.toBe(true);
    let second: boolean | undefined;
    void wakeup.wait(1000).then((woken) => (second = woken));
    await jest.advanceTimersByTimeAsync(1000);
    expect(second).toBe(false);
    wakeup.close();
  });

  it('ends at once when aborted, and stops listening when closed', async () => {
    const hub = new RealtimeHub<string>();
    const wakeup = new Wakeup(hub, 't', () => true);
    const abort = new AbortController();
    const waiting = wakeup.wait(30_000, abort.signal);
    abort.abort();
    await expect(waiting).resolves.toBe(false);
    wakeup.close();
    expect(hub.hasSubscribers('t')).toBe(false);
  });
});

describe('signals', () => {
  it('refuse a payload a PostgreSQL NOTIFY could not carry', () => {
    const event = { kind: 'board.changed', blob: 'x'.repeat(MAX_SIGNAL_BYTES) };
    expect(() => encodeSignal({ kind: 'workspace', workspaceId: 'w', eventId: 1, event })).toThrow(RangeError);
  });

  it('on one instance, reach every handler after the sender’s await', async () => {
    const bus = createLocalSignalBus(() => {});
    const got: string[] = [];
    bus.onSignal((signal) => got.push(signal.kind));
    await bus.send({ kind: 'unread', userId: 'u' });
    await Promise.resolve();
    expect(got).toEqual(['unread']);
  });
});
