/**
 * Read-only views of the platform's tables that a module may reference by key (foreign keys, joins for names)
 * but never writes: only the columns modules may rely on. The platform owns these rows; a module changes
 * them only through a service (members, boards).
 */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  /** 'ru' or 'en' as the user chose in the profile; null follows the instance default: what a job writes to them in. */
  language: text('language'),
  /** IANA zone the user chose in the profile; null: none chosen (a job then uses the platform's default zone). */
  timeZone: text('time_zone'),
});

export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
});

export const workspaceMembers = pgTable('workspace_members', {
  workspaceId: uuid('workspace_id').notNull(),
  userId: uuid('user_id').notNull(),
  role: text('role').notNull(),
});

/** SPEC §3 'Board': the core row every board-shaped module (kanban) adds its own state to. */
export const boards = pgTable('boards', {
  id: uuid('id').primaryKey(),
  workspaceId: uuid('workspace_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  createdById: uuid('created_by_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type BoardRow = typeof boards.$inferSelect;
