import './support/nativeModules';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { workspaceMembers, workspaces } from '../src/db/schema';
import { boardMembers } from '../src/db/tables/boards';
import { legalEntityMembers } from '../src/db/tables/organisations';
import { call, createLegalEntity, createWorkspace, joinThroughInvitation } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register, type SignedIn } from './support/users';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
});

// The first user of an instance is its platform admin, who holds '*': taken here, so the tests' users are ordinary.
beforeAll(() => register(app));

afterAll(async () => {
  await app.close();
  await database.close();
});

const members = (workspaceId: string) => `/api/v1/workspaces/${workspaceId}/members`;

const roleOf = async (workspaceId: string, who: SignedIn) => {
  const [row] = await database.orm
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, who.user.id)));
  return row?.role ?? null;
};

/** A workspace of `owner` with one person per other role. */
async function team() {
  const owner = await register(app);
  const admin = await register(app);
  const member = await register(app);
  const viewer = await register(app);
  const workspace = await createWorkspace(app, owner, { name: 'Команда' });
  await joinThroughInvitation(app, owner, workspace.id, admin, 'admin');
  await joinThroughInvitation(app, owner, workspace.id, member, 'member');
  await joinThroughInvitation(app, owner, workspace.id, viewer, 'viewer');
  return { owner, admin, member, viewer, workspace };
}

describe('GET /workspaces/{id}/members', () => {
  it('lists every member with name, e-mail and role, owners first, for any member', async () => {
    const { owner, admin, member, viewer, workspace } = await team();
    const response = await call(app, viewer, 'GET', members(workspace.id));
    expect(response.statusCode).toBe(200);
    expect(response.json().members).toEqual(
      [
        [owner, 'owner'],
        [admin, 'admin'],
        [member, 'member'],
        [viewer, 'viewer'],
      ].map(([who, role]) => ({
        userId: (who as SignedIn).user.id,
        name: (who as SignedIn).user.name,
        email: (who as SignedIn).user.email,
        role,
        joinedAt: expect.any(String),
        avatarUrl: null,
      })),
    );
  });
});

