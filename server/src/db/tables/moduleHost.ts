/** What the module host keeps for bundled modules: their files (on PostgreSQL) and their jobs' last runs. */
import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../schema';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const moduleFiles = pgTable(
  'module_files',
  {
    moduleId: text('module_id').notNull(),
    bucket: text('bucket').notNull(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.moduleId, table.bucket, table.workspaceId, table.key] })],
);

/** One row per scheduled job (`<module>.<name>`): the due time last claimed, so each due time runs once. */
export const moduleJobRuns = pgTable('module_job_runs', {
  name: text('name').primaryKey(),
  lastSlot: timestamp('last_slot', { withTimezone: true }).notNull(),
});
