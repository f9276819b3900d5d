import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import { notificationCategories, notificationTypes } from '../src/db/tables/notifications';
import { notify } from '../src/notifications/notify';
import { startTestServer, type TestServer } from './support/testApp';
import { bearer, register, type SignedIn } from './support/users';

let server: TestServer;
let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = server = await startTestServer());
});

afterAll(() => server.close());

const preferences = (who: SignedIn) =>
  app.inject({ method: 'GET', url: '/api/v1/notifications/preferences', headers: bearer(who.access_token) });
const change = (who: SignedIn, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: bearer(who.access_token), payload });

describe('GET /notifications/preferences', () => {
  it('has every category and every type, all on by default', async () => {
    const body = (await preferences(await register(app))).json();
    expect(Object.keys(body.categories).sort()).toEqual([...notificationCategories].sort());
    expect(Object.keys(body.types).sort()).toEqual([...notificationTypes].sort());
    for (const choice of [...Object.values(body.categories), ...Object.values(body.types)]) {
      expect(choice).toEqual({ inApp: true, sound: true });
    }
  });

  it('needs a bearer token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/notifications/preferences' })).statusCode).toBe(401);
  });
});

describe('PUT /notifications/preferences', () => {
  it('merges a partial change into what was stored and answers the whole', async () => {
    const user = await register(app);
    const first = (await change(user, { categories: { task: { sound: false } } })).json();
    expect(first.categories.task).toEqual({ inApp: true, sound: false });
    const second = (await change(user, { categories: { task: { inApp: false } }, types: { card_moved: { sound: false } } })).json();
    expect(second.categories.task).toEqual({ inApp: false, sound: false });
    expect(second.types.card_moved).toEqual({ inApp: true, sound: false });
    expect(second.categories.system).toEqual({ inApp: true, sound: true });
    expect((await preferences(user)).json()).toEqual(second);
  });

  it.each([
    ['an unknown category', { categories: { party: { inApp: false } } }],
    ['an unknown type', { types: { party: { inApp: false } } }],
    ['an unknown setting', { types: { info: { email: false } } }],
    ['a non-boolean setting', { types: { info: { sound: 'off' } } }],
    ['an unknown top-level key', { channels: {} }],
  ])('refuses %s with 400', async (_case, payload) => {
    const response = await change(await register(app), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
  });

  it('changes only the caller’s preferences', async () => {
    const one = await register(app);
    const other = await register(app);
    await change(one, { categories: { system: { inApp: false, sound: false } } });
    expect((await preferences(other)).json().categories.system).toEqual({ inApp: true, sound: true });
  });
});

describe('what in-app off means', () => {
  it('neither stores, lists, counts nor pushes a notification whose category or type is off', async () => {
    const user = await register(app);
    await change(user, { categories: { billing: { inApp: false } }, types: { card_moved: { inApp: false } } });
    expect(await notify(app, { userId: user.user.id, type: 'info', category: 'billing', title: 'Счёт', message: '' })).toBeNull();
    expect(await notify(app, { userId: user.user.id, type: 'card_moved', title: 'Карточка', message: '' })).toBeNull();
    const shown = await notify(app, { userId: user.user.id, type: 'info', title: 'Инфо', message: '' });
    const listed = (await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(user.access_token) })).json();
    expect(listed.notifications.map((n: { id: string }) => n.id)).toEqual([shown!.id]);
    expect(listed.unread).toBe(1);
    const count = (
      await app.inject({ method: 'GET', url: '/api/v1/notifications/unread-count', headers: bearer(user.access_token) })
    ).json();
    expect(count).toEqual({ count: 1 });

    const polled = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/notifications/poll?userId=${user.user.id}&lastEventId=0&timeout=0`,
        headers: bearer(user.access_token),
      })
    ).json();
    expect(polled.notifications.map((n: { id: string }) => n.id)).toEqual([shown!.id]);
  });

  it('still keeps one the user asks for through the API, without pushing it live', async () => {
    const user = await register(app);
    await change(user, { categories: { billing: { inApp: false } } });
    const asked = await notify(
      app,
      { userId: user.user.id, type: 'info', category: 'billing', title: 'Счёт', message: '' },
      { always: true },
    );
    const listed = (await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(user.access_token) })).json();
    expect(listed.notifications.map((n: { id: string }) => n.id)).toEqual([asked.id]);
  });
});
