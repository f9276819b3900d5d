/**
 * Counts what may write to an embedded PGlite. It runs inside this process, its one user (the data folder is
 * locked), so a count that has not moved since a read started means the database still holds what that read
 * saw: a reader may keep the answer in memory until the count moves (kanban's board lookup, made by every
 * request of a board).
 *
 * Conservative on purpose: only a lone statement that starts with SELECT counts as a read; every transaction,
 * `exec` and other statement counts as a write, once before it runs and once when it ends, so a read that
 * overlapped it is never taken as current.
 */
import type { PGlite } from '@electric-sql/pglite';

const READ_ONLY = /^\s*select\b/i;

/** One counter per client: the test suites open a database over the same PGlite more than once. */
const counters = new WeakMap<PGlite, () => number>();

export function countPgliteWrites(client: PGlite): () => number {
  const existing = counters.get(client);
  if (existing) return existing;
  let writes = 0;
  const counted = <Result>(run: () => Promise<Result>): Promise<Result> => {
    writes += 1;
    return run().finally(() => {
      writes += 1;
    });
  };
  const { query, exec, transaction } = client;
  client.query = ((text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
    const run = () => query.call(client, text, params, options);
    return READ_ONLY.test(text) ? run() : counted(run);
  }) as PGlite['query'];
  client.exec = (...args) => counted(() => exec.apply(client, args));
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    counted(() => transaction.call(client, callback))) as PGlite['transaction'];
  const count = () => writes;
  counters.set(client, count);
  return count;
}
