/** Account recovery and the instance settings a platform admin edits (issue 15). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex: the link itself is shown once (or e-mailed) and never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

export const registrationModes = ['open', 'invite_only', 'closed'] as const;
export type RegistrationMode = (typeof registrationModes)[number];

/** One row (id 1): what a platform admin set; a missing row means every default. */
export const instanceSettings = pgTable(
  'instance_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Names the instance in the mail it sends; null: the product's name. */
    name: text('name'),
    registration: text('registration', { enum: registrationModes }).notNull().default('open'),
    defaultLanguage: text('default_language', { enum: ['ru', 'en'] })
      .notNull()
      .default('ru'),
    /** Null follows the AVATAR_LOOKUP environment variable. */
    avatarLookup: boolean('avatar_lookup'),
    /** Hosts inside a network the server may call for users (outbound client), beyond OUTBOUND_ALLOW_HOSTS. */
    outboundAllowHosts: jsonb('outbound_allow_hosts').$type<string[]>().notNull().default([]),
    /** Origins the page's Content-Security-Policy accepts scripts from (import-map-overrides), beyond DEV_SCRIPT_ORIGINS. */
    devScriptOrigins: jsonb('dev_script_origins').$type<string[]>().notNull().default([]),
    /** Modules' instance settings by `<module id>.<key>`; a missing key follows its environment variable or default. */
    moduleSettings: jsonb('module_settings').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('instance_settings_single_row', sql`${table.id} = 1`),
    check('instance_settings_registration_check', sql`${table.registration} in ('open', 'invite_only', 'closed')`),
    check('instance_settings_language_check', sql`${table.defaultLanguage} in ('ru', 'en')`),
  ],
);
