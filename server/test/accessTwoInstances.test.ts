import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { openPostgresDatabase } from '../src/db/postgres';
import { TestSocket } from './support/notificationClients';
import { call, createWorkspace, joinThroughInvitation } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { testDatabaseUrl } from './support/testEnv';
import { bearer, register } from './support/users';

const url = testDatabaseUrl();
const onPostgres = url ? describe : describe.skip;
const title = url
  ? 'logout and removal reach every instance on one PostgreSQL'
  : 'logout and removal across instances — SKIPPED: DATABASE_URL is unset, this needs a real PostgreSQL';

/** The signal crosses by NOTIFY, a moment after the request that sent it has answered. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the other instance never caught up');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

onPostgres(title, () => {
  let databases: Database[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    databases = [await openTestDatabase(), await openPostgresDatabase(url!)];
    first = await createTestApp(databases[0]!, { databaseUrl: url });
    second = await createTestApp(databases[1]!, { databaseUrl: url });
    await second.listen({ port: 0, host: '127.0.0.1' });
    await register(first);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await Promise.all(databases.map((database) => database.close()));
  });

  it('refuses on the second instance an access token logged out on the first, and closes its socket there', async () => {
    const user = await register(first);
    const socket = await TestSocket.ready(second, user.access_token);
    try {
      expect((await second.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(user.access_token) })).statusCode).toBe(200);
      await first.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: user.refresh_token } });
      expect(await socket.closed).toEqual({ code: 4401, reason: 'session_revoked' });
      await eventually(
        async () => (await second.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(user.access_token) })).statusCode === 401,
      );
    } finally {
      await socket.close();
    }
  });

  it('refuses on the second instance a workspace role taken away on the first, as soon as the signal arrives', async () => {
    const owner = await register(first);
    const admin = await register(first);
    const workspace = await createWorkspace(first, owner, { name: 'Склад' });
    await joinThroughInvitation(first, owner, workspace.id, admin, 'admin');
    // Read on the second instance first, so the role is kept in its memory.
    expect((await call(second, admin, 'PUT', `/api/v1/workspaces/${workspace.id}`, { name: 'Склад 1' })).statusCode).toBe(200);
    expect(
      (await call(first, owner, 'PUT', `/api/v1/workspaces/${workspace.id}/members/${admin.user.id}/role`, { role: 'viewer' })).statusCode,
    ).toBe(200);
    await eventually(
      async () => (await call(second, admin, 'PUT', `/api/v1/workspaces/${workspace.id}`, { name: 'Склад 2' })).statusCode === 403,
    );
  });

  it('lists on the second instance a workspace renamed on the first, as soon as the signal arrives', async () => {
    const owner = await register(first);
    const workspace = await createWorkspace(first, owner, { name: 'Цех' });
    const names = async () =>
      ((await call(second, owner, 'GET', '/api/v1/workspaces')).json() as { workspaces: Array<{ name: string }> }).workspaces.map(
        (w) => w.name,
      );
    expect(await names()).toContain('Цех');
    await call(first, owner, 'PUT', `/api/v1/workspaces/${workspace.id}`, { name: 'Цех № 2' });
    await eventually(async () => (await names()).includes('Цех № 2'));
  });

  it('closes on the second instance the socket of a member removed on the first', async () => {
    const owner = await register(first);
    const member = await register(first);
    const workspace = await createWorkspace(first, owner, { name: 'Филиал' });
    await joinThroughInvitation(first, owner, workspace.id, member);
    const socket = await TestSocket.ready(second, member.access_token, { workspace_id: workspace.id });
    try {
      expect((await call(first, owner, 'DELETE', `/api/v1/workspaces/${workspace.id}/members/${member.user.id}`)).statusCode).toBe(204);
      expect(await socket.closed).toEqual({ code: 4404, reason: 'workspace_not_found' });
    } finally {
      await socket.close();
    }
  });
});
