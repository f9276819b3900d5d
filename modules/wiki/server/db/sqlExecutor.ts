import type { SQL } from 'drizzle-orm';

/**
 * What the wiki's queries need from the database: Drizzle over PGlite or node-postgres, or a transaction of
 * either, all of which answer `execute` with `{ rows }`.
 */
export interface SqlExecutor {
  execute(query: SQL): PromiseLike<unknown>;
}

export async function queryRows<Row>(db: SqlExecutor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
