import './support/nativeModules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ALL_PERMISSIONS } from '@artel/sdk/shared';
import { grantBoardPermission, setBoardRole } from '../src/boards/boardData';
import type { Database } from '../src/db/database';
import { boards } from '../src/db/tables/boards';
import { call, createWorkspace, invite, joinThroughInvitation } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register, type SignedIn } from './support/users';

let database: Database;
let app: FastifyInstance;
/** The first user of an instance is its platform admin ('*'); registered first so everyone else is ordinary. */
let platformAdmin: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
});

beforeAll(async () => {
  platformAdmin = await register(app);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const boardsOf = (workspaceId: string) => `/api/v1/workspaces/${workspaceId}/boards`;

async function teamWith(...roles: string[]) {
  const owner = await register(app);
  const workspace = await createWorkspace(app, owner, { name: 'Команда' });
  const people: SignedIn[] = [];
  for (const role of roles) {
    const person = await register(app);
    await joinThroughInvitation(app, owner, workspace.id, person, role);
    people.push(person);
  }
  return { owner, workspace, people };
}

const granted = (data: { permissions: Record<string, boolean> }) =>
  Object.entries(data.permissions)
    .filter(([, allowed]) => allowed)
    .map(([name]) => name)
    .sort();

describe('boards', () => {
  it('are created by those with create_boards, who become the board admin', async () => {
    const { workspace, people } = await teamWith('member');
    const [member] = people as [SignedIn];
    const response = await call(app, member, 'POST', boardsOf(workspace.id), { name: '  Спринт 1 ', description: 'План' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      workspaceId: workspace.id,
      name: 'Спринт 1',
      description: 'План',
      createdById: member.user.id,
      role: 'board_admin',
      archivedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('are listed for those with view_boards, with their own board role', async () => {
    const { owner, workspace, people } = await teamWith('viewer', 'guest');
    const [viewer, guest] = people as [SignedIn, SignedIn];
    const first = (await call(app, owner, 'POST', boardsOf(workspace.id), { name: 'Первая' })).json();
    await call(app, owner, 'POST', boardsOf(workspace.id), { name: 'Вторая' });
    await setBoardRole(database.orm, first.id, viewer.user.id, 'commenter');
    const listed = (await call(app, viewer, 'GET', boardsOf(workspace.id))).json().boards;
    expect(listed.map((board: { name: string; role: string | null }) => [board.name, board.role])).toEqual([
      ['Первая', 'commenter'],
      ['Вторая', null],
    ]);
    expect((await call(app, guest, 'GET', boardsOf(workspace.id))).statusCode).toBe(403);
  });

  it('are marked archived when a module holding their content says so, asked only about the listed workspace', async () => {
    const { owner, workspace } = await teamWith();
    const kept = (await call(app, owner, 'POST', boardsOf(workspace.id), { name: 'Текущая' })).json();
    const closed = (await call(app, owner, 'POST', boardsOf(workspace.id), { name: 'Прошлая' })).json();
    const since = new Date('2026-11-20T10:00:00.000Z');
    const asked: Array<[string, readonly string[]]> = [];
    app.boardArchives.answerFor('fixture-archive', async (workspaceId, boardIds) => {
      asked.push([workspaceId, boardIds]);
      // An answer naming a board it was not asked about is ignored.
      return new Map([
        [closed.id, since],
        ['00000000-0000-0000-0000-000000000000', since],
      ]);
    });
    const listed = (await call(app, owner, 'GET', boardsOf(workspace.id))).json().boards;
    expect(listed.map((board: { name: string; archivedAt: string | null }) => [board.name, board.archivedAt])).toEqual([
      ['Текущая', null],
      ['Прошлая', since.toISOString()],
    ]);
    expect(asked).toEqual([[workspace.id, [kept.id, closed.id]]]);
  });

  it('cannot be created by viewers or guests, nor without a name', async () => {
    const { owner, workspace, people } = await teamWith('viewer', 'guest');
    for (const who of people) {
      const response = await call(app, who, 'POST', boardsOf(workspace.id), { name: 'Моя доска' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    expect((await call(app, owner, 'POST', boardsOf(workspace.id), { name: '   ' })).statusCode).toBe(400);
    expect((await call(app, owner, 'POST', boardsOf(workspace.id), { name: 'x'.repeat(101) })).statusCode).toBe(400);
    expect(await database.orm.select().from(boards).where(eq(boards.workspaceId, workspace.id))).toEqual([]);
  });
});

describe('GET /workspaces/{id}/permissions', () => {
  it("answers the caller's permissions exactly from the SPEC §6 table", async () => {
    const { owner, workspace, people } = await teamWith('admin', 'member', 'viewer', 'guest');
    const [admin, member, viewer, guest] = people as [SignedIn, SignedIn, SignedIn, SignedIn];
    const permissionsOf = async (who: SignedIn) => (await call(app, who, 'GET', `/api/v1/workspaces/${workspace.id}/permissions`)).json();

    const ownerData = await permissionsOf(owner);
    expect(Object.keys(ownerData.permissions).sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(ownerData.roles).toEqual(['owner']);
    expect(ownerData.permissions).toMatchObject({ manage_workspace: true, export_data: true, manage_members: true });
    expect((await permissionsOf(admin)).permissions).toMatchObject({ manage_workspace: false, export_data: false, manage_members: true });
    expect(granted(await permissionsOf(member))).toEqual(
      ['create_boards', 'create_cards', 'create_comments', 'edit_card', 'upload_files', 'view_boards', 'view_workspace'].sort(),
    );
    expect(granted(await permissionsOf(viewer))).toEqual(['view_boards', 'view_workspace']);
    expect(await permissionsOf(guest)).toEqual({
      permissions: Object.fromEntries(ALL_PERMISSIONS.map((name) => [name, name === 'view_workspace'])),
      roles: ['guest'],
      boardPermissions: {},
      boardRoles: {},
    });
  });

  it('carries board roles and board grants', async () => {
    const { owner, workspace, people } = await teamWith('viewer');
    const [viewer] = people as [SignedIn];
    const board = (await call(app, owner, 'POST', boardsOf(workspace.id), { name: 'Доска' })).json();
    await setBoardRole(database.orm, board.id, viewer.user.id, 'editor');
    await grantBoardPermission(database.orm, board.id, viewer.user.id, 'delete_column');
    const data = (await call(app, viewer, 'GET', `/api/v1/workspaces/${workspace.id}/permissions`)).json();
    expect(data.boardRoles).toEqual({ [board.id]: 'editor' });
    expect(data.boardPermissions).toEqual({ [board.id]: ['delete_column'] });
    const ownerData = (await call(app, owner, 'GET', `/api/v1/workspaces/${workspace.id}/permissions`)).json();
    expect(ownerData.boardRoles).toEqual({ [board.id]: 'board_admin' });
  });

  it("gives the platform admin's '*' in a workspace they belong to, even as a guest", async () => {
    const { owner, workspace } = await teamWith();
    await call(app, owner, 'POST', `/api/v1/workspaces/${workspace.id}/members`, { userId: platformAdmin.user.id, role: 'guest' });
    const data = (await call(app, platformAdmin, 'GET', `/api/v1/workspaces/${workspace.id}/permissions`)).json();
    expect(data).toMatchObject({ roles: ['guest'], permissions: { '*': true, export_data: true } });
    expect((await call(app, platformAdmin, 'POST', boardsOf(workspace.id), { name: 'Админская' })).statusCode).toBe(201);
  });
});

describe('GET /permissions/workspaces/{workspaceId}/users/{userId}', () => {
  it("answers another member's permissions, and 404 for someone outside", async () => {
    const { owner, workspace, people } = await teamWith('viewer');
    const [viewer] = people as [SignedIn];
    const outsider = await register(app);
    const response = await call(app, viewer, 'GET', `/api/v1/permissions/workspaces/${workspace.id}/users/${owner.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ roles: ['owner'], permissions: { export_data: true } });
    const missing = await call(app, viewer, 'GET', `/api/v1/permissions/workspaces/${workspace.id}/users/${outsider.user.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('member_not_found');
  });
});

describe('POST /permissions/validate', () => {
  it('resolves workspace role first, then board grants and roles', async () => {
    const { owner, workspace, people } = await teamWith('member', 'viewer');
    const [member, viewer] = people as [SignedIn, SignedIn];
    const board = (await call(app, owner, 'POST', boardsOf(workspace.id), { name: 'Доска' })).json();
    await setBoardRole(database.orm, board.id, viewer.user.id, 'editor');
    await grantBoardPermission(database.orm, board.id, member.user.id, 'archive_board');
    const validate = async (userId: string, permission: string, boardId?: string) => {
      const response = await call(app, member, 'POST', '/api/v1/permissions/validate', {
        userId,
        permission,
        context: { workspaceId: workspace.id, ...(boardId ? { boardId } : {}) },
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect(await validate(member.user.id, 'create_boards')).toEqual({
      allowed: true,
      reason: 'create_boards is granted by the workspace role member',
      scope: 'workspace',
    });
    expect(await validate(viewer.user.id, 'create_cards')).toEqual({
      allowed: false,
      reason: 'create_cards is not granted',
      scope: 'none',
    });
    expect(await validate(viewer.user.id, 'move_card', board.id)).toEqual({
      allowed: true,
      reason: `move_card is granted by board role editor on board ${board.id}`,
      scope: 'board',
    });
    expect(await validate(member.user.id, 'archive_board', board.id)).toMatchObject({ allowed: true, scope: 'board' });
    expect(await validate(member.user.id, 'archive_board')).toMatchObject({ allowed: false });
    expect(await validate(owner.user.id, 'export_data')).toMatchObject({ allowed: true, scope: 'workspace' });
    const outsider = await register(app);
    expect(await validate(outsider.user.id, 'view_workspace')).toMatchObject({ allowed: false, scope: 'none' });
  });

  it('answers 404 for a board of another workspace', async () => {
    const { owner, workspace } = await teamWith();
    const other = await createWorkspace(app, owner, { name: 'Другая' });
    const board = (await call(app, owner, 'POST', boardsOf(other.id), { name: 'Чужая доска' })).json();
    const response = await call(app, owner, 'POST', '/api/v1/permissions/validate', {
      userId: owner.user.id,
      permission: 'view_boards',
      context: { workspaceId: workspace.id, boardId: board.id },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('board_not_found');
  });
});

describe('GET /workspaces/{id}/analytics', () => {
  it('counts members by role, boards, pending invitations and daily activity from the rows', async () => {
    const { owner, workspace, people } = await teamWith('admin', 'member', 'member');
    const [admin, member] = people as [SignedIn, SignedIn];
    await call(app, member, 'POST', boardsOf(workspace.id), { name: 'Сегодня' });
    const old = (await call(app, owner, 'POST', boardsOf(workspace.id), { name: 'Давно' })).json();
    await database.orm
      .update(boards)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000) })
      .where(eq(boards.id, old.id));
    const ancient = (await call(app, owner, 'POST', boardsOf(workspace.id), { name: 'Очень давно' })).json();
    await database.orm
      .update(boards)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .where(eq(boards.id, ancient.id));
    await invite(app, owner, workspace.id, 'pending@example.test');

    const response = await call(app, admin, 'GET', `/api/v1/workspaces/${workspace.id}/analytics`);
    expect(response.statusCode).toBe(200);
    const analytics = response.json();
    expect(analytics).toMatchObject({
      workspaceId: workspace.id,
      members: { total: 4, byRole: { owner: 1, admin: 1, member: 2, viewer: 0, guest: 0 } },
      boards: { total: 3 },
      invitations: { pending: 1 },
    });
    expect(analytics.activity).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(analytics.activity[29]).toEqual({ date: today, membersJoined: 4, boardsCreated: 1 });
    expect(analytics.activity.find((day: { date: string }) => day.date === threeDaysAgo)).toEqual({
      date: threeDaysAgo,
      membersJoined: 0,
      boardsCreated: 1,
    });
    const total = analytics.activity.reduce((sum: number, day: { boardsCreated: number }) => sum + day.boardsCreated, 0);
    expect(total).toBe(2);

    expect((await call(app, member, 'GET', `/api/v1/workspaces/${workspace.id}/analytics`)).statusCode).toBe(403);
  });
});
