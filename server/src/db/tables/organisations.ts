/**
 * Legal entities (SPEC §3 'Legal entity', called organisations in the UI) and who belongs to them.
 * Imports the core schema for users; the core schema names legal_entities by its key only, so no cycle.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

export const legalEntityTypes = ['company', 'individual', 'ie'] as const;
export const legalEntityRoles = ['owner', 'admin', 'member'] as const;
export type LegalEntityRole = (typeof legalEntityRoles)[number];

const optionalText = (name: string) => text(name).notNull().default('');

export const legalEntities = pgTable(
  'legal_entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: legalEntityTypes }).notNull(),
    /** The INN: unique across the platform, one organisation per tax number. */
    taxId: text('tax_id').notNull().unique(),
    kpp: optionalText('kpp'),
    ogrn: optionalText('ogrn'),
    legalForm: optionalText('legal_form'),
    address: text('address').notNull(),
    phone: optionalText('phone'),
    email: optionalText('email'),
    website: optionalText('website'),
    bankAccount: optionalText('bank_account'),
    bankName: optionalText('bank_name'),
    bik: optionalText('bik'),
    corrAccount: optionalText('corr_account'),
    isActive: boolean('is_active').notNull().default(true),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('legal_entities_type_check', sql`${table.type} in ('company', 'individual', 'ie')`)],
);

export const legalEntityMembers = pgTable(
  'legal_entity_members',
  {
    legalEntityId: uuid('legal_entity_id')
      .notNull()
      .references(() => legalEntities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: legalEntityRoles }).notNull(),
    /** The user's primary organisation; the partial unique index keeps it to one per user. */
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.legalEntityId, table.userId] }),
    index('legal_entity_members_user_idx').on(table.userId),
    uniqueIndex('legal_entity_members_one_primary_idx')
      .on(table.userId)
      .where(sql`${table.isPrimary}`),
    check('legal_entity_members_role_check', sql`${table.role} in ('owner', 'admin', 'member')`),
  ],
);
