import './support/nativeModules';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { users, workspaces } from '../src/db/schema';
import { openPostgresDatabase } from '../src/db/postgres';
import { insertNotification } from '../src/notifications/notificationStore';
import { notify } from '../src/notifications/notify';
import { userTopic } from '../src/realtime/hub';
import { baseUrl, TestSocket } from './support/notificationClients';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { testDatabaseUrl } from './support/testEnv';
import { bearer, register, type SignedIn } from './support/users';

let database: Database;
let app: FastifyInstance;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  // On PostgreSQL, through LISTEN/NOTIFY like production; on PGlite, in process.
  app = await createTestApp(database, { databaseUrl: testDatabaseUrl() });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function ready(who: SignedIn, query: Record<string, string> = {}): Promise<TestSocket> {
  const socket = await TestSocket.ready(app, who.access_token, query);
  sockets.push(socket);
  return socket;
}

async function connect(query: Record<string, string>): Promise<TestSocket> {
  const socket = await TestSocket.connect(app, query);
  sockets.push(socket);
  return socket;
}

const raise = (who: SignedIn, title: string, extra: { category?: 'billing' } = {}) =>
  notify(app, { userId: who.user.id, type: 'info', title, message: '', ...extra }, { always: true });

const api = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/notifications${url}`, headers: bearer(who.access_token), ...(payload ? { payload } : {}) });

describe('connecting', () => {
  it.each([
    ['no token', {}, 'token_missing'],
    ['a malformed token', { token: 'garbage' }, 'token_malformed'],
    [
      'a token signed with another key',
      { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAifQ.c2lnbmF0dXJl' },
      'token_invalid',
    ],
  ])('refuses %s with close code 4401', async (_case, query, reason) => {
    const socket = await connect(query);
    expect(await socket.closed).toEqual({ code: 4401, reason });
  });

  it('refuses an expired token with 4401 token_expired', async () => {
    const user = await register(app);
    const expired = app.jwt.sign({ sub: user.user.id, sid: randomUUID(), iat: Math.floor(Date.now() / 1000) - 3600 } as {
      sub: string;
      sid: string;
    });
    expect(await (await connect({ token: expired })).closed).toEqual({ code: 4401, reason: 'token_expired' });
  });

  it('refuses the token of a user who no longer exists', async () => {
    const user = await register(app);
    await database.orm.delete(workspaces).where(eq(workspaces.ownerId, user.user.id));
    await database.orm.delete(users).where(eq(users.id, user.user.id));
    expect(await (await connect({ token: user.access_token })).closed).toEqual({ code: 4401, reason: 'token_invalid' });
  });

  it('refuses a workspace_id the user is not a member of with 4404', async () => {
    const user = await register(app);
    const other = await register(app);
    const socket = await connect({ token: user.access_token, workspace_id: other.user.preferredWorkspaceId! });
    expect(await socket.closed).toEqual({ code: 4404, reason: 'workspace_not_found' });
  });

  it('greets with ready: user, workspace, newest event id and unread count', async () => {
    const user = await register(app);
    await raise(user, 'one');
    const second = await raise(user, 'two');
    const socket = await TestSocket.connect(app, { token: user.access_token, workspace_id: user.user.preferredWorkspaceId! });
    sockets.push(socket);
    expect(await socket.next('ready')).toEqual({
      type: 'ready',
      userId: user.user.id,
      workspaceId: user.user.preferredWorkspaceId,
      eventId: second.eventId,
      unread: 2,
      workspaceEventId: 0,
    });
  });

  it('answers frames sent before it was ready, in order', async () => {
    const user = await register(app);
    const socket = await connect({ token: user.access_token });
    socket.send({ type: 'ping' });
    socket.send({ type: 'subscribe', workspaceId: user.user.preferredWorkspaceId });
    await socket.next('ready');
    await socket.next('pong');
    expect(await socket.next('subscribed')).toEqual({ type: 'subscribed', workspaceId: user.user.preferredWorkspaceId, eventId: 0 });
  });
});

describe('messages', () => {
  it('answers ping with pong', async () => {
    const socket = await ready(await register(app));
    socket.send({ type: 'ping' });
    const pong = await socket.next('pong');
    expect(Date.parse(String(pong.time))).not.toBeNaN();
  });

  it('subscribes to a workspace of the user, refuses another’s and keeps the previous subscription', async () => {
    const user = await register(app);
    const other = await register(app);
    const socket = await ready(user);
    socket.send({ type: 'subscribe', workspaceId: user.user.preferredWorkspaceId });
    expect(await socket.next('subscribed')).toEqual({ type: 'subscribed', workspaceId: user.user.preferredWorkspaceId, eventId: 0 });
    socket.send({ type: 'subscribe', workspaceId: other.user.preferredWorkspaceId });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      code: 'workspace_not_found',
      message: 'Рабочее пространство не найдено или доступ запрещен',
    });

    await app.realtime.publishToWorkspace(user.user.preferredWorkspaceId!, { kind: 'board.changed', boardId: 'b1' });
    expect(await socket.next('workspace_event')).toEqual({
      type: 'workspace_event',
      workspaceId: user.user.preferredWorkspaceId,
      eventId: 1,
      event: { kind: 'board.changed', boardId: 'b1' },
    });
  });

  it('sends workspace events only to sockets subscribed to that workspace', async () => {
    const insider = await register(app);
    const outsider = await register(app);
    const inside = await ready(insider, { workspace_id: insider.user.preferredWorkspaceId! });
    const outside = await ready(outsider, { workspace_id: outsider.user.preferredWorkspaceId! });
    await app.realtime.publishToWorkspace(insider.user.preferredWorkspaceId!, { kind: 'board.changed' });
    await inside.next('workspace_event');
    await app.realtime.publishToWorkspace(outsider.user.preferredWorkspaceId!, { kind: 'marker' });
    await outside.next('workspace_event', (frame) => (frame.event as { kind: string }).kind === 'marker');
    expect(outside.frames.filter((frame) => frame.type === 'workspace_event')).toEqual([]);

    inside.send({ type: 'subscribe', workspaceId: null });
    await inside.next('subscribed');
    await app.realtime.publishToWorkspace(insider.user.preferredWorkspaceId!, { kind: 'after unsubscribe' });
    await inside.expectNone('workspace_event');
  });

  it('answers an unknown or broken frame with invalid_message, in the client’s language, and stays open', async () => {
    const user = await register(app);
    const socket = await ready(user);
    socket.send('not json');
    expect(await socket.next('error')).toMatchObject({ code: 'invalid_message', message: expect.stringContaining('ping') });
    socket.send({ type: 'dance' });
    await socket.next('error');
    socket.send({ type: 'ping' });
    await socket.next('pong');
  });

  it('closes with 1009 on a frame over 4 KB', async () => {
    const socket = await ready(await register(app));
    socket.send({ type: 'ping', padding: 'x'.repeat(5000) });
    expect((await socket.closed).code).toBe(1009);
  });
});

describe('live delivery', () => {
  it('pushes a new notification, then the unread count, to every socket of the user', async () => {
    const user = await register(app);
    const [tab1, tab2] = [await ready(user), await ready(user)];
    const created = (
      await api(user, 'POST', '', { type: 'task', title: 'Назначена задача', message: 'Карточка 7', data: { targetUrl: '/b/7' } })
    ).json();
    for (const tab of [tab1, tab2]) {
      expect(await tab.next('notification')).toEqual({ type: 'notification', notification: created });
      expect(await tab.next('unread')).toEqual({ type: 'unread', count: 1 });
    }
  });

  it('pushes the unread count when read or deleted elsewhere', async () => {
    const user = await register(app);
    // The socket sees both raises land first: on PostgreSQL their signals travel through NOTIFY and could
    // otherwise reach a socket opened after them, looking like a count pushed by the read.
    const socket = await ready(user);
    const one = await raise(user, 'one');
    await socket.next('unread', (frame) => frame.count === 1);
    const two = await raise(user, 'two');
    await socket.next('unread', (frame) => frame.count === 2);
    await socket.expectNone('unread');
    await api(user, 'POST', '/read', { notificationIds: [one.id] });
    expect(await socket.next('unread')).toEqual({ type: 'unread', count: 1 });
    await api(user, 'DELETE', `/${two.id}`);
    expect(await socket.next('unread')).toEqual({ type: 'unread', count: 0 });
  });

  it('never pushes one user’s notification to another user’s socket', async () => {
    const alice = await register(app);
    const bob = await register(app);
    const aliceSocket = await ready(alice);
    const bobSocket = await ready(bob);
    const forBob = await raise(bob, 'for bob');
    const forAlice = await raise(alice, 'for alice');
    expect((await aliceSocket.next('notification')).notification).toMatchObject({ id: forAlice.id });
    expect((await bobSocket.next('notification')).notification).toMatchObject({ id: forBob.id });
    await aliceSocket.expectNone('notification');
    await bobSocket.expectNone('notification');
    expect(aliceSocket.frames).toEqual([{ type: 'unread', count: 1 }]);
  });

  it('does not push what the user muted, but pushes the rest', async () => {
    const user = await register(app);
    await api(user, 'PUT', '/preferences', { types: { info: { inApp: true } }, categories: { billing: { inApp: false } } });
    const socket = await ready(user);
    await raise(user, 'muted', { category: 'billing' });
    const live = await raise(user, 'live');
    const pushed = await socket.next('notification');
    expect(pushed.notification).toMatchObject({ id: live.id });
    expect(await socket.next('unread')).toEqual({ type: 'unread', count: 2 });
    await socket.expectNone('notification');
  });

  it('catches up from the database after the cross-instance link was down (resync)', async () => {
    const user = await register(app);
    const socket = await ready(user);
    await raise(user, 'seen');
    await socket.next('notification');
    await socket.next('unread');
    // Stored while the link was down: its signal never came.
    const missed = await insertNotification(app.db.orm, {
      userId: user.user.id,
      type: 'info',
      title: 'lost signal',
      message: '',
      category: 'system',
      data: { clickable: false },
      live: true,
    });
    app.realtime.users.publish(userTopic(user.user.id), { type: 'resync' });
    expect((await socket.next('notification')).notification).toMatchObject({ id: missed.id });
    expect(await socket.next('unread')).toEqual({ type: 'unread', count: 2 });
    await socket.expectNone('notification');
  });
});

describe('long poll and shutdown over real connections', () => {
  it('stops waiting when the client goes away', async () => {
    const user = await register(app);
    const aborted = new AbortController();
    const request = fetch(`${baseUrl(app)}/api/v1/notifications/poll?userId=${user.user.id}`, {
      headers: bearer(user.access_token),
      signal: aborted.signal,
    }).catch((error: unknown) => error);
    const topic = userTopic(user.user.id);
    while (!app.realtime.users.hasSubscribers(topic)) await new Promise((resolve) => setTimeout(resolve, 5));
    aborted.abort();
    await request;
    while (app.realtime.users.hasSubscribers(topic)) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(app.realtime.users.hasSubscribers(topic)).toBe(false);
  });
});

describe('server shutdown', () => {
  it('closes sockets with 1001 and answers waiting polls at once', async () => {
    const url = testDatabaseUrl();
    // A second instance; on PostgreSQL it shares the database (emptying it would pull it from under this file).
    const own = url ? await openPostgresDatabase(url) : await openTestDatabase();
    const closing = await createTestApp(own, { databaseUrl: url });
    await closing.listen({ port: 0, host: '127.0.0.1' });
    try {
      const listener = await register(closing);
      const poller = await register(closing);
      const socket = await TestSocket.ready(closing, listener.access_token);
      const poll = closing.inject({
        method: 'GET',
        url: `/api/v1/notifications/poll?userId=${poller.user.id}`,
        headers: bearer(poller.access_token),
      });
      while (!closing.realtime.users.hasSubscribers(userTopic(poller.user.id))) await new Promise((resolve) => setTimeout(resolve, 5));
      const started = Date.now();
      const closed = closing.close();
      expect(await socket.closed).toEqual({ code: 1001, reason: 'server_shutdown' });
      expect((await poll).json()).toMatchObject({ notifications: [] });
      await closed;
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await own.close();
    }
  });
});
