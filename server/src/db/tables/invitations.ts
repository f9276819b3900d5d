/** Invitations to a workspace by e-mail, accepted with a single-use token (SPEC §3 'Invitation', §7). */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from '../schema';

export const invitationRoles = ['admin', 'member', 'viewer', 'guest'] as const;
export type InvitationRole = (typeof invitationRoles)[number];

export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: invitationRoles }).notNull(),
    /** SHA-256 of the token, hex: whoever reads the table cannot accept on someone's behalf. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: uuid('invited_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedById: uuid('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** A revoked invitation is kept, so its link can say it was revoked instead of that it never existed. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('workspace_invitations_workspace_idx').on(table.workspaceId),
    // One open invitation per address and workspace: a new one replaces it.
    uniqueIndex('workspace_invitations_open_idx')
      .on(table.workspaceId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    check('workspace_invitations_role_check', sql`${table.role} in ('admin', 'member', 'viewer', 'guest')`),
  ],
);
