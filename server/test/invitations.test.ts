import './support/nativeModules';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { workspaceMembers } from '../src/db/schema';
import { workspaceInvitations } from '../src/db/tables/invitations';
import { legalEntityMembers } from '../src/db/tables/organisations';
import { call, createLegalEntity, createWorkspace, invite, joinThroughInvitation } from './support/organisations';
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

const invitations = (workspaceId: string) => `/api/v1/workspaces/${workspaceId}/invitations`;
const accept = (who: SignedIn, token: string) => call(app, who, 'POST', '/api/invitations/accept', { token });

const roleOf = async (workspaceId: string, who: SignedIn) => {
  const [row] = await database.orm
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, who.user.id)));
  return row?.role ?? null;
};

describe('creating and listing invitations', () => {
  it('answers the one-time link at creation only and stores just a hash of the token', async () => {
    const owner = await register(app);
    const workspace = await createWorkspace(app, owner);
    const response = await call(app, owner, 'POST', invitations(workspace.id), { email: ' Guest@Example.TEST ', role: 'viewer' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(String),
      workspaceId: workspace.id,
      email: 'guest@example.test',
      role: 'viewer',
      status: 'pending',
      invitedBy: { id: owner.user.id, name: owner.user.name },
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      acceptUrl: `/invitations/accept?token=${created.token}`,
    });
    expect(Date.parse(created.expiresAt) - Date.parse(created.createdAt)).toBeCloseTo(7 * 24 * 3600 * 1000, -4);

    const [row] = await database.orm.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, created.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const { token: _token, acceptUrl: _acceptUrl, ...withoutLink } = created;
    expect((await call(app, owner, 'GET', invitations(workspace.id))).json().invitations).toEqual([withoutLink]);
  });

  it('replaces an open invitation to the same address, so the old link dies', async () => {
    const owner = await register(app);
    const guest = await register(app);
    const workspace = await createWorkspace(app, owner);
    const first = await invite(app, owner, workspace.id, guest.user.email);
    const second = await invite(app, owner, workspace.id, guest.user.email.toUpperCase(), 'viewer');
    expect((await call(app, owner, 'GET', invitations(workspace.id))).json().invitations.map((item: { id: string }) => item.id)).toEqual([
      second.id,
    ]);
    expect((await accept(guest, first.token)).statusCode).toBe(404);
    expect((await accept(guest, second.token)).json().role).toBe('viewer');
  });

  it('refuses bad addresses, existing members, personal workspaces and people without invite_members', async () => {
    const owner = await register(app);
    const member = await register(app);
    const workspace = await createWorkspace(app, owner);
    await joinThroughInvitation(app, owner, workspace.id, member);
    const bad = await call(app, owner, 'POST', invitations(workspace.id), { email: 'nobody' }, { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { field: 'email', key: 'validation.email.invalid', message: 'Please enter a valid email address' },
    ]);
    expect((await call(app, owner, 'POST', invitations(workspace.id), { email: member.user.email })).json().error.code).toBe(
      'already_member',
    );
    expect((await call(app, owner, 'POST', invitations(workspace.id), { email: 'x@example.test', role: 'owner' })).statusCode).toBe(400);
    const personal = await call(app, owner, 'POST', invitations(owner.user.preferredWorkspaceId ?? ''), { email: 'x@example.test' });
    expect(personal.json().error.code).toBe('personal_workspace');
    expect((await call(app, member, 'POST', invitations(workspace.id), { email: 'x@example.test' })).statusCode).toBe(403);
    expect((await call(app, member, 'GET', invitations(workspace.id))).statusCode).toBe(403);
  });
});

