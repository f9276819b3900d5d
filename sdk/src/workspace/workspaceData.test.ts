import { i18n } from '../i18n/i18n';
import { sessionCleared } from '../session/sessionModel';
import { $toasts } from '../toasts/toastModel';
import { errorBody, type FakeServer, installFakeServer } from './testing/fakeServer';
import { makeWorkspace, serveWorkspaces, signIn } from './testing/workspaceFixtures';
import {
  $boards,
  $invitations,
  $members,
  acceptInvitationFx,
  changeMemberRoleFx,
  createBoardFx,
  inviteMemberFx,
  loadInvitationsFx,
  loadMembersFx,
  removeMemberFx,
  revokeInvitationFx,
} from './workspaceData';
import { $workspaces, initWorkspaceContextFx } from './workspaceModel';
import { updateWorkspaceFx } from './workspaceSettings';
import type { CreatedInvitation, WorkspaceInvitation, WorkspaceMember } from './workspaceTypes';

const team = makeWorkspace('w-team', { name: 'Team' });
const owner: WorkspaceMember = { userId: 'u-anna', name: 'Анна', email: 'anna@example.test', role: 'owner', joinedAt: '' };
const boris: WorkspaceMember = { userId: 'u-boris', name: 'Борис', email: 'boris@example.test', role: 'member', joinedAt: '' };

function invitation(id: string, email: string): WorkspaceInvitation {
  return {
    id,
    workspaceId: team.id,
    email,
    role: 'member',
    status: 'pending',
    invitedBy: { id: owner.userId, name: owner.name },
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2026-01-08T00:00:00.000Z',
  };
}

function created(id: string, email: string): CreatedInvitation {
  return { ...invitation(id, email), token: `token-${id}`, acceptUrl: `/invitations/accept?token=token-${id}` };
}

let server: FakeServer;

beforeEach(async () => {
  jest.useFakeTimers();
  localStorage.clear();
  await i18n.changeLanguage('en');
  server = installFakeServer();
  serveWorkspaces(server, [team]);
  await signIn(server);
  await initWorkspaceContextFx();
});

afterEach(() => {
  sessionCleared();
  jest.advanceTimersByTime(10_000);
  jest.useRealTimers();
});

describe('members', () => {
  beforeEach(async () => {
    server.on('GET', '/workspaces/:id/members', { status: 200, body: { members: [owner, boris] } });
    await loadMembersFx(team.id);
  });

  it('changes a role with PUT …/members/{userId}/role and shows it at once', async () => {
    server.on('PUT', '/workspaces/:id/members/:userId/role', { status: 200, body: { ...boris, role: 'viewer' } });
    await changeMemberRoleFx({ workspaceId: team.id, userId: boris.userId, role: 'viewer' });
    expect(server.callsTo('PUT', `/workspaces/${team.id}/members/${boris.userId}/role`)[0]?.body).toEqual({ role: 'viewer' });
    expect($members.getState().find((m) => m.userId === boris.userId)?.role).toBe('viewer');
  });

  it("removes a member, and shows the server's reason when it refuses", async () => {
    server.on('DELETE', '/workspaces/:id/members/:userId', { status: 204 });
    await removeMemberFx({ workspaceId: team.id, userId: boris.userId });
    expect($members.getState().map((m) => m.userId)).toEqual([owner.userId]);

    server.on('DELETE', '/workspaces/:id/members/:userId', errorBody(409, 'last_owner', 'The last owner cannot leave'));
    await expect(removeMemberFx({ workspaceId: team.id, userId: owner.userId })).rejects.toThrow('The last owner cannot leave');
    expect($members.getState().map((m) => m.userId)).toEqual([owner.userId]);
    expect($toasts.getState().map((t) => t.message)).toContain('The last owner cannot leave');
  });
});

