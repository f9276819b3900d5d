import { createEventBus, eventBus, PlatformEvents, type PlatformEvent } from './eventBus';

const flush = () => Promise.resolve();

describe('event bus', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errorSpy.mockRestore();
    jest.useRealTimers();
  });

  it('gives every event an evt_ id, its name, payload, source and timestamp', () => {
    const bus = createEventBus();
    const first = bus.emit('card.created', { id: 1 }, { source: 'kanban' });
    const second = bus.emit('card.created');
    expect(first.id).toMatch(/^evt_/);
    expect(second.id).not.toBe(first.id);
    expect(first).toMatchObject({ name: 'card.created', payload: { id: 1 }, source: 'kanban' });
    expect(typeof first.timestamp).toBe('number');
  });

  it.each(['1event', '.event', '', 'a'.repeat(101)])('refuses the event name %j', (name) => {
    expect(() => createEventBus().emit(name)).toThrow(`Invalid event name: ${name}`);
  });

  it('accepts a name of exactly 100 characters starting with a letter', () => {
    expect(() => createEventBus().emit('a'.repeat(100))).not.toThrow();
  });

  it('delivers asynchronously, in emit order, to named and wildcard handlers', async () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on('a.one', (e) => void seen.push(`named:${e.name}`));
    bus.on('*', (e) => void seen.push(`all:${e.name}`));
    bus.emit('a.one');
    bus.emit('b.two');
    expect(seen).toEqual([]);
    await flush();
    expect(seen).toEqual(['named:a.one', 'all:a.one', 'all:b.two']);
  });

  it('stops delivering after unsubscribe, and once() delivers a single time', async () => {
    const bus = createEventBus();
    const onHandler = jest.fn();
    const onceHandler = jest.fn();
    const off = bus.on('x.y', onHandler);
    bus.once('x.y', onceHandler);
    bus.emit('x.y');
    await flush();
    off();
    bus.emit('x.y');
    await flush();
    expect(onHandler).toHaveBeenCalledTimes(1);
    expect(onceHandler).toHaveBeenCalledTimes(1);
  });

  it('keeps only the last 1000 events in history, filterable by name', () => {
    const bus = createEventBus();
    for (let i = 0; i < 1005; i += 1) bus.emit(i % 2 ? 'odd.event' : 'even.event', i);
    const all = bus.history();
    expect(all).toHaveLength(1000);
    expect(all[0]?.payload).toBe(5);
    expect(all[999]?.payload).toBe(1004);
    expect(bus.history('odd.event').every((e) => e.name === 'odd.event')).toBe(true);
  });

  it('drops the oldest waiting event past 10000 queued and counts it', async () => {
    const bus = createEventBus();
    const received: PlatformEvent[] = [];
    bus.on('load.test', (e) => void received.push(e));
    for (let i = 0; i < 10_003; i += 1) bus.emit('load.test', i);
    expect(bus.stats()).toMatchObject({ queued: 10_000, dropped: 3 });
    await flush();
    expect(received).toHaveLength(10_000);
    expect(received[0]?.payload).toBe(3);
    expect(bus.stats().queued).toBe(0);
  });

  it('keeps delivering to other handlers when one throws, and reports the failure', async () => {
    const bus = createEventBus();
    const after = jest.fn();
    const reported = jest.fn();
    bus.on(PlatformEvents.handlerError, reported);
    bus.on('x.y', () => {
      throw new Error('boom');
    });
    bus.on('x.y', after);
    const event = bus.emit('x.y');
    await flush();
    await flush();
    expect(after).toHaveBeenCalledTimes(1);
    expect(errorSpy).toHaveBeenCalled();
    expect(bus.stats().handlerErrors).toBe(1);
    expect(reported.mock.calls[0]?.[0].payload).toEqual({ eventName: 'x.y', eventId: event.id, error: 'boom' });
  });

  it('reports a rejected async handler', async () => {
    const bus = createEventBus();
    bus.on('x.y', () => Promise.reject(new Error('async boom')));
    bus.emit('x.y');
    await flush();
    await flush();
    expect(bus.stats().handlerErrors).toBe(1);
  });

  it('reports an async handler still running after 30 s, without holding up later events', async () => {
    jest.useFakeTimers();
    const bus = createEventBus();
    const later = jest.fn();
    bus.on('slow.event', () => new Promise(() => undefined));
    bus.on('next.event', later);
    bus.emit('slow.event');
    bus.emit('next.event');
    await flush();
    expect(later).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(29_999);
    expect(bus.stats().handlerErrors).toBe(0);
    jest.advanceTimersByTime(1);
    expect(bus.stats().handlerErrors).toBe(1);
    expect(errorSpy.mock.calls[0]?.[1]).toEqual(new Error('Event handler for "slow.event" timed out after 30000ms'));
  });

  it('does not loop when a handler of the error event itself fails', async () => {
    const bus = createEventBus();
    bus.on(PlatformEvents.handlerError, () => {
      throw new Error('again');
    });
    bus.on('x.y', () => {
      throw new Error('first');
    });
    bus.emit('x.y');
    for (let i = 0; i < 5; i += 1) await flush();
    expect(bus.stats().handlerErrors).toBe(2);
  });

  it('clear() forgets history, subscriptions and waiting events', async () => {
    const bus = createEventBus();
    const handler = jest.fn();
    bus.on('x.y', handler);
    bus.emit('x.y');
    bus.clear();
    await flush();
    expect(handler).not.toHaveBeenCalled();
    expect(bus.history()).toEqual([]);
  });

  it('exports the platform-wide event names and a shared singleton', () => {
    expect(PlatformEvents).toMatchObject({
      sessionLoggedIn: 'session.loggedIn',
      sessionLoggedOut: 'session.loggedOut',
      workspaceSwitched: 'workspace.switched',
      moduleRegistered: 'module.registered',
      moduleEnabled: 'module.enabled',
      moduleDisabled: 'module.disabled',
      moduleError: 'module.error',
      navigationChanged: 'navigation.changed',
      notificationReceived: 'notification.received',
      languageChanged: 'i18n.languageChanged',
    });
    expect(typeof eventBus.emit).toBe('function');
  });
});
