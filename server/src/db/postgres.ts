import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { migrationsDir } from '../paths';
import type { Database } from './database';
import * as schema from './schema';

/** Any constant: instances that start together take turns migrating instead of racing. */
const MIGRATION_LOCK_KEY = 0x417274656c;

async function migrateLocked(pool: Pool, migrationsFolder: string, migrationsTable?: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client, schema }), {
        migrationsFolder,
        ...(migrationsTable ? { migrationsTable, migrationsSchema: 'drizzle' } : {}),
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function openPostgresDatabase(
  connectionString: string,
  onPoolError: (error: Error) => void = (error) => console.error(error),
): Promise<Database> {
  const pool = new Pool({ connectionString, max: 10 });
  pool.on('error', onPoolError);
  try {
    await migrateLocked(pool, migrationsDir);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: 'postgres',
    writeCount: () => null,
    orm: drizzle({ client: pool, schema }),
    migrateFolder: (migrationsFolder, migrationsTable) => migrateLocked(pool, migrationsFolder, migrationsTable),
    close: () => pool.end(),
  };
}