describe('revoking', () => {
  it('revokes an open invitation so its token stops working, and its link says it was revoked (issue 15)', async () => {
    const owner = await register(app, { name: 'Ольга' });
    const guest = await register(app);
    const workspace = await createWorkspace(app, owner, { name: 'Склад' });
    const { id, token } = await invite(app, owner, workspace.id, guest.user.email);
    const preview = (who: typeof guest) => call(app, who, 'GET', `/api/invitations/preview?token=${encodeURIComponent(token)}`);
    expect((await preview(guest)).json()).toEqual({
      workspaceName: 'Склад',
      inviterName: 'Ольга',
      role: 'member',
      email: guest.user.email,
      status: 'open',
    });
    // Issue 31: the invitee opens the link signed out; the token alone is the proof.
    const signedOut = await app.inject({ method: 'GET', url: `/api/invitations/preview?token=${encodeURIComponent(token)}` });
    expect(signedOut.json()).toMatchObject({ workspaceName: 'Склад', email: guest.user.email, status: 'open' });

    expect((await call(app, owner, 'DELETE', `${invitations(workspace.id)}/${id}`)).statusCode).toBe(204);
    expect((await call(app, owner, 'DELETE', `${invitations(workspace.id)}/${id}`)).statusCode).toBe(404);
    expect((await call(app, owner, 'GET', invitations(workspace.id))).json().invitations).toEqual([]);
    const response = await accept(guest, token);
    expect(response.statusCode).toBe(410);
    expect(response.json().error).toMatchObject({ code: 'invitation_revoked', message: 'Приглашение отозвано' });
    expect((await preview(guest)).json()).toMatchObject({ status: 'revoked', email: '' });
    expect((await call(app, guest, 'GET', '/api/invitations/preview?token=made-up')).statusCode).toBe(404);

    // A new invitation to the same address works although the revoked one is kept.
    expect((await call(app, owner, 'POST', invitations(workspace.id), { email: guest.user.email, role: 'viewer' })).statusCode).toBe(201);
  });
});

describe('a new link for a pending invitation (issue 15)', () => {
  const renew = (who: SignedIn, workspaceId: string, invitationId: string) =>
    call(app, who, 'POST', `${invitations(workspaceId)}/${invitationId}/link`);

  it('answers a fresh link that works, kills the old one and runs a week from now', async () => {
    const owner = await register(app);
    const guest = await register(app);
    const workspace = await createWorkspace(app, owner);
    const first = await invite(app, owner, workspace.id, guest.user.email, 'viewer');
    const response = await renew(owner, workspace.id, first.id);
    expect(response.statusCode).toBe(200);
    const renewed = response.json();
    expect(renewed).toMatchObject({
      id: first.id,
      email: guest.user.email,
      role: 'viewer',
      status: 'pending',
      acceptUrl: `/invitations/accept?token=${renewed.token}`,
    });
    expect(renewed.token).not.toBe(first.token);
    expect(Date.parse(renewed.expiresAt) - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    const [row] = await database.orm.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, first.id));
    expect(JSON.stringify(row)).not.toContain(renewed.token);

    expect((await accept(guest, first.token)).statusCode).toBe(404);
    expect((await accept(guest, renewed.token)).json().role).toBe('viewer');
    // Accepted: there is no pending invitation left to renew.
    expect((await renew(owner, workspace.id, first.id)).statusCode).toBe(404);
  });

  it('is for those who may invite in that very workspace, and never for a revoked invitation', async () => {
    const owner = await register(app);
    const member = await register(app);
    const stranger = await register(app);
    const workspace = await createWorkspace(app, owner);
    const otherWorkspace = await createWorkspace(app, stranger);
    await joinThroughInvitation(app, owner, workspace.id, member);
    const { id, token } = await invite(app, owner, workspace.id, 'guest@example.test');

    expect((await renew(member, workspace.id, id)).statusCode).toBe(403);
    // A stranger is not told the workspace exists.
    expect((await renew(stranger, workspace.id, id)).statusCode).toBe(404);
    // Another workspace's owner cannot reach it through their own workspace either.
    expect((await renew(stranger, otherWorkspace.id, id)).statusCode).toBe(404);
    expect((await renew(owner, workspace.id, 'not-a-uuid')).statusCode).toBe(404);
    // None of the refusals touched the invitation: its link still works.
    const preview = await call(app, stranger, 'GET', `/api/invitations/preview?token=${encodeURIComponent(token)}`);
    expect(preview.json().status).toBe('open');

    expect((await call(app, owner, 'DELETE', `${invitations(workspace.id)}/${id}`)).statusCode).toBe(204);
    expect((await renew(owner, workspace.id, id)).statusCode).toBe(404);
  });
});

