import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { call, createWorkspace, joinThroughInvitation } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register } from './support/users';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  await register(app);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** A 1×1 PNG, and another one (a different pixel), as a browser would send them after scaling down. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const OTHER_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('avatars', () => {
  it('keeps the uploaded picture, serves it without a token under a URL that changes with it, and shows it to the team', async () => {
    const anna = await register(app);
    const uploaded = await call(app, anna, 'PUT', '/api/v1/profile/avatar', { data: PNG.toString('base64') });
    expect(uploaded.statusCode).toBe(200);
    const url: string = uploaded.json().user.avatarUrl;
    expect(url).toMatch(new RegExp(`^/api/v1/avatars/${anna.user.id}/[0-9a-f]{32}$`));

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const workspace = await createWorkspace(app, anna, { name: 'Фото' });
    const boris = await register(app);
    await joinThroughInvitation(app, anna, workspace.id, boris);
    const members = (await call(app, boris, 'GET', `/api/v1/workspaces/${workspace.id}/members`)).json().members;
    expect(members.find((member: { userId: string }) => member.userId === anna.user.id).avatarUrl).toBe(url);
    // A board's access list shows the same picture beside each person.
    const board = (await call(app, anna, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Съёмка' })).json<{ id: string }>();
    const onBoard = (await call(app, boris, 'GET', `/api/v1/workspaces/${workspace.id}/boards/${board.id}/members`)).json().members;
    expect(onBoard.find((member: { userId: string }) => member.userId === anna.user.id).avatarUrl).toBe(url);
    expect(onBoard.find((member: { userId: string }) => member.userId === boris.user.id).avatarUrl).toBeNull();

    const replaced = (await call(app, anna, 'PUT', '/api/v1/profile/avatar', { data: OTHER_PNG.toString('base64') })).json().user.avatarUrl;
    expect(replaced).not.toBe(url);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const removed = await call(app, anna, 'DELETE', '/api/v1/profile/avatar');
    expect(removed.json().user.avatarUrl).toBeNull();
    expect((await app.inject({ method: 'GET', url: replaced })).statusCode).toBe(404);
    expect((await call(app, anna, 'GET', '/api/v1/auth/me')).json().user?.avatarUrl ?? null).toBeNull();
  });

  it("refuses what is not a PNG, JPEG or WebP picture, or too large, in the user's language, and keeps the old one", async () => {
    const anna = await register(app);
    const url = (await call(app, anna, 'PUT', '/api/v1/profile/avatar', { data: PNG.toString('base64') })).json().user.avatarUrl;
    const script = await call(app, anna, 'PUT', '/api/v1/profile/avatar', {
      data: Buffer.from('<svg onload="alert(1)"/>').toString('base64'),
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().error).toMatchObject({ code: 'avatar_not_image', message: 'Фото должно быть изображением PNG, JPEG или WebP' });
    expect((await call(app, anna, 'PUT', '/api/v1/profile/avatar', { data: 'not base64!' })).statusCode).toBe(400);
    const huge = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
    const tooLarge = await call(app, anna, 'PUT', '/api/v1/profile/avatar', { data: huge.toString('base64') }, { 'accept-language': 'en' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('The photo is larger than 512 KB');
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it("lets nobody change another person's picture or upload without signing in", async () => {
    const unauthenticated = await app.inject({ method: 'PUT', url: '/api/v1/profile/avatar', payload: { data: PNG.toString('base64') } });
    expect(unauthenticated.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/avatars/not-a-user/abc' })).statusCode).toBe(404);
  });
});
