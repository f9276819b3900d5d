/**
 * Marketplace data beyond the catalog rows of schema.ts: every published version of a developer module
 * (with its bundle, so any server instance on the same database can serve it), and the small per-workspace
 * key/value store that third-party modules keep their data in (SPEC §9: at most 100 entries).
 */
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { modules, users, workspaces } from '../schema';

/** node-postgres answers bytea as a Buffer, PGlite as a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const moduleVersions = pgTable(
  'module_versions',
  {
    moduleId: text('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** The module definition of this version, as validated at upload. */
    manifest: jsonb('manifest').$type<Record<string, unknown>>().notNull(),
    /** `<id>.<16 hex of sha256>.js`, served under /static/modules/<id>/. */
    fileName: text('file_name').notNull(),
    url: text('url').notNull(),
    integrity: text('integrity').notNull(),
    bundle: bytea('bundle').notNull(),
    size: integer('size').notNull(),
    changelog: jsonb('changelog').$type<string[]>().notNull().default([]),
    publishedById: uuid('published_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.moduleId, table.version] }),
    // Not unique: two versions may ship the same bytes, and so the same content-hashed name.
    index('module_versions_file_idx').on(table.moduleId, table.fileName),
  ],
);

export const moduleStorage = pgTable(
  'module_storage',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    moduleId: text('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The value as the module sent it, serialised: text keeps JSON null apart from SQL NULL. */
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.moduleId, table.key] }),
    index('module_storage_module_idx').on(table.moduleId),
  ],
);
