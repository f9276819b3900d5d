import { nativeLoad } from './nativeModules';
import fs from 'node:fs';
import { Client } from 'pg';
import type { Database } from '../../src/db/database';
import type { PGlite } from '@electric-sql/pglite';
import { openPgliteDatabase, pgliteDatabase } from '../../src/db/pglite';
import { openPostgresDatabase } from '../../src/db/postgres';
import { assertTestDatabase, PGLITE_TEMPLATE_ENV, testDatabaseUrl } from './testEnv';

interface Queryable {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

/** Empties every table the migrations made, including ones later issues add. */
async function emptyTables(client: Queryable): Promise<void> {
  const { rows } = await client.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'");
  const tables = rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0) await client.query(`truncate table ${tables.join(', ')} restart identity cascade`);
}

async function emptyPostgres(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await emptyTables(client);
  } finally {
    await client.end();
  }
}

const workerPglite = nativeLoad(require.resolve('./workerPglite.cjs')) as {
  take(template: string, testFile: string | undefined): Promise<PGlite | null>;
  release(): void;
};

/** The worker's PGlite emptied, whose close() hands it back; null while this file already holds it. */
async function takeWorkerPglite(template: string): Promise<Database | null> {
  const client = await workerPglite.take(template, expect.getState().testPath);
  if (!client) return null;
  try {
    await emptyTables(client);
    const database = await pgliteDatabase(client);
    return { ...database, close: async () => workerPglite.release() };
  } catch (error) {
    workerPglite.release();
    throw error;
  }
}

/**
 * One empty, migrated database for a test file: the Jest worker's own PostgreSQL database when DATABASE_URL
 * is set (emptied first), otherwise the worker's in-memory PGlite, emptied (a second one opened while a file
 * holds it starts fresh from the template).
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
  const shared = template && fs.existsSync(template) ? await takeWorkerPglite(template) : null;
  return shared ?? openFreshPglite();
}

/**
 * A database a test may close or break for real without harming the rest of its file: on PostgreSQL another
 * pool on the test database (not emptied), otherwise a PGlite of its own.
 */
export async function openDisposableTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  return url ? openPostgresDatabase(url) : openFreshPglite();
}

function openFreshPglite(): Promise<Database> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  return openPgliteDatabase(template && fs.existsSync(template) ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {});
}
