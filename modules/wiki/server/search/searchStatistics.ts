/**
 * The search chooses its way by the planner's estimate of a word's matches (matchOrder.ts), which comes from
 * the lexeme frequencies ANALYZE keeps. PostgreSQL's autovacuum refreshes them; embedded PGlite has no
 * autovacuum, so the wiki analyses its articles itself once enough of them changed. Without statistics every
 * word counts as rare: still exact, only slower for common words.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type SqlExecutor } from '../db/sqlExecutor';

export const SEARCH_STATISTICS_EVERY_MS = 10 * 60_000;
/** Fewer changes than this (or than a tenth of the articles) leave the frequencies close enough. */
const MIN_CHANGES = 500;

/** Analyses wiki_articles when it never was or when enough rows changed since; true when it did. */
export async function refreshSearchStatistics(db: SqlExecutor): Promise<boolean> {
  // This connection's own counts reach the statistics at its next report; ask for it now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const [table] = await queryRows<{ changed: number; rows: number; analysed: boolean }>(
    db,
    sql`select n_mod_since_analyze::float8 as changed, n_live_tup::float8 as rows,
               (last_analyze is not null or last_autoanalyze is not null) as analysed
        from pg_stat_user_tables where relid = 'wiki_articles'::regclass`,
  );
  const stale = !table || !table.analysed || table.changed >= Math.max(MIN_CHANGES, table.rows / 10);
  if (stale) await db.execute(sql`analyze wiki_articles`);
  return stale;
}
