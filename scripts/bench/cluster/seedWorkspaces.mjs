/**
 * The cluster bench's workspaces, made through an instance's HTTP API: an owner per workspace (kanban is on by
 * default) with a board of two columns and CARDS cards to move, and members who join it. Members are added
 * straight in the database, in one statement: what is measured is delivery, and invitations would only lengthen
 * the set-up. Everything runs several requests at a time: the sign-ups' password hashes are most of the work.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { inBatches } from '../benchSupport.mjs';
import { BENCH_PASSWORD, apiClient } from '../kanbanSeed.mjs';

const CARDS = 20;
const CONCURRENCY = 8;

async function signUp(base, label) {
  const email = `bench.cluster.${label}.${Date.now()}.${process.pid}@example.test`;
  const signed = await apiClient(base)('POST', '/auth/register', { email, password: BENCH_PASSWORD, name: `Bench ${label}` });
  return { token: signed.access_token, userId: signed.user.id, workspaceId: signed.user.preferredWorkspaceId };
}

/** A board of two columns, and CARDS cards in the first, made a few at a time. */
async function seedBoard(call, workspaceId) {
  const board = await call('POST', `/workspaces/${workspaceId}/boards`, { name: 'Cluster bench' });
  const columns = [];
  for (const name of ['To do', 'Done']) columns.push((await call('POST', `/modules/kanban/boards/${board.id}/columns`, { name })).column);
  const cards = [];
  await inBatches([...Array(CARDS).keys()], 4, async (card) => {
    cards[card] = (await call('POST', `/modules/kanban/columns/${columns[0].id}/cards`, { title: `Card ${card + 1}` })).card;
  });
  return { columns, cards };
}

async function addMembers(databaseUrl, workspaces) {
  const pairs = workspaces.flatMap((workspace) => workspace.members.slice(1).map((member) => [workspace.id, member.userId]));
  if (pairs.length === 0) return;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into workspace_members (workspace_id, user_id, role) select * from unnest($1::uuid[], $2::uuid[], $3::text[])`,
      [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1]), pairs.map(() => 'member')],
    );
  } finally {
    await db.end();
  }
}

/** Seeds through `base`; the members' `call`s go to `liveBase` (the proxy), where the run's writes are spread. */
export async function seedWorkspaces({ base, liveBase }, databaseUrl, { workspaces: count, usersPerWorkspace }, log) {
  const started = performance.now();
  const slots = [...Array(count).keys()].flatMap((workspace) => [...Array(usersPerWorkspace).keys()].map((member) => ({ workspace, member })));
  const users = [];
  await inBatches(slots, CONCURRENCY, async ({ workspace, member }, index) => {
    users[index] = await signUp(base, member === 0 ? `w${workspace}-owner` : `w${workspace}-m${member}`);
  });
  const signedUp = performance.now();
  const workspaces = [];
  await inBatches([...Array(count).keys()], CONCURRENCY / 2, async (index) => {
    const [owner, ...joining] = users.slice(index * usersPerWorkspace, (index + 1) * usersPerWorkspace);
    const { columns, cards } = await seedBoard(apiClient(base, owner.token, owner.workspaceId), owner.workspaceId);
    const members = [
      { ...owner, call: apiClient(liveBase, owner.token, owner.workspaceId) },
      ...joining.map((joined) => ({ ...joined, call: apiClient(liveBase, joined.token) })),
    ];
    workspaces[index] = { id: owner.workspaceId, owner: members[0], members, columns, cards };
  });
  await addMembers(databaseUrl, workspaces);
  log(
    `seeded ${count} workspaces × ${usersPerWorkspace} members (signed up in ${((signedUp - started) / 1000).toFixed(1)} s), a board of ${CARDS} cards each, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return workspaces;
}
