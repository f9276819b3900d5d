/**
 * The cluster bench's workspaces, made through the proxy's HTTP API: an owner per workspace (kanban is on by
 * default) with a board of two columns and CARDS cards to move, and members who join it. Members are added
 * straight in the database: what is measured is delivery, and invitations would only lengthen the set-up.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { inBatches } from '../benchSupport.mjs';
import { BENCH_PASSWORD, apiClient } from '../kanbanSeed.mjs';

const CARDS = 20;

async function signUp(base, label) {
  const email = `bench.cluster.${label}.${Date.now()}.${process.pid}@example.test`;
  const signed = await apiClient(base)('POST', '/auth/register', { email, password: BENCH_PASSWORD, name: `Bench ${label}` });
  return { token: signed.access_token, userId: signed.user.id, workspaceId: signed.user.preferredWorkspaceId };
}

export async function seedWorkspaces(base, databaseUrl, { workspaces: count, usersPerWorkspace }, log) {
  const started = performance.now();
  const workspaces = [];
  await inBatches([...Array(count).keys()], 4, async (index) => {
    const owner = await signUp(base, `w${index}-owner`);
    const call = apiClient(base, owner.token, owner.workspaceId);
    const board = await call('POST', `/workspaces/${owner.workspaceId}/boards`, { name: 'Cluster bench' });
    const columns = [];
    for (const name of ['To do', 'Done']) columns.push((await call('POST', `/modules/kanban/boards/${board.id}/columns`, { name })).column);
    const cards = [];
    for (let card = 0; card < CARDS; card += 1) {
      cards.push((await call('POST', `/modules/kanban/columns/${columns[0].id}/cards`, { title: `Card ${card + 1}` })).card);
    }
    const members = [{ ...owner, call }];
    for (let member = 1; member < usersPerWorkspace; member += 1) {
      const joined = await signUp(base, `w${index}-m${member}`);
      members.push({ ...joined, call: apiClient(base, joined.token) });
    }
    workspaces[index] = { id: owner.workspaceId, owner: members[0], members, columns, cards };
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    for (const workspace of workspaces) {
      for (const member of workspace.members.slice(1)) {
        await db.query(`insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`, [workspace.id, member.userId]);
      }
    }
  } finally {
    await db.end();
  }
  log(`seeded ${count} workspaces × ${usersPerWorkspace} members, a board of ${CARDS} cards each, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return workspaces;
}
