import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { Client } from 'pg';
import { openPostgresDatabase } from '../src/db/postgres';
import { insertNotification } from '../src/notifications/notificationStore';
import { REALTIME_CHANNEL } from '../src/realtime/postgresSignalBus';
import { userTopic } from '../src/realtime/hub';
import { TestSocket } from './support/notificationClients';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { testDatabaseUrl } from './support/testEnv';
import { bearer, register } from './support/users';

const url = testDatabaseUrl();
const onPostgres = url ? describe : describe.skip;
const title = url
  ? 'two server instances on one PostgreSQL (LISTEN/NOTIFY)'
  : 'two server instances on one PostgreSQL — SKIPPED: DATABASE_URL is unset, this needs a real PostgreSQL';

onPostgres(title, () => {
  let databases: Database[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    // Each instance has its own pool and its own LISTEN connection, as two processes would.
    databases = [await openTestDatabase(), await openPostgresDatabase(url!)];
    first = await createTestApp(databases[0]!, { databaseUrl: url });
    second = await createTestApp(databases[1]!, { databaseUrl: url });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await Promise.all(databases.map((database) => database.close()));
  });

  it('delivers a notification created through one to a socket and a long poll on the other', async () => {
    const user = await register(first);
    const socket = await TestSocket.ready(second, user.access_token);
    try {
      const poll = second.inject({
        method: 'GET',
        url: `/api/v1/notifications/poll?userId=${user.user.id}`,
        headers: bearer(user.access_token),
      });
      // Two listeners on the second instance once the poll waits: the socket and the poll.
      const topic = userTopic(user.user.id);
      while (second.realtime.users.subscriberCount(topic) < 2) await new Promise((resolve) => setTimeout(resolve, 5));

      const created = await first.inject({
        method: 'POST',
        url: '/api/v1/notifications',
        headers: bearer(user.access_token),
        payload: { type: 'invitation', title: 'Приглашение', message: 'Через другой экземпляр', data: { targetUrl: '/invitations' } },
      });
      expect(created.statusCode).toBe(201);
      const notification = created.json();

      expect(await socket.next('notification')).toEqual({ type: 'notification', notification });
      expect(await socket.next('unread')).toEqual({ type: 'unread', count: 1 });
      const answer = (await poll).json();
      expect(answer.notifications).toEqual([notification]);
      expect(answer.eventId).toBe(notification.eventId);
    } finally {
      await socket.close();
    }
  });

  it('carries unread counts and workspace events across too', async () => {
    const user = await register(first);
    const workspaceId = user.user.preferredWorkspaceId!;
    const socket = await TestSocket.ready(second, user.access_token, { workspace_id: workspaceId });
    try {
      const created = await first.inject({ method: 'POST', url: '/api/v1/notifications/test', headers: bearer(user.access_token) });
      await socket.next('notification');
      await socket.next('unread');
      await first.inject({
        method: 'POST',
        url: '/api/v1/notifications/read',
        headers: bearer(user.access_token),
        payload: { notificationIds: [created.json().id] },
      });
      expect(await socket.next('unread')).toEqual({ type: 'unread', count: 0 });
      await first.realtime.publishToWorkspace(workspaceId, { kind: 'board.changed', boardId: 'b1' });
      expect(await socket.next('workspace_event')).toMatchObject({ workspaceId, event: { kind: 'board.changed', boardId: 'b1' } });
    } finally {
      await socket.close();
    }
  });

  it('survives losing its LISTEN connection: reconnects and has clients catch up on what they missed', async () => {
    const user = await register(first);
    const socket = await TestSocket.ready(second, user.access_token);
    try {
      const admin = new Client({ connectionString: url });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN ${REALTIME_CHANNEL}'`,
        );
        expect(rows.length).toBeGreaterThanOrEqual(2);
        await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [rows.map((row) => row.pid)]);
      } finally {
        await admin.end();
      }
      // Stored while no instance listened: no signal will ever announce it.
      const missed = await insertNotification(first.db.orm, {
        userId: user.user.id,
        type: 'info',
        title: 'while the link was down',
        message: '',
        category: 'system',
        data: { clickable: false },
        live: true,
      });
      expect((await socket.next('notification')).notification).toMatchObject({ id: missed.id });

      const created = await first.inject({ method: 'POST', url: '/api/v1/notifications/test', headers: bearer(user.access_token) });
      expect((await socket.next('notification')).notification).toMatchObject({ id: created.json().id });
    } finally {
      await socket.close();
    }
  });
});
