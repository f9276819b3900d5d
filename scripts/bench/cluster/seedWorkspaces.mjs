/**
 * The cluster bench's workspaces: through an instance's HTTP API, an owner per workspace (kanban is on by
 * default) with a board of two columns, and members; then, straight in the database in one transaction, the
 * members join and each board gets CARDS cards to move. What is measured is delivery: invitations and 400 card
 * requests would only lengthen the set-up. The requests run several at a time: the sign-ups' password hashes are
 * most of their work.
 */
import { performance } from 'node:perf_hooks';
import { generateNKeysBetween } from 'fractional-indexing';
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

/** A board of two columns through the API (the columns' ranks are the server's); its cards come later, by SQL. */
async function seedBoard(call, workspaceId) {
  const board = await call('POST', `/workspaces/${workspaceId}/boards`, { name: 'Cluster bench' });
  const columns = [];
  for (const name of ['To do', 'Done']) columns.push((await call('POST', `/modules/kanban/boards/${board.id}/columns`, { name })).column);
  return { board, columns };
}

/** CARDS cards in each board's first column, all in one statement, ranked as the kanban module ranks them. */
async function addCards(db, workspaces) {
  const ranks = generateNKeysBetween(null, null, CARDS);
  const rows = workspaces.flatMap((workspace) =>
    ranks.map((rank, index) => [workspace.board.id, workspace.columns[0].id, `Card ${index + 1}`, rank, workspace.owner.userId]),
  );
  const column = (index) => rows.map((row) => row[index]);
  const { rows: made } = await db.query(
    `insert into kanban_cards (board_id, column_id, title, rank, created_by_id)
     select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::uuid[])
     returning id, board_id`,
    [column(0), column(1), column(2), column(3), column(4)],
  );
  for (const workspace of workspaces)
    workspace.cards = made.filter((card) => card.board_id === workspace.board.id).map((card) => ({ id: card.id }));
}

async function addMembers(db, workspaces) {
  const pairs = workspaces.flatMap((workspace) => workspace.members.slice(1).map((member) => [workspace.id, member.userId]));
  if (pairs.length === 0) return;
  await db.query(`insert into workspace_members (workspace_id, user_id, role) select * from unnest($1::uuid[], $2::uuid[], $3::text[])`, [
    pairs.map((pair) => pair[0]),
    pairs.map((pair) => pair[1]),
    pairs.map(() => 'member'),
  ]);
}

export async function seedWorkspaces({ base, liveBase }, databaseUrl, { workspaces: count, usersPerWorkspace }, log) {
  const started = performance.now();
  const slots = [...Array(count).keys()].flatMap((workspace) =>
    [...Array(usersPerWorkspace).keys()].map((member) => ({ workspace, member })),
  );
  const users = [];
  await inBatches(slots, CONCURRENCY, async ({ workspace, member }, index) => {
    users[index] = await signUp(base, member === 0 ? `w${workspace}-owner` : `w${workspace}-m${member}`);
  });
  const signedUp = performance.now();
  const workspaces = [];
  await inBatches([...Array(count).keys()], CONCURRENCY / 2, async (index) => {
    const [owner, ...joining] = users.slice(index * usersPerWorkspace, (index + 1) * usersPerWorkspace);
    const { board, columns } = await seedBoard(apiClient(base, owner.token, owner.workspaceId), owner.workspaceId);
    const members = [
      { ...owner, call: apiClient(liveBase, owner.token, owner.workspaceId) },
      ...joining.map((joined) => ({ ...joined, call: apiClient(liveBase, joined.token) })),
    ];
    workspaces[index] = { id: owner.workspaceId, owner: members[0], members, board, columns, cards: [] };
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    await addMembers(db, workspaces);
    await addCards(db, workspaces);
    await db.query('commit');
  } finally {
    await db.end();
  }
  log(
    `seeded ${count} workspaces × ${usersPerWorkspace} members (signed up in ${((signedUp - started) / 1000).toFixed(1)} s), a board of ${CARDS} cards each, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return workspaces;
}