describe('invitations', () => {
  it('keeps the link of an invitation made now, also after the list is reloaded', async () => {
    server.on('POST', '/workspaces/:id/invitations', { status: 201, body: created('i1', 'boris@example.test') });
    const answer = await inviteMemberFx({ workspaceId: team.id, email: ' boris@example.test ', role: 'member' });
    expect(server.callsTo('POST', `/workspaces/${team.id}/invitations`)[0]?.body).toEqual({ email: 'boris@example.test', role: 'member' });
    expect(answer.acceptUrl).toBe('/invitations/accept?token=token-i1');

    server.on('GET', '/workspaces/:id/invitations', {
      status: 200,
      body: { invitations: [invitation('i1', 'boris@example.test'), invitation('i0', 'vera@example.test')] },
    });
    await loadInvitationsFx(team.id);
    expect($invitations.getState().map((i) => [i.id, i.acceptUrl])).toEqual([
      ['i1', '/invitations/accept?token=token-i1'],
      ['i0', undefined],
    ]);
  });

  it('replaces the pending invitation of the same address, and revokes', async () => {
    server.on('POST', '/workspaces/:id/invitations', { status: 201, body: created('i1', 'boris@example.test') });
    await inviteMemberFx({ workspaceId: team.id, email: 'boris@example.test', role: 'member' });
    server.on('POST', '/workspaces/:id/invitations', { status: 201, body: created('i2', 'boris@example.test') });
    await inviteMemberFx({ workspaceId: team.id, email: 'boris@example.test', role: 'viewer' });
    expect($invitations.getState().map((i) => i.id)).toEqual(['i2']);

    server.on('DELETE', '/workspaces/:id/invitations/:invitationId', { status: 204 });
    await revokeInvitationFx({ workspaceId: team.id, invitationId: 'i2' });
    expect(server.callsTo('DELETE', `/workspaces/${team.id}/invitations/i2`)).toHaveLength(1);
    expect($invitations.getState()).toEqual([]);
  });

  it('accepts through POST /api/invitations/accept (beside /api/v1) and reloads the workspaces', async () => {
    const joined = makeWorkspace('w-joined', { name: 'Joined', role: 'member' });
    serveWorkspaces(server, [team, joined]);
    server.on('POST', '/api/invitations/accept', { status: 200, body: { workspace: joined, role: 'member' } });
    const accepted = await acceptInvitationFx('secret-token');
    expect(accepted.workspace.id).toBe(joined.id);
    expect(server.callsTo('POST', '/api/invitations/accept')[0]?.body).toEqual({ token: 'secret-token' });
    expect($workspaces.getState().map((w) => w.id)).toEqual([team.id, joined.id]);
  });
});

describe('boards', () => {
  it('creates a board with its name and description and lists it', async () => {
    server.on('POST', '/workspaces/:id/boards', (call) => ({
      status: 201,
      body: { id: 'b1', workspaceId: team.id, ...(call.body as object), createdById: owner.userId, role: 'board_admin' },
    }));
    await createBoardFx({ workspaceId: team.id, name: ' Roadmap ', description: 'Q3' });
    expect(server.callsTo('POST', `/workspaces/${team.id}/boards`)[0]?.body).toEqual({
      name: 'Roadmap',
      description: 'Q3',
      withDefaults: true,
    });
    expect($boards.getState().map((b) => b.name)).toEqual(['Roadmap']);
  });
});

describe('workspace settings', () => {
  it('checks the changed workspace with SPEC §5 rules, then saves it with PUT', async () => {
    await expect(updateWorkspaceFx({ workspaceId: team.id, changes: { name: 'ab' } })).rejects.toThrow(
      'Workspace name must be at least 3 characters',
    );
    expect(server.callsTo('PUT', `/workspaces/${team.id}`)).toHaveLength(0);

    server.on('PUT', '/workspaces/:id', (call) => ({ status: 200, body: { ...team, ...(call.body as object) } }));
    await updateWorkspaceFx({ workspaceId: team.id, changes: { name: ' Команда ', color: 'green' } });
    expect(server.callsTo('PUT', `/workspaces/${team.id}`)[0]?.body).toEqual({ name: 'Команда', color: 'green' });
    expect($workspaces.getState()[0]).toMatchObject({ name: 'Команда', color: 'green' });
    expect($toasts.getState().map((t) => t.message)).toContain('Workspace saved');
  });
});
