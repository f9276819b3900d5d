/** A kanban board of many columns and cards, made through the HTTP API as a new user (kanban is on by default). */
import { performance } from 'node:perf_hooks';
import { inBatches } from './benchSupport.mjs';

export const BENCH_PASSWORD = 'bench password 123';

/** JSON calls under /api/v1 with the user's token and workspace. */
export function apiClient(base, token, workspaceId) {
  return async (method, url, body) => {
    const response = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

/**
 * Registers a user and fills a board in their personal workspace: `columns` columns made one after another (so
 * their order is their number), then `cards` cards spread over them, `concurrency` requests at a time.
 * `cardFields(index, user, label)` adds fields to each card (a label is made first when it is given).
 */
export async function seedKanbanBoard(base, { columns, cards, concurrency, cardFields, log }) {
  const started = performance.now();
  const email = `bench.kanban.${Date.now()}.${process.pid}@example.test`;
  const signed = await apiClient(base)('POST', '/auth/register', { email, password: BENCH_PASSWORD, name: 'Bench' });
  const { workspaces } = await apiClient(base, signed.access_token)('GET', '/workspaces');
  const workspace = workspaces.find((candidate) => candidate.isPersonal) ?? workspaces[0];
  const call = apiClient(base, signed.access_token, workspace.id);
  const board = await call('POST', `/workspaces/${workspace.id}/boards`, { name: 'Bench board' });
  const label = cardFields
    ? (await call('POST', `/modules/kanban/boards/${board.id}/labels`, { name: 'Bench', color: 'blue' })).label
    : null;
  const made = [];
  for (let index = 0; index < columns; index += 1) {
    made.push((await call('POST', `/modules/kanban/boards/${board.id}/columns`, { name: `Column ${index + 1}` })).column);
  }
  await inBatches([...Array(cards).keys()], concurrency, async (index) => {
    const column = made[index % made.length];
    await call('POST', `/modules/kanban/columns/${column.id}/cards`, {
      title: `Card ${index + 1}`,
      ...(cardFields ? cardFields(index, signed.user, label) : {}),
    });
  });
  log?.(`seeded ${columns} columns and ${cards} cards in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { email, token: signed.access_token, user: signed.user, workspaceId: workspace.id, board };
}
