import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import { lockDataDir, type ReleaseLock } from './dataDirLock';
import { countPgliteWrites } from './pgliteWriteCount';
import type { Database } from './database';
import * as schema from './schema';

/**
 * The contrib extensions a migration may create, as PostgreSQL has them in its contrib package: PGlite loads
 * an extension's code only when it is opened with it. pg_trgm: partner search (contragents).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export interface PgliteOptions {
  /** Persist here (locked for this process). Omitted: in memory, for tests. */
  dataDir?: string;
  /** A dump from `PGlite.dumpDataDir` to start from; tests use a migrated template to skip initdb. */
  loadDataDir?: Blob;
  onLockCompromised?: (error: Error) => void;
}

/**
 * Migrates an open PGlite and wraps it. PGlite has one connection and itself queues every query behind
 * any open transaction, so concurrent requests are serialised without a pool. Facts that shape its use
 * (ARCHITECTURE §4): collation C, no fsync, default text search config 'english'.
 */
export async function pgliteDatabase(client: PGlite, onClose: () => Promise<void> = async () => {}): Promise<Database> {
  const writeCount = countPgliteWrites(client);
  const orm = drizzle({ client, schema });
  await migrate(orm, { migrationsFolder: migrationsDir });
  return {
    kind: 'pglite',
    orm,
    writeCount,
    migrateFolder: (migrationsFolder, migrationsTable) => migrate(orm, { migrationsFolder, migrationsTable, migrationsSchema: 'drizzle' }),
    async close() {
      try {
        await client.close();
      } finally {
        await onClose();
      }
    },
  };
}

/** Embedded PostgreSQL in `dataDir/pglite` (or in memory), migrated. */
export async function openPgliteDatabase(options: PgliteOptions = {}): Promise<Database> {
  let release: ReleaseLock = async () => {};
  if (options.dataDir) {
    release = await lockDataDir(options.dataDir, options.onLockCompromised ?? ((error) => console.error(error)));
  }
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
      loadDataDir: options.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
    });
    return await pgliteDatabase(client, release);
  } catch (error) {
    await client?.close().catch(() => undefined);
    await release();
    throw error;
  }
}
