import './support/nativeModules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { users, workspaces } from '../src/db/schema';
import { notify, type NotifyInput } from '../src/notifications/notify';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { bearer, register, type SignedIn } from './support/users';

let database: Database;
let app: FastifyInstance;
let admin: SignedIn;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  admin = await register(app, { name: 'Админ' });
  alice = await register(app, { name: 'Алиса' });
  bob = await register(app, { name: 'Боб' });
  await database.orm.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  await database.orm.update(users).set({ role: 'user' }).where(eq(users.id, alice.user.id));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/notifications${url}`, headers: bearer(who.access_token), ...(payload ? { payload } : {}) });

const raise = (who: SignedIn, input: Partial<NotifyInput> = {}) =>
  notify(app, { userId: who.user.id, type: 'info', title: 'Заголовок', message: 'Текст', ...input }, { always: true });

async function freshUser(): Promise<SignedIn> {
  return register(app);
}

describe('POST /notifications', () => {
  it('creates one for the caller with SPEC §3 fields and defaults', async () => {
    const response = await call(alice, 'POST', '', {
      type: 'comment',
      title: 'Новый комментарий',
      message: 'Посмотрите',
      data: { targetUrl: '/boards/1', cardId: 'c1' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: alice.user.id,
      type: 'comment',
      title: 'Новый комментарий',
      message: 'Посмотрите',
      priority: 'medium',
      category: 'comment',
      workspaceId: null,
      data: { targetUrl: '/boards/1', clickable: true, cardId: 'c1' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      readAt: null,
      eventId: expect.any(Number),
    });
    expect((await call(alice, 'GET', `/${created.id}`)).json()).toEqual(created);
  });

  it.each([
    ['invitation', 'workspace'],
    ['workspace', 'workspace'],
    ['card_moved', 'task'],
    ['task', 'task'],
    ['user', 'user'],
    ['warning', 'system'],
  ])('gives type %s the category %s when none is named', async (type, category) => {
    const response = await call(alice, 'POST', '', { type, title: 't', message: '' });
    expect(response.json()).toMatchObject({ type, category, data: { clickable: false } });
  });

  it('keeps an explicit category, priority and clickable flag', async () => {
    const response = await call(alice, 'POST', '', {
      type: 'info',
      title: 't',
      message: 'm',
      category: 'billing',
      priority: 'urgent',
      data: { targetUrl: '/billing', clickable: false },
    });
    expect(response.json()).toMatchObject({ category: 'billing', priority: 'urgent', data: { targetUrl: '/billing', clickable: false } });
  });

  it.each([
    ['an unknown type', { type: 'party', title: 't', message: 'm' }],
    ['an empty title', { type: 'info', title: '', message: 'm' }],
    ['a title over 200 characters', { type: 'info', title: 'x'.repeat(201), message: 'm' }],
    ['a message over 2000 characters', { type: 'info', title: 't', message: 'x'.repeat(2001) }],
    ['an unknown priority', { type: 'info', title: 't', message: 'm', priority: 'critical' }],
    ['a targetUrl to another site', { type: 'info', title: 't', message: 'm', data: { targetUrl: 'https://evil.test/' } }],
    ['a protocol-relative targetUrl', { type: 'info', title: 't', message: 'm', data: { targetUrl: '//evil.test/' } }],
    ['a javascript: targetUrl', { type: 'info', title: 't', message: 'm', data: { targetUrl: 'javascript:alert(1)' } }],
    ['data over 4000 bytes', { type: 'info', title: 't', message: 'm', data: { blob: 'x'.repeat(4000) } }],
  ])('refuses %s with 400 validation_error', async (_case, body) => {
    const response = await call(alice, 'POST', '', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
  });

  it('lets only a platform admin create for someone else', async () => {
    const forbidden = await call(alice, 'POST', '', { type: 'info', title: 't', message: 'm', userId: bob.user.id });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toMatchObject({ code: 'notification_forbidden', statusCode: 403 });

    const byAdmin = await call(admin, 'POST', '', { type: 'system', title: 'Обслуживание', message: 'В 22:00', userId: bob.user.id });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().userId).toBe(bob.user.id);
    expect((await call(bob, 'GET', `/${byAdmin.json().id}`)).statusCode).toBe(200);

    const nobody = await call(admin, 'POST', '', {
      type: 'info',
      title: 't',
      message: 'm',
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.code).toBe('notification_user_not_found');
  });

  it('accepts a workspace only when the recipient belongs to it', async () => {
    const own = await call(alice, 'POST', '', {
      type: 'workspace',
      title: 't',
      message: 'm',
      workspaceId: alice.user.preferredWorkspaceId,
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().workspaceId).toBe(alice.user.preferredWorkspaceId);

    const foreign = await call(alice, 'POST', '', {
      type: 'workspace',
      title: 't',
      message: 'm',
      workspaceId: bob.user.preferredWorkspaceId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('workspace_not_found');
  });

  it('needs a bearer token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/notifications',
      payload: { type: 'info', title: 't', message: 'm' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /notifications', () => {
  let reader: SignedIn;
  let workspaceId: string;

  beforeAll(async () => {
    reader = await freshUser();
    workspaceId = reader.user.preferredWorkspaceId!;
    for (let index = 1; index <= 23; index += 1) await raise(reader, { title: `Инфо ${index}` });
    await raise(reader, { type: 'warning', title: 'Срочно', priority: 'urgent', category: 'security' });
    await raise(reader, { type: 'workspace', title: 'В пространстве', workspaceId });
  });

  it('pages newest first, 20 by default, with the total unread and hasMore', async () => {
    const first = (await call(reader, 'GET', '')).json();
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0].title).toBe('В пространстве');
    expect(first.notifications[2].title).toBe('Инфо 23');
    expect(first).toMatchObject({ unread: 25, hasMore: true });

    const second = (await call(reader, 'GET', '?offset=20')).json();
    expect(second.notifications.map((n: { title: string }) => n.title)).toEqual(['Инфо 5', 'Инфо 4', 'Инфо 3', 'Инфо 2', 'Инфо 1']);
    expect(second.hasMore).toBe(false);

    const eventIds = [...first.notifications, ...second.notifications].map((n: { eventId: number }) => n.eventId);
    expect(eventIds).toEqual([...eventIds].sort((a, b) => b - a));
  });

  it('honours limit up to 100 and refuses more', async () => {
    expect((await call(reader, 'GET', '?limit=3')).json().notifications).toHaveLength(3);
    expect((await call(reader, 'GET', '?limit=100')).json().notifications).toHaveLength(25);
    expect((await call(reader, 'GET', '?limit=101')).statusCode).toBe(400);
    expect((await call(reader, 'GET', '?limit=0')).statusCode).toBe(400);
  });

  it('filters by type, category, priority and workspace', async () => {
    const titles = async (query: string) => (await call(reader, 'GET', query)).json().notifications.map((n: { title: string }) => n.title);
    expect(await titles('?type=warning')).toEqual(['Срочно']);
    expect(await titles('?category=security')).toEqual(['Срочно']);
    expect(await titles('?priority=urgent')).toEqual(['Срочно']);
    expect(await titles(`?workspaceId=${workspaceId}`)).toEqual(['В пространстве']);
    expect(await titles('?category=billing')).toEqual([]);
    expect((await call(reader, 'GET', '?type=party')).statusCode).toBe(400);
  });

  it('filters by read state, while unread stays the total', async () => {
    const [newest] = (await call(reader, 'GET', '?limit=1')).json().notifications;
    await call(reader, 'POST', '/read', { notificationIds: [newest.id] });
    const read = (await call(reader, 'GET', '?read=true')).json();
    expect(read.notifications.map((n: { id: string }) => n.id)).toEqual([newest.id]);
    expect(read.unread).toBe(24);
    const unread = (await call(reader, 'GET', '?read=false&limit=100')).json();
    expect(unread.notifications).toHaveLength(24);
    expect(unread.notifications.every((n: { readAt: string | null }) => n.readAt === null)).toBe(true);
  });
});

describe('reading and deleting', () => {
  it('marks chosen ids read, answering how many changed and what stays unread', async () => {
    const user = await freshUser();
    const [one, two, three] = [await raise(user), await raise(user), await raise(user)];
    const response = await call(user, 'POST', '/read', { notificationIds: [one!.id, two!.id] });
    expect(response.json()).toEqual({ updated: 2, unread: 1 });
    expect((await call(user, 'POST', '/read', { notificationIds: [one!.id] })).json()).toEqual({ updated: 0, unread: 1 });
    const got = (await call(user, 'GET', `/${one!.id}`)).json();
    expect(got.readAt).toEqual(expect.any(String));
    expect(Date.parse(got.updatedAt)).toBeGreaterThanOrEqual(Date.parse(got.createdAt));
    expect((await call(user, 'GET', `/${three!.id}`)).json().readAt).toBeNull();
  });

  it('marks all read, or all of one workspace or category', async () => {
    const user = await freshUser();
    const workspaceId = user.user.preferredWorkspaceId!;
    await raise(user, { workspaceId });
    await raise(user, { category: 'billing' });
    await raise(user);
    expect((await call(user, 'POST', '/read', { markAll: true, workspaceId })).json()).toEqual({ updated: 1, unread: 2 });
    expect((await call(user, 'POST', '/read', { markAll: true, category: 'billing' })).json()).toEqual({ updated: 1, unread: 1 });
    expect((await call(user, 'POST', '/read', { markAll: true })).json()).toEqual({ updated: 1, unread: 0 });
  });

  it('refuses a mark with neither ids nor markAll', async () => {
    const user = await freshUser();
    for (const body of [{}, { markAll: false }, { notificationIds: [] }, { notificationIds: ['not-a-uuid'] }]) {
      const response = await call(user, 'POST', '/read', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
  });

  it('counts unread, optionally by workspace or category', async () => {
    const user = await freshUser();
    const workspaceId = user.user.preferredWorkspaceId!;
    await raise(user, { workspaceId, category: 'task' });
    await raise(user, { category: 'task' });
    await raise(user);
    expect((await call(user, 'GET', '/unread-count')).json()).toEqual({ count: 3 });
    expect((await call(user, 'GET', `/unread-count?workspaceId=${workspaceId}`)).json()).toEqual({ count: 1 });
    expect((await call(user, 'GET', '/unread-count?category=task')).json()).toEqual({ count: 2 });
  });

  it('deletes one: 204, then 404', async () => {
    const user = await freshUser();
    const created = await raise(user);
    const deleted = await call(user, 'DELETE', `/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call(user, 'GET', `/${created.id}`)).statusCode).toBe(404);
    const again = await call(user, 'DELETE', `/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('notification_not_found');
  });

  it('answers 404 for an id that is not a uuid', async () => {
    expect((await call(alice, 'GET', '/nope')).statusCode).toBe(404);
  });
});

describe('isolation: a user never sees or touches another user’s notifications', () => {
  it('hides them from list, get, count; ignores them in marks; refuses to delete them', async () => {
    const owner = await freshUser();
    const stranger = await freshUser();
    const secret = await raise(owner, { title: 'Секрет' });

    expect((await call(stranger, 'GET', '')).json()).toEqual({ notifications: [], unread: 0, hasMore: false });
    expect((await call(stranger, 'GET', '/unread-count')).json()).toEqual({ count: 0 });
    const got = await call(stranger, 'GET', `/${secret.id}`);
    expect(got.statusCode).toBe(404);
    expect(got.json().error.code).toBe('notification_not_found');

    expect((await call(stranger, 'POST', '/read', { notificationIds: [secret.id] })).json()).toEqual({ updated: 0, unread: 0 });
    expect((await call(stranger, 'POST', '/read', { markAll: true })).json()).toEqual({ updated: 0, unread: 0 });
    expect((await call(stranger, 'DELETE', `/${secret.id}`)).statusCode).toBe(404);

    const still = (await call(owner, 'GET', `/${secret.id}`)).json();
    expect(still).toMatchObject({ id: secret.id, readAt: null });
  });
});

describe('POST /notifications/test', () => {
  it('creates a test notification for the caller, in their language', async () => {
    const user = await freshUser();
    const ru = await call(user, 'POST', '/test');
    expect(ru.statusCode).toBe(201);
    expect(ru.json()).toMatchObject({
      userId: user.user.id,
      type: 'info',
      category: 'system',
      title: 'Тестовое уведомление',
      message: 'Уведомления работают',
    });
    const en = await app.inject({
      method: 'POST',
      url: '/api/v1/notifications/test',
      headers: { ...bearer(user.access_token), 'accept-language': 'en' },
    });
    expect(en.json()).toMatchObject({ title: 'Test notification', message: 'Notifications are working' });
    expect((await call(user, 'GET', '/unread-count')).json()).toEqual({ count: 2 });
  });
});

describe('notify() for server code', () => {
  it('keeps a workspace notification when the workspace goes away, without the workspace', async () => {
    const user = await freshUser();
    const [workspace] = await database.orm
      .insert(workspaces)
      .values({ slug: `gone-${Date.now()}`, name: 'Уйдёт', ownerId: user.user.id })
      .returning();
    const created = await raise(user, { workspaceId: workspace!.id });
    await database.orm.delete(workspaces).where(eq(workspaces.id, workspace!.id));
    expect((await call(user, 'GET', `/${created.id}`)).json().workspaceId).toBeNull();
  });

  it('refuses an empty title from server code too', async () => {
    const user = await freshUser();
    await expect(raise(user, { title: '   ' })).rejects.toMatchObject({ statusCode: 400, code: 'validation_error' });
  });
});
