import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { openPostgresDatabase } from '../src/db/postgres';
import { workspaceTopic } from '../src/realtime/hub';
import { pruneWorkspaceEvents } from '../src/realtime/workspaceEventLog';
import { TestSocket } from './support/notificationClients';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { testDatabaseUrl } from './support/testEnv';
import { bearer, register, type SignedIn } from './support/users';

interface PollAnswer {
  notifications: unknown[];
  eventId: number;
  workspaceEvents?: { eventId: number; event: { kind: string; n: number } }[];
  workspaceEventId?: number;
  workspaceResync?: boolean;
}

const poll = (app: FastifyInstance, who: SignedIn, query: Record<string, string | number>) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/notifications/poll?${new URLSearchParams(Object.entries({ userId: who.user.id, ...query }).map(([key, value]): [string, string] => [key, String(value)]))}`,
    headers: bearer(who.access_token),
  });

async function answer(app: FastifyInstance, who: SignedIn, query: Record<string, string | number>): Promise<PollAnswer> {
  const response = await poll(app, who, query);
  expect(response.statusCode).toBe(200);
  return response.json<PollAnswer>();
}

const publish = async (app: FastifyInstance, workspaceId: string, from: number, to: number) => {
  for (let n = from; n <= to; n += 1) await app.realtime.publishToWorkspace(workspaceId, { kind: 'test.step', n });
};

const steps = (polled: PollAnswer) => polled.workspaceEvents!.map(({ event }) => event.n);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

async function pollerWaiting(app: FastifyInstance, workspaceId: string): Promise<void> {
  for (let turn = 0; turn < 1000 && !app.realtime.workspaces.hasSubscribers(workspaceTopic(workspaceId)); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the long poll resumes a workspace’s events as the socket does', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await createTestApp(database, { databaseUrl: testDatabaseUrl() });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('tells a client without an id where the workspace stands, then answers with exactly the events after its id', async () => {
    const owner = await register(app);
    const workspaceId = owner.user.preferredWorkspaceId!;
    await publish(app, workspaceId, 1, 2);
    const fresh = await answer(app, owner, { workspaceId, timeout: 0 });
    expect(fresh).toMatchObject({ workspaceEvents: [], workspaceEventId: 2, workspaceResync: false });

    await publish(app, workspaceId, 3, 6);
    const resumed = await answer(app, owner, { workspaceId, workspaceEventId: 2, timeout: 0 });
    expect(steps(resumed)).toEqual([3, 4, 5, 6]);
    expect(resumed.workspaceEvents!.map(({ eventId }) => eventId)).toEqual([3, 4, 5, 6]);
    expect(resumed.workspaceEventId).toBe(6);
  });

  it('a waiting poll answers as soon as the workspace has an event, and says re-read when the window was exceeded', async () => {
    const owner = await register(app);
    const workspaceId = owner.user.preferredWorkspaceId!;
    const waiting = answer(app, owner, { workspaceId, workspaceEventId: 0, timeout: 30 });
    await pollerWaiting(app, workspaceId);
    await publish(app, workspaceId, 1, 1);
    expect(await waiting).toMatchObject({ notifications: [], workspaceEvents: [{ eventId: 1, event: { n: 1 } }], workspaceEventId: 1 });

    await publish(app, workspaceId, 2, 3);
    await pruneWorkspaceEvents(app.db.orm, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await answer(app, owner, { workspaceId, workspaceEventId: 1, timeout: 0 })).toMatchObject({
      workspaceEvents: [],
      workspaceEventId: 3,
      workspaceResync: true,
    });
  });

  it('gives a workspace’s events to its members only', async () => {
    const owner = await register(app);
    const stranger = await register(app);
    const workspaceId = owner.user.preferredWorkspaceId!;
    await publish(app, workspaceId, 1, 1);
    const refused = await poll(app, stranger, { workspaceId, workspaceEventId: 0, timeout: 0 });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('test.step');
  });
});

const url = testDatabaseUrl();
const onPostgres = url ? describe : describe.skip;

onPostgres('resuming by long poll on another instance of one PostgreSQL', () => {
  let databases: Database[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    databases = [await openTestDatabase(), await openPostgresDatabase(url!)];
    first = await createTestApp(databases[0]!, { databaseUrl: url });
    second = await createTestApp(databases[1]!, { databaseUrl: url });
    await first.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await second?.close();
    await Promise.all(databases.map((database) => database.close()));
  });

  it('a client of a stopped instance polls the other from its last id and misses none of the events written meanwhile', async () => {
    const owner = await register(second);
    const workspaceId = owner.user.preferredWorkspaceId!;
    const onFirst = await TestSocket.ready(first, owner.access_token, { workspace_id: workspaceId });
    await publish(first, workspaceId, 1, 3);
    let lastId = 0;
    for (let n = 1; n <= 3; n += 1) lastId = (await onFirst.next('workspace_event')).eventId as number;

    await first.close();
    await onFirst.closed;
    await publish(second, workspaceId, 4, 20);

    const caughtUp = await answer(second, owner, { workspaceId, workspaceEventId: lastId, timeout: 30 });
    expect(steps(caughtUp)).toEqual(range(4, 20));
    const waiting = answer(second, owner, { workspaceId, workspaceEventId: caughtUp.workspaceEventId!, timeout: 30 });
    await pollerWaiting(second, workspaceId);
    await publish(second, workspaceId, 21, 21);
    expect(steps(await waiting)).toEqual([21]);
  });
});
