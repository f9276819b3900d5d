import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { workspaceAccessTopic } from '../src/realtime/hub';
import { TestSocket } from './support/notificationClients';
import { call, createWorkspace, joinThroughInvitation } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { testDatabaseUrl } from './support/testEnv';
import { bearer, register, type SignedIn } from './support/users';

let database: Database;
let app: FastifyInstance;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, { databaseUrl: testDatabaseUrl() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The first user is the platform admin; the tests' people are ordinary users.
  await register(app);
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function team() {
  const owner = await register(app);
  const member = await register(app);
  const workspace = await createWorkspace(app, owner, { name: 'Склад' });
  await joinThroughInvitation(app, owner, workspace.id, member, 'member');
  return { owner, member, workspaceId: workspace.id };
}

async function watching(who: SignedIn, workspaceId: string, how: 'query' | 'subscribe'): Promise<TestSocket> {
  const socket = await TestSocket.ready(app, who.access_token, how === 'query' ? { workspace_id: workspaceId } : {});
  sockets.push(socket);
  if (how === 'subscribe') {
    socket.send({ type: 'subscribe', workspaceId });
    await socket.next('subscribed');
  }
  return socket;
}

const removeMember = (actor: SignedIn, workspaceId: string, who: SignedIn) =>
  call(app, actor, 'DELETE', `/api/v1/workspaces/${workspaceId}/members/${who.user.id}`);

describe('losing a workspace closes what was open for it (issue 10)', () => {
  it.each(['query', 'subscribe'] as const)(
    'closes the socket of a removed member (workspace from the %s) with 4404, and the others still get the events',
    async (how) => {
      const { owner, member, workspaceId } = await team();
      const removed = await watching(member, workspaceId, how);
      const stays = await watching(owner, workspaceId, how);

      expect((await removeMember(owner, workspaceId, member)).statusCode).toBe(204);
      expect(await removed.closed).toEqual({ code: 4404, reason: 'workspace_not_found' });

      await app.realtime.publishToWorkspace(workspaceId, { kind: 'board.changed', boardId: 'b1' });
      expect(await stays.next('workspace_event')).toMatchObject({ workspaceId, event: { kind: 'board.changed' } });
      expect(removed.frames.filter((frame) => frame.type === 'workspace_event')).toEqual([]);
    },
  );

  it('closes the socket of a member who leaves on their own', async () => {
    const { member, workspaceId } = await team();
    const socket = await watching(member, workspaceId, 'query');
    expect((await removeMember(member, workspaceId, member)).statusCode).toBe(204);
    expect((await socket.closed).code).toBe(4404);
  });

  it("leaves the removed member's sockets for other workspaces alone", async () => {
    const { owner, member, workspaceId } = await team();
    const own = await watching(member, member.user.preferredWorkspaceId!, 'query');
    await removeMember(owner, workspaceId, member);
    await app.realtime.publishToWorkspace(member.user.preferredWorkspaceId!, { kind: 'board.changed', boardId: 'b2' });
    expect(await own.next('workspace_event')).toMatchObject({ event: { boardId: 'b2' } });
  });

  it("closes every member's socket when the workspace is deleted", async () => {
    const { owner, member, workspaceId } = await team();
    const sockets = [await watching(owner, workspaceId, 'query'), await watching(member, workspaceId, 'subscribe')];
    expect((await call(app, owner, 'DELETE', `/api/v1/workspaces/${workspaceId}`)).statusCode).toBe(204);
    for (const socket of sockets) expect((await socket.closed).code).toBe(4404);
  });

  it('ends a removed member’s waiting long poll for the workspace with 404, and refuses the next one', async () => {
    const { owner, member, workspaceId } = await team();
    const url = `/api/v1/notifications/poll?userId=${member.user.id}&workspaceId=${workspaceId}&timeout=20`;
    const poll = app.inject({ method: 'GET', url, headers: bearer(member.access_token) });
    while (!app.realtime.access.hasSubscribers(workspaceAccessTopic(workspaceId))) await new Promise((resolve) => setTimeout(resolve, 5));

    await removeMember(owner, workspaceId, member);
    const answer = await poll;
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.code).toBe('workspace_not_found');
    expect((await app.inject({ method: 'GET', url, headers: bearer(member.access_token) })).statusCode).toBe(404);
  });
});
