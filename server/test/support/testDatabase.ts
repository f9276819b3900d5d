import './nativeModules';
import fs from 'node:fs';
import { Client } from 'pg';
import type { Database } from '../../src/db/database';
import { openPgliteDatabase } from '../../src/db/pglite';
import { openPostgresDatabase } from '../../src/db/postgres';
import { assertTestDatabase, PGLITE_TEMPLATE_ENV, testDatabaseUrl } from './testEnv';

/** Empties every table the migrations made, including ones later issues add. */
async function emptyPostgres(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'");
    const tables = rows.map((row) => `"public"."${row.tablename}"`);
    if (tables.length > 0) await client.query(`truncate table ${tables.join(', ')} restart identity cascade`);
  } finally {
    await client.end();
  }
}

/**
 * One empty, migrated database for a test file: PostgreSQL when DATABASE_URL is set (emptied first, so
 * files must run one at a time: --runInBand), otherwise an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  if (url) {
    assertTestDatabase(url);
    const database = await openPostgresDatabase(url);
    await emptyPostgres(url);
    return database;
  }
  const template = process.env[PGLITE_TEMPLATE_ENV];
  return openPgliteDatabase(
    template && fs.existsSync(template) ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {},
  );
}
