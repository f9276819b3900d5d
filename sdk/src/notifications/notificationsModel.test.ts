import { eventBus, PlatformEvents } from '../events/eventBus';
import { installFakeServer, type FakeServer } from '../workspace/testing/fakeServer';
import { signIn } from '../workspace/testing/workspaceFixtures';
import {
  $hasMore,
  $notificationFilters,
  $notifications,
  $notificationsError,
  $notificationsLoading,
  $unreadCount,
  loadMoreNotificationsFx,
  loadNotificationPreferencesFx,
  loadNotificationsFx,
  markAllNotificationsReadFx,
  markNotificationsReadFx,
  notificationsReceived,
  notificationsReset,
  removeNotificationFx,
  unreadCountUpdated,
} from './notificationsModel';
import { allOnPreferences, makeNotification } from './testing/notificationFixtures';

let server: FakeServer;

function page(ids: string[], { unread = 0, hasMore = false, firstEventId = 100 } = {}) {
  return {
    notifications: ids.map((id, index) => makeNotification(id, { eventId: firstEventId - index })),
    unread,
    hasMore,
  };
}

beforeEach(async () => {
  server = installFakeServer();
  await signIn(server);
  notificationsReset();
});

describe('notification store: loading', () => {
  it('loads the first page of 20 with the filters and takes the total unread count from it', async () => {
    server.on('GET', '/notifications', { status: 200, body: page(['a', 'b'], { unread: 7, hasMore: true }) });
    await loadNotificationsFx({ filters: { category: 'system', read: 'unread' } });

    const [call] = server.callsTo('GET', '/notifications');
    const query = new URL(call!.url, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({ category: 'system', read: 'false', offset: '0', limit: '20' });
    expect($notifications.getState().map((n) => n.id)).toEqual(['a', 'b']);
    expect($unreadCount.getState()).toBe(7);
    expect($hasMore.getState()).toBe(true);
    expect($notificationFilters.getState()).toEqual({ category: 'system', read: 'unread' });
  });

  it('loads more from where the list ends, with the same filters, and appends', async () => {
    server.on('GET', '/notifications', (call) => {
      const offset = new URL(call.url, 'http://localhost').searchParams.get('offset');
      return offset === '0'
        ? { status: 200, body: page(['a', 'b'], { hasMore: true }) }
        : { status: 200, body: page(['c'], { firstEventId: 98 }) };
    });
    await loadNotificationsFx({ filters: { type: 'task' } });
    await loadMoreNotificationsFx();

    const second = server.callsTo('GET', '/notifications')[1]!;
    expect(new URL(second.url, 'http://localhost').searchParams.get('offset')).toBe('2');
    expect(new URL(second.url, 'http://localhost').searchParams.get('type')).toBe('task');
    expect($notifications.getState().map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect($hasMore.getState()).toBe(false);

    await loadMoreNotificationsFx();
    expect(server.callsTo('GET', '/notifications')).toHaveLength(2);
  });

  it('keeps the list of the latest request when an older one answers last', async () => {
    const answers: Array<(value: unknown) => void> = [];
    server.on('GET', '/notifications', (call) => {
      const read = new URL(call.url, 'http://localhost').searchParams.get('read');
      const body = read === 'false' ? page(['unread-1']) : page(['all-1', 'all-2']);
      return new Promise((resolve) => answers.push(() => resolve({ status: 200, body })));
    });
    const older = loadNotificationsFx({});
    const newer = loadNotificationsFx({ filters: { read: 'unread' } });
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    answers[1]?.(undefined);
    await newer;
    answers[0]?.(undefined);
    await older;
    expect($notifications.getState().map((n) => n.id)).toEqual(['unread-1']);
  });

  it('reports loading, and a failed load as the error the panel shows', async () => {
    server.on('GET', '/notifications', {
      status: 500,
      body: { error: { code: 'internal', message: 'Сервер недоступен', statusCode: 500 } },
    });
    const loading = loadNotificationsFx({});
    expect($notificationsLoading.getState()).toBe(true);
    await expect(loading).rejects.toThrow();
    expect($notificationsLoading.getState()).toBe(false);
    expect($notificationsError.getState()).toBe('Сервер недоступен');

    server.on('GET', '/notifications', { status: 200, body: page([]) });
    await loadNotificationsFx({});
    expect($notificationsError.getState()).toBeNull();
  });
});

describe('notification store: live arrivals', () => {
  it('puts an arrival on top of a list it matches, raises unread and emits notificationReceived', async () => {
    server.on('GET', '/notifications', { status: 200, body: page(['old'], { unread: 1, firstEventId: 5 }) });
    await loadNotificationsFx({ filters: { category: 'workspace' } });
    const seen: unknown[] = [];
    const off = eventBus.on(PlatformEvents.notificationReceived, (event) => {
      seen.push(event.payload);
    });

    const invitation = makeNotification('new', { category: 'workspace', type: 'invitation', eventId: 6 });
    const system = makeNotification('sys', { category: 'system', eventId: 7 });
    notificationsReceived([invitation, system]);
    await Promise.resolve();
    off();

    expect($notifications.getState().map((n) => n.id)).toEqual(['new', 'old']);
    expect($unreadCount.getState()).toBe(3);
    expect(seen).toEqual([{ notification: invitation }, { notification: system }]);
  });

  it('takes the count the server announces', () => {
    unreadCountUpdated(12);
    expect($unreadCount.getState()).toBe(12);
  });
});

describe('notification store: reading and removing', () => {
  beforeEach(async () => {
    server.on('GET', '/notifications', { status: 200, body: page(['a', 'b', 'c'], { unread: 3 }) });
    await loadNotificationsFx({});
  });

  it('marks chosen notifications read and takes the unread count from the answer', async () => {
    server.on('POST', '/notifications/read', { status: 200, body: { updated: 2, unread: 1 } });
    await markNotificationsReadFx(['a', 'c']);
    expect(server.callsTo('POST', '/notifications/read')[0]?.body).toEqual({ notificationIds: ['a', 'c'] });
    expect($notifications.getState().map((n) => n.readAt !== null)).toEqual([true, false, true]);
    expect($unreadCount.getState()).toBe(1);
  });

  it('marks all read', async () => {
    server.on('POST', '/notifications/read', { status: 200, body: { updated: 3, unread: 0 } });
    await markAllNotificationsReadFx();
    expect(server.callsTo('POST', '/notifications/read')[0]?.body).toEqual({ markAll: true });
    expect($notifications.getState().every((n) => n.readAt !== null)).toBe(true);
    expect($unreadCount.getState()).toBe(0);
  });

  it('removes one and takes the unread count afresh', async () => {
    server.on('DELETE', '/notifications/:id', { status: 204 });
    server.on('GET', '/notifications/unread-count', { status: 200, body: { count: 2 } });
    await removeNotificationFx('b');
    expect(server.callsTo('DELETE', '/notifications/b')).toHaveLength(1);
    expect($notifications.getState().map((n) => n.id)).toEqual(['a', 'c']);
    expect($unreadCount.getState()).toBe(2);
  });

  it('forgets everything on reset (sign-out)', () => {
    notificationsReset();
    expect($notifications.getState()).toEqual([]);
    expect($unreadCount.getState()).toBe(0);
  });
});

describe('notification store: sound', () => {
  const played: number[] = [];
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      return {
        type: 'sine',
        frequency: { setValueAtTime: (hz: number) => played.push(hz) },
        connect: () => undefined,
        start: () => undefined,
        stop: () => undefined,
      };
    }
    createGain() {
      const param = {
        setValueAtTime: () => undefined,
        linearRampToValueAtTime: () => undefined,
        exponentialRampToValueAtTime: () => undefined,
      };
      return { gain: param, connect: () => undefined };
    }
  }

  beforeAll(() => {
    (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
  });
  afterAll(() => {
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
  });
  beforeEach(() => {
    played.length = 0;
  });

  it('plays a short chime when an unread notification arrives', () => {
    notificationsReceived([makeNotification('n1')]);
    expect(played.length).toBeGreaterThan(0);
  });

  it('stays silent when the category or the type has the sound switched off, or nothing unread arrived', async () => {
    const preferences = allOnPreferences();
    preferences.types.card_moved.sound = false;
    preferences.categories.billing.sound = false;
    server.on('GET', '/notifications/preferences', { status: 200, body: preferences });
    await loadNotificationPreferencesFx();

    notificationsReceived([makeNotification('moved', { type: 'card_moved', category: 'task' })]);
    notificationsReceived([makeNotification('bill', { category: 'billing' })]);
    notificationsReceived([makeNotification('read', { readAt: '2026-01-01T10:00:00.000Z' })]);
    expect(played).toEqual([]);

    notificationsReceived([makeNotification('task', { type: 'task', category: 'task' })]);
    expect(played.length).toBeGreaterThan(0);
  });
});
