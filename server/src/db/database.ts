import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** Drizzle over either driver; a transaction handle is one too, so repositories accept both. */
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** The little the app needs from a store: the ORM, which engine it is (health reports it) and closing. */
export interface Database {
  readonly kind: DatabaseKind;
  readonly orm: Orm;
  /**
   * Runs a module's Drizzle migrations (a folder with meta/_journal.json), bookkept in drizzle.<table>. On
   * PostgreSQL under the same advisory lock as the core migrations, so instances starting together take turns.
   */
  migrateFolder(migrationsFolder: string, migrationsTable: string): Promise<void>;
  /** Embedded PGlite: a count that moves with every write (pgliteWriteCount.ts). PostgreSQL: null, as other instances write too. */
  writeCount(): number | null;
  close(): Promise<void>;
}
