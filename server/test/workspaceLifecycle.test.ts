import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { boards } from '../src/db/tables/boards';
import { call, createWorkspace, joinThroughInvitation } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register } from './support/users';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const en = { 'accept-language': 'en' };
const roles = async (workspaceId: string, who: Parameters<typeof call>[1]) =>
  Object.fromEntries(
    (await call(app, who, 'GET', `/api/v1/workspaces/${workspaceId}/members`))
      .json<{ members: Array<{ userId: string; role: string }> }>()
      .members.map((member) => [member.userId, member.role]),
  );

describe('transfer ownership (issue 15)', () => {
  it('makes a member the owner and the old owner an admin', async () => {
    const owner = await register(app);
    const member = await register(app);
    const workspace = await createWorkspace(app, owner, { name: 'Передача' });
    await joinThroughInvitation(app, owner, workspace.id, member);

    const moved = await call(app, owner, 'POST', `/api/v1/workspaces/${workspace.id}/transfer-ownership`, { userId: member.user.id });
    expect(moved.statusCode).toBe(200);
    expect(await roles(workspace.id, member)).toEqual({ [member.user.id]: 'owner', [owner.user.id]: 'admin' });
    expect((await call(app, member, 'GET', `/api/v1/workspaces/${workspace.id}`)).json().ownerId).toBe(member.user.id);
  });

  it('refuses an admin, a non-member target, and a stranger, changing nothing', async () => {
    const owner = await register(app);
    const admin = await register(app);
    const outsider = await register(app);
    const workspace = await createWorkspace(app, owner, { name: 'Не передаётся' });
    await joinThroughInvitation(app, owner, workspace.id, admin, 'admin');

    expect(
      (await call(app, admin, 'POST', `/api/v1/workspaces/${workspace.id}/transfer-ownership`, { userId: admin.user.id })).statusCode,
    ).toBe(403);
    const notMember = await call(
      app,
      owner,
      'POST',
      `/api/v1/workspaces/${workspace.id}/transfer-ownership`,
      { userId: outsider.user.id },
      en,
    );
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().error.message).toBe('Ownership can only be transferred to a member of the workspace');
    const stranger = await call(
      app,
      outsider,
      'POST',
      `/api/v1/workspaces/${workspace.id}/transfer-ownership`,
      { userId: outsider.user.id },
      en,
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe('Workspace not found or access denied');
    expect(await roles(workspace.id, owner)).toEqual({ [owner.user.id]: 'owner', [admin.user.id]: 'admin' });
  });
});

describe('leave and delete (issue 15)', () => {
  it('a member leaves; the last owner cannot', async () => {
    const owner = await register(app);
    const member = await register(app);
    const workspace = await createWorkspace(app, owner, { name: 'Уход' });
    await joinThroughInvitation(app, owner, workspace.id, member);
    expect((await call(app, member, 'DELETE', `/api/v1/workspaces/${workspace.id}/members/${member.user.id}`)).statusCode).toBe(204);
    expect((await call(app, member, 'GET', `/api/v1/workspaces/${workspace.id}`)).statusCode).toBe(404);
    const lastOwner = await call(app, owner, 'DELETE', `/api/v1/workspaces/${workspace.id}/members/${owner.user.id}`, undefined, en);
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().error.message).toBe('The workspace must keep at least one owner');
  });

  it('deletes only with the exact name typed, owner only, and everything in it goes', async () => {
    const owner = await register(app);
    const admin = await register(app);
    const workspace = await createWorkspace(app, owner, { name: 'Удаляемое' });
    await joinThroughInvitation(app, owner, workspace.id, admin, 'admin');
    const board = await call(app, owner, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Доска' });
    expect(board.statusCode).toBe(201);

    expect(
      (await call(app, admin, 'DELETE', `/api/v1/workspaces/${workspace.id}?confirm=${encodeURIComponent('Удаляемое')}`)).statusCode,
    ).toBe(403);
    const mistyped = await call(
      app,
      owner,
      'DELETE',
      `/api/v1/workspaces/${workspace.id}?confirm=${encodeURIComponent('удаляемое')}`,
      undefined,
      en,
    );
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().error.message).toBe('To delete, type the workspace name exactly: "Удаляемое"');
    expect((await call(app, owner, 'GET', `/api/v1/workspaces/${workspace.id}`)).statusCode).toBe(200);

    expect(
      (await call(app, owner, 'DELETE', `/api/v1/workspaces/${workspace.id}?confirm=${encodeURIComponent('Удаляемое')}`)).statusCode,
    ).toBe(204);
    expect((await call(app, owner, 'GET', `/api/v1/workspaces/${workspace.id}`)).statusCode).toBe(404);
    expect((await call(app, admin, 'GET', `/api/v1/workspaces/${workspace.id}/boards`)).statusCode).toBe(404);
    expect(await database.orm.select().from(boards).where(eq(boards.workspaceId, workspace.id))).toEqual([]);
  });
});
