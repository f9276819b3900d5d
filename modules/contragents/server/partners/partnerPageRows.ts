/**
 * The full rows of one page of partners, by id, through a statement prepared once per server: building the
 * query with fifty parameters anew cost more than running it.
 */
import type { DbService } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { partners } from '../tables';

type PartnerRow = typeof partners.$inferSelect;

function prepare(db: DbService) {
  return db.orm
    .select()
    .from(partners)
    .where(sql`${partners.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('contragents_partner_page_rows');
}

const statements = new WeakMap<DbService, ReturnType<typeof prepare>>();

/** The rows in the order of `ids`; an id whose row is gone is left out. */
export async function partnerPageRows(db: DbService, ids: readonly string[]): Promise<PartnerRow[]> {
  if (ids.length === 0) return [];
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  const rows = await statement.execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is PartnerRow => row !== undefined);
}
