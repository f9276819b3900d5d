import './support/nativeModules';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { openPostgresDatabase } from '../src/db/postgres';
import { EVENTS_KEPT_PER_WORKSPACE, pruneWorkspaceEvents } from '../src/realtime/workspaceEventLog';
import { type Frame, TestSocket } from './support/notificationClients';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { testDatabaseUrl } from './support/testEnv';
import { register } from './support/users';

/** Takes `count` workspace events off the socket, in the order they came. */
async function events(socket: TestSocket, count: number): Promise<Frame[]> {
  const received: Frame[] = [];
  while (received.length < count) received.push(await socket.next('workspace_event'));
  return received;
}

const publish = async (app: FastifyInstance, workspaceId: string, from: number, to: number) => {
  for (let n = from; n <= to; n += 1) await app.realtime.publishToWorkspace(workspaceId, { kind: 'test.step', n });
};

const steps = (frames: Frame[]) => frames.map((frame) => (frame.event as { n: number }).n);
const ids = (frames: Frame[]) => frames.map((frame) => frame.eventId as number);

describe('resuming workspace events on one instance', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await createTestApp(database, { databaseUrl: testDatabaseUrl() });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('numbers each workspace’s events 1, 2, 3… and a reconnect with the last id gets exactly what it missed', async () => {
    const owner = await register(app);
    const workspaceId = owner.user.preferredWorkspaceId!;
    const first = await TestSocket.connect(app, { token: owner.access_token, workspace_id: workspaceId });
    expect(await first.next('ready')).toMatchObject({ workspaceEventId: 0 });
    await publish(app, workspaceId, 1, 3);
    const seen = await events(first, 3);
    expect(ids(seen)).toEqual([1, 2, 3]);
    await first.close();

    await publish(app, workspaceId, 4, 10);
    const again = await TestSocket.connect(app, { token: owner.access_token, workspace_id: workspaceId, workspace_event_id: '3' });
    try {
      expect(await again.next('ready')).toMatchObject({ workspaceEventId: 3 });
      const missed = await events(again, 7);
      expect(steps(missed)).toEqual([4, 5, 6, 7, 8, 9, 10]);
      expect(ids(missed)).toEqual([4, 5, 6, 7, 8, 9, 10]);
      await publish(app, workspaceId, 11, 11);
      expect(ids(await events(again, 1))).toEqual([11]);
      await again.expectNone('workspace_event');
    } finally {
      await again.close();
    }
  });

  it('resumes through a subscribe frame too, and asks the client to re-read state when the window was exceeded', async () => {
    const owner = await register(app);
    const workspaceId = owner.user.preferredWorkspaceId!;
    await publish(app, workspaceId, 1, 4);
    const socket = await TestSocket.ready(app, owner.access_token);
    try {
      socket.send({ type: 'subscribe', workspaceId, lastEventId: 2 });
      expect(await socket.next('subscribed')).toEqual({ type: 'subscribed', workspaceId, eventId: 2 });
      expect(steps(await events(socket, 2))).toEqual([3, 4]);

      // An hour and more later the kept window has moved past event 3.
      await pruneWorkspaceEvents(app.db.orm, new Date(Date.now() + 2 * 60 * 60 * 1000));
      socket.send({ type: 'subscribe', workspaceId, lastEventId: 3 });
      await socket.next('subscribed');
      expect(await socket.next('workspace_resync')).toEqual({ type: 'workspace_resync', workspaceId, eventId: 4 });
      await socket.expectNone('workspace_event');
    } finally {
      await socket.close();
    }
  });

  it('keeps at most the newest events of a workspace', async () => {
    const owner = await register(app);
    const workspaceId = owner.user.preferredWorkspaceId!;
    await publish(app, workspaceId, 1, 3);
    // The counter jumps as if the workspace had had that many more events, without writing them one by one.
    await app.db.orm.execute(
      sql`update workspace_event_counters set last_id = last_id + ${EVENTS_KEPT_PER_WORKSPACE} where workspace_id = ${workspaceId}`,
    );
    await pruneWorkspaceEvents(app.db.orm);
    const socket = await TestSocket.connect(app, { token: owner.access_token, workspace_id: workspaceId, workspace_event_id: '1' });
    try {
      await socket.next('ready');
      expect(await socket.next('workspace_resync')).toMatchObject({ workspaceId });
    } finally {
      await socket.close();
    }
  });
});

const url = testDatabaseUrl();
const onPostgres = url ? describe : describe.skip;

onPostgres('resuming workspace events on another instance of one PostgreSQL', () => {
  let databases: Database[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    // Each instance has its own pool and its own LISTEN connection, as two processes would.
    databases = [await openTestDatabase(), await openPostgresDatabase(url!)];
    first = await createTestApp(databases[0]!, { databaseUrl: url });
    second = await createTestApp(databases[1]!, { databaseUrl: url });
    await first.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await second?.close();
    await Promise.all(databases.map((database) => database.close()));
  });

  it('a client of a stopped instance reconnects to the other with its last id and misses none of the events written meanwhile', async () => {
    const owner = await register(second);
    const workspaceId = owner.user.preferredWorkspaceId!;
    const onFirst = await TestSocket.ready(first, owner.access_token, { workspace_id: workspaceId });
    await publish(second, workspaceId, 1, 5);
    const before = await events(onFirst, 5);
    expect(steps(before)).toEqual([1, 2, 3, 4, 5]);
    const lastId = before.at(-1)!.eventId as number;

    await first.close();
    await onFirst.closed;
    await publish(second, workspaceId, 6, 30);

    const onSecond = await TestSocket.connect(second, {
      token: owner.access_token,
      workspace_id: workspaceId,
      workspace_event_id: String(lastId),
    });
    try {
      await onSecond.next('ready');
      const missed = await events(onSecond, 25);
      expect(steps(missed)).toEqual(Array.from({ length: 25 }, (_, index) => index + 6));
      await publish(second, workspaceId, 31, 31);
      expect(steps(await events(onSecond, 1))).toEqual([31]);
      await onSecond.expectNone('workspace_event');
    } finally {
      await onSecond.close();
    }
  });
});
