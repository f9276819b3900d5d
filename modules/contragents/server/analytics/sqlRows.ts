/** The rows a raw SQL query answers, on PGlite and PostgreSQL alike. */
import type { SQL } from 'drizzle-orm';

export async function rowsOf<Row>(orm: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<Row[]> {
  return ((await orm.execute(query)) as { rows: Row[] }).rows;
}
