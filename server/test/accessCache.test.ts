import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import { AccessCache } from '../src/permissions/accessCache';
import { call, createWorkspace, joinThroughInvitation } from './support/organisations';
import { startTestServer, type TestServer } from './support/testApp';
import { register, type SignedIn } from './support/users';

let server: TestServer;
let app: FastifyInstance;

beforeAll(async () => ({ app } = server = await startTestServer()));

// The first user of an instance is its platform admin, who holds '*': taken here, so the tests' users are ordinary.
beforeAll(() => register(app));

afterAll(() => server.close());

async function teamWithMember(role: string): Promise<{ owner: SignedIn; member: SignedIn; workspaceId: string }> {
  const owner = await register(app);
  const member = await register(app);
  const workspace = await createWorkspace(app, owner, { name: 'Отдел снабжения' });
  await joinThroughInvitation(app, owner, workspace.id, member, role);
  return { owner, member, workspaceId: workspace.id };
}

const listedNames = async (who: SignedIn) =>
  ((await call(app, who, 'GET', '/api/v1/workspaces')).json() as { workspaces: Array<{ name: string; memberCount: number }> }).workspaces;

describe('permissions kept in memory (SPEC §9) and a change to them', () => {
  it('refuses the settings to an admin demoted to member on their very next request', async () => {
    const { owner, member, workspaceId } = await teamWithMember('admin');
    expect((await call(app, member, 'PUT', `/api/v1/workspaces/${workspaceId}`, { name: 'Снабжение' })).statusCode).toBe(200);
    const demoted = await call(app, owner, 'PUT', `/api/v1/workspaces/${workspaceId}/members/${member.user.id}/role`, { role: 'member' });
    expect(demoted.statusCode).toBe(200);
    expect((await call(app, member, 'PUT', `/api/v1/workspaces/${workspaceId}`, { name: 'Моё снабжение' })).statusCode).toBe(403);
  });

  it('answers a removed member 404 on their very next request, and their list no longer has the workspace', async () => {
    const { owner, member, workspaceId } = await teamWithMember('member');
    expect((await call(app, member, 'GET', `/api/v1/workspaces/${workspaceId}/permissions`)).statusCode).toBe(200);
    expect((await listedNames(member)).map((workspace) => workspace.name)).toContain('Отдел снабжения');
    expect((await call(app, owner, 'DELETE', `/api/v1/workspaces/${workspaceId}/members/${member.user.id}`)).statusCode).toBe(204);
    expect((await call(app, member, 'GET', `/api/v1/workspaces/${workspaceId}/permissions`)).statusCode).toBe(404);
    expect((await listedNames(member)).map((workspace) => workspace.name)).not.toContain('Отдел снабжения');
  });

  it('shows a rename and a new member in the workspace list at once', async () => {
    const { owner, workspaceId } = await teamWithMember('member');
    expect((await listedNames(owner)).find((workspace) => workspace.name === 'Отдел снабжения')?.memberCount).toBe(2);
    await call(app, owner, 'PUT', `/api/v1/workspaces/${workspaceId}`, { name: 'Закупки' });
    await joinThroughInvitation(app, owner, workspaceId, await register(app));
    expect((await listedNames(owner)).find((workspace) => workspace.name === 'Закупки')?.memberCount).toBe(3);
  });

  it('refuses a board edit on the very next request once the board role that allowed it is taken away', async () => {
    const { owner, member, workspaceId } = await teamWithMember('member');
    const board = (await call(app, owner, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name: 'Поставки' })).json() as {
      id: string;
    };
    const boardMember = (userId: string) => `/api/v1/workspaces/${workspaceId}/boards/${board.id}/members/${userId}`;
    expect((await call(app, member, 'PUT', boardMember(owner.user.id), { role: 'board_admin' })).statusCode).toBe(403);
    expect((await call(app, owner, 'PUT', boardMember(member.user.id), { role: 'board_admin' })).statusCode).toBe(200);
    expect((await call(app, member, 'PUT', boardMember(owner.user.id), { role: 'board_admin' })).statusCode).toBe(200);
    expect((await call(app, owner, 'PUT', boardMember(member.user.id), { role: null })).statusCode).toBe(200);
    expect((await call(app, member, 'PUT', boardMember(owner.user.id), { role: null })).statusCode).toBe(403);
  });
});

describe('AccessCache', () => {
  it('does not keep what a read saw when a change came while it was under way', async () => {
    const cache = new AccessCache();
    let finish: (value: string) => void = () => undefined;
    const stale = cache.get('role', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forgetAll();
    finish('admin');
    expect(await stale).toBe('admin');
    expect(await cache.get('role', async () => 'member')).toBe('member');
  });

  it('reads afresh once five minutes have passed', async () => {
    let now = 0;
    const cache = new AccessCache(() => now);
    await cache.get('role', async () => 'admin');
    now = 4 * 60_000;
    expect(await cache.get('role', async () => 'member')).toBe('admin');
    now = 5 * 60_000 + 1;
    expect(await cache.get('role', async () => 'member')).toBe('member');
  });
});
