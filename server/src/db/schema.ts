/**
 * The core tables (SPEC §3). Migrations in server/drizzle are generated from this file with
 * `npm run db:generate -w server`; never edit them by hand.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The key of tables/organisations.ts's legal_entities, for the foreign keys below. That file imports users from
 * here, so importing it back would make a cycle; not exported, so drizzle-kit sees the table once, there.
 */
const legalEntityKeys = pgTable('legal_entities', { id: uuid('id').primaryKey() });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased, so the unique index is case-insensitive in effect. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Granted by a platform admin: may publish modules to the marketplace (permission marketplace.publish). */
    isDeveloper: boolean('is_developer').notNull().default(false),
    preferredWorkspaceId: uuid('preferred_workspace_id').references((): AnyPgColumn => workspaces.id, {
      onDelete: 'set null',
    }),
    preferredLegalEntityId: uuid('preferred_legal_entity_id').references((): AnyPgColumn => legalEntityKeys.id, {
      onDelete: 'set null',
    }),
    /** The interface language the user chose in the profile; null follows the browser and the instance default. */
    language: text('language', { enum: ['ru', 'en'] }),
    /** An IANA zone name such as Europe/Moscow; null uses the browser's. */
    timeZone: text('time_zone'),
    /** Without the leading @. */
    telegramUsername: text('telegram_username'),
    /** The uploaded picture's content hash, the last part of its URL (user_avatars holds the bytes); null: none. */
    avatarHash: text('avatar_hash'),
    /** Set by a platform admin: the user can neither sign in nor refresh, and their sessions are ended. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
    check('users_language_check', sql`${table.language} in ('ru', 'en')`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token rotated from one sign-in shares the family; re-use of a rotated one revokes it whole. */
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the opaque token, hex: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The token this one was rotated into, sealed with a key derived from this token (which is never stored):
     * only its holder can open it, to get the same successor again within the grace window after rotation.
     */
    successorSealed: text('successor_sealed'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);

/**
 * Sessions (refresh-token families) ended by logout or token reuse whose access tokens may still be unexpired.
 * Every instance keeps them in memory and refuses those tokens; a row can go once `expires_at` has passed.
 */
export const revokedSessions = pgTable('revoked_sessions', {
  sessionId: uuid('session_id').primaryKey(),
  /** When the last access token issued for the session expires at the latest. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const errorReports = pgTable('error_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  errorId: text('error_id').notNull(),
  message: text('message').notNull(),
  stack: text('stack'),
  /** The browser's own timestamp, kept as sent: its clock is not ours. */
  clientTimestamp: text('client_timestamp').notNull(),
  userAgent: text('user_agent').notNull(),
  url: text('url').notNull(),
  component: text('component'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPersonal: boolean('is_personal').notNull().default(false),
    visibility: text('visibility', { enum: ['private', 'internal', 'public'] })
      .notNull()
      .default('private'),
    icon: text('icon'),
    color: text('color'),
    /** A legal entity with workspaces cannot be deleted; the database refuses too. */
    legalEntityId: uuid('legal_entity_id').references((): AnyPgColumn => legalEntityKeys.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references((): AnyPgColumn => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('workspaces_visibility_check', sql`${table.visibility} in ('private', 'internal', 'public')`),
    index('workspaces_owner_idx').on(table.ownerId),
    index('workspaces_legal_entity_idx').on(table.legalEntityId),
  ],
);

export const workspaceRoles = ['owner', 'admin', 'member', 'viewer', 'guest'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: workspaceRoles }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user_idx').on(table.userId),
    check('workspace_members_role_check', sql`${table.role} in ('owner', 'admin', 'member', 'viewer', 'guest')`),
  ],
);

export const moduleSources = ['bundled', 'developer'] as const;
export type ModuleSource = (typeof moduleSources)[number];

export const modules = pgTable(
  'modules',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    /** The module definition (SPEC §3) plus catalog hints such as defaultEnabled. */
    manifest: jsonb('manifest').$type<Record<string, unknown>>().notNull(),
    url: text('url').notNull(),
    integrity: text('integrity').notNull(),
    /** bundled: built from modules/<id> and synced at start; developer: uploaded through the marketplace. */
    source: text('source', { enum: moduleSources }).notNull().default('bundled'),
    /** The first publisher of a developer module, who alone may publish its next versions. */
    ownerId: uuid('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    blocked: boolean('blocked').notNull().default(false),
    /** A developer module is in other organisations' catalogues only once a platform admin approved it; bundled ones always are. */
    approved: boolean('approved').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('modules_source_check', sql`${table.source} in ('bundled', 'developer')`),
    index('modules_owner_idx').on(table.ownerId),
  ],
);

export const workspaceModules = pgTable(
  'workspace_modules',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    moduleId: text('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The developer-module version this workspace runs until it updates (a row of module_versions).
     * Null for bundled modules: their bundle and server plugin change with each deploy, so they follow it.
     */
    version: text('version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.moduleId] })],
);

/** Instance-wide key/value settings, e.g. the generated JWT secret when running on PostgreSQL. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
