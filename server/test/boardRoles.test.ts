import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { call, createWorkspace, joinThroughInvitation } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register, type SignedIn } from './support/users';

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

interface BoardMember {
  userId: string;
  workspaceRole: string;
  boardRole: string | null;
  effectiveRole: string | null;
}

async function team() {
  const owner = await register(app);
  const workspace = await createWorkspace(app, owner, { name: 'Стройка' });
  const member = await register(app);
  const guest = await register(app);
  await joinThroughInvitation(app, owner, workspace.id, member, 'member');
  await joinThroughInvitation(app, owner, workspace.id, guest, 'guest');
  const board = (await call(app, owner, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Фасад' })).json<{ id: string }>();
  const members = `/api/v1/workspaces/${workspace.id}/boards/${board.id}/members`;
  return { owner, member, guest, workspace, board, members };
}

const roleOf = (list: BoardMember[], who: SignedIn) => list.find((entry) => entry.userId === who.user.id);

describe('board roles', () => {
  it('lists every workspace member with the role set on the board or the default of their workspace role', async () => {
    const { owner, member, guest, members } = await team();
    const response = await call(app, member, 'GET', members);
    expect(response.statusCode).toBe(200);
    const list = response.json<{ members: BoardMember[] }>().members;
    expect(roleOf(list, owner)).toMatchObject({
      workspaceRole: 'owner',
      boardRole: 'board_admin',
      defaultRole: 'board_admin',
      effectiveRole: 'board_admin',
    });
    expect(roleOf(list, member)).toMatchObject({
      workspaceRole: 'member',
      boardRole: null,
      defaultRole: 'editor',
      effectiveRole: 'editor',
    });
    expect(roleOf(list, guest)).toMatchObject({ workspaceRole: 'guest', boardRole: null, effectiveRole: null });
  });

  it('shares a board with a guest and takes it back; the guest sees the board only meanwhile', async () => {
    const { owner, guest, members } = await team();
    expect((await call(app, guest, 'GET', members)).statusCode).toBe(404);
    const shared = await call(app, owner, 'PUT', `${members}/${guest.user.id}`, { role: 'commenter' });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ boardRole: 'commenter', effectiveRole: 'commenter' });
    expect((await call(app, guest, 'GET', members)).statusCode).toBe(200);
    const taken = await call(app, owner, 'PUT', `${members}/${guest.user.id}`, { role: null });
    expect(taken.json()).toMatchObject({ boardRole: null, effectiveRole: null });
    expect((await call(app, guest, 'GET', members)).statusCode).toBe(404);
  });

  it('lets only those who may edit the board set roles, and changes nothing otherwise', async () => {
    const { owner, member, guest, members } = await team();
    const refused = await call(app, member, 'PUT', `${members}/${guest.user.id}`, { role: 'editor' });
    expect(refused.statusCode).toBe(403);
    await call(app, owner, 'PUT', `${members}/${member.user.id}`, { role: 'board_admin' });
    expect((await call(app, member, 'PUT', `${members}/${guest.user.id}`, { role: 'board_viewer' })).statusCode).toBe(200);
    const list = (await call(app, owner, 'GET', members)).json<{ members: BoardMember[] }>().members;
    expect(roleOf(list, guest)?.boardRole).toBe('board_viewer');
  });

  it('refuses an unknown role, someone outside the workspace, and callers from another workspace', async () => {
    const { owner, guest, members, board } = await team();
    expect((await call(app, owner, 'PUT', `${members}/${guest.user.id}`, { role: 'king' })).statusCode).toBe(400);
    const stranger = await register(app);
    const notMember = await call(app, owner, 'PUT', `${members}/${stranger.user.id}`, { role: 'editor' });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().error.code).toBe('member_not_found');
    expect((await call(app, stranger, 'GET', members)).statusCode).toBe(404);
    expect((await call(app, stranger, 'PUT', `${members}/${stranger.user.id}`, { role: 'editor' })).statusCode).toBe(404);
    const other = await team();
    expect((await call(app, other.owner, 'GET', members)).statusCode).toBe(404);
    const wrongWorkspace = `/api/v1/workspaces/${other.workspace.id}/boards/${board.id}/members`;
    expect((await call(app, other.owner, 'GET', wrongWorkspace)).statusCode).toBe(404);
    const list = (await call(app, owner, 'GET', members)).json<{ members: BoardMember[] }>().members;
    expect(list.map((entry) => entry.userId)).not.toContain(stranger.user.id);
  });
});
