import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import { notify } from '../src/notifications/notify';
import { userTopic } from '../src/realtime/hub';
import { startTestServer, type TestServer } from './support/testApp';
import { testDatabaseUrl } from './support/testEnv';
import { bearer, register, type SignedIn } from './support/users';

let server: TestServer;
let app: FastifyInstance;

beforeAll(async () => {
  // On PostgreSQL, through LISTEN/NOTIFY like production; on PGlite, in process.
  ({ app } = server = await startTestServer({ databaseUrl: testDatabaseUrl() }));
});

afterAll(() => server.close());

interface PollAnswer {
  notifications: Array<{ id: string; title: string; eventId: number; userId: string }>;
  hasMore: boolean;
  eventId: number;
}

const poll = (who: SignedIn, query: Record<string, string | number | undefined> = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/notifications/poll?${new URLSearchParams(
      Object.entries({ userId: who.user.id, ...query })
        .filter(([, value]) => value !== undefined)
        .map(([key, value]): [string, string] => [key, String(value)]),
    )}`,
    headers: bearer(who.access_token),
  });

const raise = (who: SignedIn, title: string, extra: { category?: 'billing' } = {}) =>
  notify(app, { userId: who.user.id, type: 'info', title, message: '', ...extra }, { always: true });

/** Resolves once a poll of this user has fixed its cursor and listens on the user's topic. */
async function pollerWaiting(who: SignedIn): Promise<void> {
  for (let turn = 0; turn < 1000 && !app.realtime.users.hasSubscribers(userTopic(who.user.id)); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  if (!app.realtime.users.hasSubscribers(userTopic(who.user.id))) throw new Error('the poll never started waiting');
}

describe('GET /notifications/poll', () => {
  it('refuses to poll for someone else (403) or in a workspace the caller is not in (404)', async () => {
    const alice = await register(app);
    const bob = await register(app);
    const other = await app.inject({
      method: 'GET',
      url: `/api/v1/notifications/poll?userId=${bob.user.id}&timeout=0`,
      headers: bearer(alice.access_token),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('notification_forbidden');
    const workspace = await poll(alice, { workspaceId: bob.user.preferredWorkspaceId!, timeout: 0 });
    expect(workspace.statusCode).toBe(404);
    expect(workspace.json().error.code).toBe('workspace_not_found');
    expect((await poll(alice, { workspaceId: alice.user.preferredWorkspaceId!, timeout: 0 })).statusCode).toBe(200);
  });

  it('validates its query: timeout at most 30 s, ids and times well formed', async () => {
    const user = await register(app);
    for (const query of [{ timeout: 31 }, { timeout: -1 }, { lastEventId: 'x' }, { lastEventTime: 'yesterday' }]) {
      const response = await poll(user, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
  });

  it('answers at once with what is newer than lastEventId, oldest first, and the new cursor', async () => {
    const user = await register(app);
    const first = await raise(user, 'one');
    await raise(user, 'two');
    const third = await raise(user, 'three');
    const answer = (await poll(user, { lastEventId: first.eventId })).json<PollAnswer>();
    expect(answer.notifications.map((n) => n.title)).toEqual(['two', 'three']);
    expect(answer).toMatchObject({ hasMore: false, eventId: third.eventId });
  });

  it('with timeout 0 and nothing new, answers empty with the cursor it was given', async () => {
    const user = await register(app);
    const only = await raise(user, 'seen');
    expect((await poll(user, { lastEventId: only.eventId, timeout: 0 })).json()).toEqual({
      notifications: [],
      hasMore: false,
      eventId: only.eventId,
    });
  });

  it('without a cursor, waits for the next notification and answers with it', async () => {
    const user = await register(app);
    const old = await raise(user, 'before the poll');
    let settled = false;
    const pending = poll(user).then((response) => {
      settled = true;
      return response;
    });
    await pollerWaiting(user);
    expect(settled).toBe(false);
    const fresh = await raise(user, 'arrived while waiting');
    const answer = (await pending).json<PollAnswer>();
    expect(answer.notifications.map((n) => n.id)).toEqual([fresh.id]);
    expect(answer.eventId).toBe(fresh.eventId);
    expect(answer.eventId).toBeGreaterThan(old.eventId);
  });

  it('loses nothing that arrives between two polls', async () => {
    const user = await register(app);
    const start = await raise(user, 'start');
    const first = (await poll(user, { lastEventId: start.eventId - 1 })).json<PollAnswer>();
    expect(first.notifications.map((n) => n.title)).toEqual(['start']);
    await raise(user, 'gap 1');
    await raise(user, 'gap 2');
    const second = (await poll(user, { lastEventId: first.eventId })).json<PollAnswer>();
    expect(second.notifications.map((n) => n.title)).toEqual(['gap 1', 'gap 2']);
  });

  it('gives at most 100 at a time with hasMore, then the rest', async () => {
    const user = await register(app);
    await Promise.all(Array.from({ length: 101 }, (_, index) => raise(user, `n${index}`)));
    const first = (await poll(user, { lastEventId: 0 })).json<PollAnswer>();
    expect(first.notifications).toHaveLength(100);
    expect(first.hasMore).toBe(true);
    const rest = (await poll(user, { lastEventId: first.eventId })).json<PollAnswer>();
    expect(rest.notifications).toHaveLength(1);
    expect(rest.hasMore).toBe(false);
    const ids = [...first.notifications, ...rest.notifications].map((n) => n.eventId);
    expect(new Set(ids).size).toBe(101);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('accepts lastEventTime (ISO or epoch ms) when there is no lastEventId', async () => {
    const user = await register(app);
    const before = await raise(user, 'before');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = await raise(user, 'after');
    for (const lastEventTime of [before.createdAt, String(Date.parse(before.createdAt))]) {
      const answer = (await poll(user, { lastEventTime, timeout: 0 })).json<PollAnswer>();
      expect(answer.notifications.map((n) => n.id)).toEqual([after.id]);
    }
  });

  it('never hands a waiting poller another user’s notification', async () => {
    const waiter = await register(app);
    const other = await register(app);
    const start = await raise(waiter, 'mine, seen');
    const pending = poll(waiter, { lastEventId: start.eventId });
    await pollerWaiting(waiter);
    await raise(other, 'not yours');
    const mine = await raise(waiter, 'mine, new');
    const answer = (await pending).json<PollAnswer>();
    expect(answer.notifications.map((n) => n.id)).toEqual([mine.id]);
    expect(answer.notifications.every((n) => n.userId === waiter.user.id)).toBe(true);
  });

  it('skips what the user muted, which stays listed and counted', async () => {
    const user = await register(app);
    await app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      headers: bearer(user.access_token),
      payload: { categories: { billing: { inApp: false } } },
    });
    const start = await raise(user, 'start');
    const muted = await raise(user, 'muted', { category: 'billing' });
    const live = await raise(user, 'live');
    const answer = (await poll(user, { lastEventId: start.eventId })).json<PollAnswer>();
    expect(answer.notifications.map((n) => n.id)).toEqual([live.id]);
    const listed = (await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(user.access_token) })).json();
    expect(listed.notifications.map((n: { id: string }) => n.id)).toContain(muted.id);
    expect(listed.unread).toBe(3);
  });
});