describe('POST /api/invitations/accept', () => {
  it('adds the invited user with the role, not to the legal entity, and spends the token', async () => {
    const owner = await register(app);
    const guest = await register(app);
    const entity = await createLegalEntity(app, owner);
    const workspace = await createWorkspace(app, owner, { legalEntityId: entity.id });
    const { token } = await invite(app, owner, workspace.id, guest.user.email.toUpperCase(), 'admin');

    const response = await accept(guest, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'admin', workspace: { id: workspace.id, role: 'admin', memberCount: 2 } });
    expect(await roleOf(workspace.id, guest)).toBe('admin');
    const [entityRow] = await database.orm
      .select()
      .from(legalEntityMembers)
      .where(and(eq(legalEntityMembers.legalEntityId, entity.id), eq(legalEntityMembers.userId, guest.user.id)));
    // The workspace's organisation is not the invitee's: they see its name in the workspace, nothing more.
    expect(entityRow).toBeUndefined();
    expect((await call(app, guest, 'GET', `/api/v1/profile/legal-entities/${entity.id}`)).statusCode).toBe(404);

    const again = await accept(guest, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invitation_used');
    expect((await call(app, owner, 'GET', invitations(workspace.id))).json().invitations).toEqual([]);
  });

  it('refuses another account, an unknown token and a missing one', async () => {
    const owner = await register(app);
    const guest = await register(app);
    const intruder = await register(app);
    const workspace = await createWorkspace(app, owner);
    const { token } = await invite(app, owner, workspace.id, guest.user.email);
    const wrong = await accept(intruder, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('invitation_email_mismatch');
    expect(await roleOf(workspace.id, intruder)).toBeNull();
    expect((await accept(intruder, 'no-such-token')).statusCode).toBe(404);
    expect((await call(app, intruder, 'POST', '/api/invitations/accept', {})).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token } })).statusCode).toBe(401);
    // The intruder's attempt did not spend it.
    expect((await accept(guest, token)).statusCode).toBe(200);
  });

  it('refuses an expired invitation after seven days', async () => {
    const owner = await register(app);
    const guest = await register(app);
    const workspace = await createWorkspace(app, owner);
    const { id, token } = await invite(app, owner, workspace.id, guest.user.email);
    await database.orm
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.id, id));
    const response = await accept(guest, token);
    expect(response.statusCode).toBe(410);
    expect(response.json().error.code).toBe('invitation_expired');
    expect(await roleOf(workspace.id, guest)).toBeNull();
    expect((await call(app, owner, 'GET', invitations(workspace.id))).json().invitations[0].status).toBe('expired');
  });

  it('keeps the role of someone who is already a member and spends the invitation anyway', async () => {
    const owner = await register(app);
    const guest = await register(app);
    const workspace = await createWorkspace(app, owner);
    const { token } = await invite(app, owner, workspace.id, guest.user.email, 'viewer');
    await call(app, owner, 'POST', `/api/v1/workspaces/${workspace.id}/members`, { userId: guest.user.id, role: 'admin' });
    const response = await accept(guest, token);
    expect(response.json().role).toBe('admin');
    expect((await accept(guest, token)).statusCode).toBe(409);
  });

  it('tells the inviter, in their language, that the invitation was accepted — once, and not for someone already in', async () => {
    const owner = await register(app, { name: 'Ольга' });
    const guest = await register(app, { name: 'Пётр Гость' });
    const workspace = await createWorkspace(app, owner, { name: 'Склад' });
    const { token } = await invite(app, owner, workspace.id, guest.user.email, 'member');
    expect((await accept(guest, token)).statusCode).toBe(200);
    const listed = (await call(app, owner, 'GET', '/api/v1/notifications')).json().notifications as Array<Record<string, unknown>>;
    const accepted = listed.filter((notice) => notice.title === 'Приглашение принято');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({
      type: 'workspace',
      workspaceId: workspace.id,
      message: 'Пётр Гость принял(а) приглашение и присоединился(ась) к «Склад» с ролью «участник»',
      data: expect.objectContaining({ targetUrl: `/workspaces/${workspace.id}` }),
    });
    expect(
      (await call(app, guest, 'GET', '/api/v1/notifications'))
        .json()
        .notifications.filter((n: { title: string }) => n.title === 'Приглашение принято'),
    ).toEqual([]);

    const member = await register(app);
    const second = await invite(app, owner, workspace.id, member.user.email, 'viewer');
    await call(app, owner, 'POST', `/api/v1/workspaces/${workspace.id}/members`, { userId: member.user.id, role: 'member' });
    await accept(member, second.token);
    const after = (await call(app, owner, 'GET', '/api/v1/notifications')).json().notifications as Array<{ title: string }>;
    expect(after.filter((notice) => notice.title === 'Приглашение принято')).toHaveLength(1);
  });
});
