import type { Config } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite';
import { openPostgresDatabase } from './postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR; migrated either way. */
export function openDatabase(config: Config, log: (error: Error) => void): Promise<Database> {
  return config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, log)
    : openPgliteDatabase({ dataDir: config.dataDir, onLockCompromised: log });
}
