/**
 * An empty database with the wiki's tables for one test file: an in-memory PGlite, or the PostgreSQL named by
 * DATABASE_URL (its wiki tables dropped and made again, so files run one at a time: --runInBand).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { SqlExecutor } from '../db/sqlExecutor';

const migrationsDir = path.join(__dirname, '..', 'migrations');

function migrationStatements(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) => fs.readFileSync(path.join(migrationsDir, name), 'utf8').split('--> statement-breakpoint'))
    .map((statement) => statement.trim())
    .filter(Boolean);
}

const DROP_WIKI = `
  drop table if exists wiki_links, wiki_revisions, wiki_articles cascade;
  drop function if exists wiki_tags_text(text[]);
`;

export interface WikiTestDatabase {
  db: SqlExecutor;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openWikiTestDatabase(): Promise<WikiTestDatabase> {
  const url = process.env.DATABASE_URL || undefined;
  if (url) {
    if (!/test/i.test(new URL(url).pathname)) throw new Error(`DATABASE_URL must name a test database: ${url}`);
    const pool = new Pool({ connectionString: url, max: 4 });
    await pool.query(DROP_WIKI);
    for (const statement of migrationStatements()) await pool.query(statement);
    return { db: drizzlePostgres({ client: pool }), kind: 'postgres', close: () => pool.end() };
  }
  const client = await PGlite.create();
  for (const statement of migrationStatements()) await client.exec(statement);
  return { db: drizzlePglite({ client }), kind: 'pglite', close: () => client.close() };
}