describe('POST /workspaces/{id}/members', () => {
  it('adds an existing user for owners and admins, not to the legal entity', async () => {
    const owner = await register(app);
    const newcomer = await register(app);
    const entity = await createLegalEntity(app, owner);
    const workspace = await createWorkspace(app, owner, { legalEntityId: entity.id });
    const response = await call(app, owner, 'POST', members(workspace.id), { userId: newcomer.user.id, role: 'viewer' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ userId: newcomer.user.id, role: 'viewer', email: newcomer.user.email });
    const [entityRow] = await database.orm
      .select()
      .from(legalEntityMembers)
      .where(and(eq(legalEntityMembers.legalEntityId, entity.id), eq(legalEntityMembers.userId, newcomer.user.id)));
    expect(entityRow).toBeUndefined();
    expect((await call(app, owner, 'POST', members(workspace.id), { userId: newcomer.user.id })).json().error.code).toBe('already_member');
  });

  it('refuses members, viewers, unknown users, owner grants by admins and personal workspaces', async () => {
    const { owner, admin, member, viewer, workspace } = await team();
    const outsider = await register(app);
    for (const who of [member, viewer]) {
      expect((await call(app, who, 'POST', members(workspace.id), { userId: outsider.user.id })).statusCode).toBe(403);
    }
    expect((await call(app, admin, 'POST', members(workspace.id), { userId: outsider.user.id, role: 'owner' })).statusCode).toBe(403);
    const unknown = await call(app, owner, 'POST', members(workspace.id), { userId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json().error.code).toBe('user_not_found');
    const personal = await call(app, owner, 'POST', members(owner.user.preferredWorkspaceId ?? ''), { userId: outsider.user.id });
    expect(personal.statusCode).toBe(409);
    expect(personal.json().error.code).toBe('personal_workspace');
    expect(await roleOf(workspace.id, outsider)).toBeNull();
  });
});

describe('PUT /workspaces/{id}/members/{userId}/role', () => {
  it('changes roles for owners and admins, but only owners touch owners', async () => {
    const { owner, admin, member, viewer, workspace } = await team();
    const changed = await call(app, admin, 'PUT', `${members(workspace.id)}/${member.user.id}/role`, { role: 'viewer' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ userId: member.user.id, role: 'viewer' });
    expect((await call(app, admin, 'PUT', `${members(workspace.id)}/${owner.user.id}/role`, { role: 'member' })).statusCode).toBe(403);
    expect((await call(app, admin, 'PUT', `${members(workspace.id)}/${viewer.user.id}/role`, { role: 'owner' })).statusCode).toBe(403);
    expect((await call(app, member, 'PUT', `${members(workspace.id)}/${viewer.user.id}/role`, { role: 'admin' })).statusCode).toBe(403);
    expect(await roleOf(workspace.id, owner)).toBe('owner');
    expect(await roleOf(workspace.id, viewer)).toBe('viewer');
    expect((await call(app, owner, 'PUT', `${members(workspace.id)}/${viewer.user.id}/role`, { role: 'owner' })).statusCode).toBe(200);
    expect(await roleOf(workspace.id, viewer)).toBe('owner');
  });

  it('never demotes the last owner, and moves ownerId when the recorded owner steps down', async () => {
    const { owner, admin, workspace } = await team();
    const refused = await call(app, owner, 'PUT', `${members(workspace.id)}/${owner.user.id}/role`, { role: 'admin' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('last_owner');

    await call(app, owner, 'PUT', `${members(workspace.id)}/${admin.user.id}/role`, { role: 'owner' });
    expect((await call(app, owner, 'PUT', `${members(workspace.id)}/${owner.user.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    const [row] = await database.orm.select().from(workspaces).where(eq(workspaces.id, workspace.id));
    expect(row?.ownerId).toBe(admin.user.id);
  });

  it('answers 404 for someone who is not a member and 400 for an unknown role', async () => {
    const { owner, workspace } = await team();
    const outsider = await register(app);
    const missing = await call(app, owner, 'PUT', `${members(workspace.id)}/${outsider.user.id}/role`, { role: 'admin' });
    expect(missing.json().error.code).toBe('member_not_found');
    expect((await call(app, owner, 'PUT', `${members(workspace.id)}/${outsider.user.id}/role`, { role: 'king' })).statusCode).toBe(400);
  });
});

describe('DELETE /workspaces/{id}/members/{userId}', () => {
  it('lets anyone leave, and owners and admins remove others below owner', async () => {
    const { owner, admin, member, viewer, workspace } = await team();
    expect((await call(app, viewer, 'DELETE', `${members(workspace.id)}/${viewer.user.id}`)).statusCode).toBe(204);
    expect(await roleOf(workspace.id, viewer)).toBeNull();
    expect((await call(app, member, 'DELETE', `${members(workspace.id)}/${admin.user.id}`)).statusCode).toBe(403);
    expect((await call(app, admin, 'DELETE', `${members(workspace.id)}/${owner.user.id}`)).statusCode).toBe(403);
    expect((await call(app, admin, 'DELETE', `${members(workspace.id)}/${member.user.id}`)).statusCode).toBe(204);
    expect(await roleOf(workspace.id, member)).toBeNull();
    expect(await roleOf(workspace.id, owner)).toBe('owner');
    expect((await call(app, viewer, 'GET', `/api/v1/workspaces/${workspace.id}`)).statusCode).toBe(404);
  });

  it('keeps the last owner, who cannot leave', async () => {
    const { owner, workspace } = await team();
    const response = await call(app, owner, 'DELETE', `${members(workspace.id)}/${owner.user.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('last_owner');
    expect(await roleOf(workspace.id, owner)).toBe('owner');
  });

  it("takes away the leaver's board roles in that workspace", async () => {
    const { owner, member, workspace } = await team();
    const board = await call(app, member, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Доска' });
    expect(board.statusCode).toBe(201);
    await call(app, owner, 'DELETE', `${members(workspace.id)}/${member.user.id}`);
    expect(await database.orm.select().from(boardMembers).where(eq(boardMembers.userId, member.user.id))).toEqual([]);
  });
});
