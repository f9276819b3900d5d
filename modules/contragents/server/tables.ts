/**
 * The partners module's tables (all `contragents_…`). Money is numeric (exact decimals, read back as text),
 * document dates are calendar days (`date`, as 'YYYY-MM-DD' text). Partners are soft-deleted; documents are
 * never deleted (a mistaken invoice is cancelled), so their numbers never leave a gap.
 */
import { coreTables } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Party } from './documents/documentModel';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const optionalText = (name: string) => text(name).notNull().default('');
const workspaceId = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => coreTables.workspaces.id, { onDelete: 'cascade' });
const userRef = (name: string) => uuid(name).references(() => coreTables.users.id, { onDelete: 'set null' });
const money = (name: string) => numeric(name, { precision: 15, scale: 2 });

export const partners = pgTable(
  'contragents_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    /** company: a legal entity; individual: a sole trader (ИП); ie: self-employed; person: a private person (shared/partnerKinds.ts). */
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** '' for a private person whose INN is not known. */
    inn: text('inn').notNull(),
    kpp: optionalText('kpp'),
    ogrn: optionalText('ogrn'),
    legalAddress: optionalText('legal_address'),
    postalAddress: optionalText('postal_address'),
    phone: optionalText('phone'),
    email: optionalText('email'),
    website: optionalText('website'),
    /** lead, active, paused, archived */
    status: text('status').notNull().default('active'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    responsibleId: userRef('responsible_id'),
    note: optionalText('note'),
    /** Name, INN and contacts folded for search (lower case, ё as е). */
    searchText: text('search_text').notNull().default(''),
    createdById: userRef('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: userRef('deleted_by_id'),
  },
  (table) => [
    // One living partner per INN in a workspace; a deleted one keeps its INN until restored. Private persons
    // without a known INN ('') are many.
    uniqueIndex('contragents_partners_workspace_inn_idx')
      .on(table.workspaceId, table.inn)
      .where(sql`deleted_at is null and inn <> ''`),
    index('contragents_partners_workspace_idx').on(table.workspaceId),
    // The documents' search matches fragments of search_text (documentSearch.ts): trigrams let the database
    // find one of three characters or more without reading every partner. The partner list searches its
    // in-memory index instead (nameOrderCache.ts).
    index('contragents_partners_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/**
 * How many times a workspace's partners (or their contacts, which their search text holds) were written: every
 * writer moves it in its own transaction (partnerListVersion.ts), so an instance learns that its in-memory list
 * index (nameOrderCache.ts) is stale by reading one row by its key, whichever instance wrote.
 */
export const partnerListVersions = pgTable('contragents_partner_list_versions', {
  workspaceId: workspaceId().primaryKey(),
  version: integer('version').notNull(),
});

export const partnerBankAccounts = pgTable(
  'contragents_partner_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    bik: text('bik').notNull(),
    corrAccount: text('corr_account').notNull(),
    account: text('account').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [index('contragents_partner_bank_accounts_partner_idx').on(table.partnerId)],
);

export const contacts = pgTable(
  'contragents_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: optionalText('position'),
    phones: text('phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emails: text('emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    telegram: optionalText('telegram'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('contragents_contacts_partner_idx').on(table.partnerId)],
);

export const activity = pgTable(
  'contragents_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id'),
    benchmarkId: uuid('benchmark_id'),
    actorId: userRef('actor_id'),
    /** partner.created, contact.added, invoice.issued… */
    action: text('action').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('contragents_activity_partner_idx').on(table.partnerId, table.createdAt),
    index('contragents_activity_benchmark_idx').on(table.benchmarkId, table.createdAt),
  ],
);

export const documents = pgTable(
  'contragents_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    /** invoice, act, contract */
    kind: text('kind').notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    /** The seller: the workspace's legal entity when the document was made. Numbering runs per seller. */
    legalEntityId: uuid('legal_entity_id').notNull(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('draft'),
    dueDate: date('due_date', { mode: 'string' }),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    vatMode: text('vat_mode').notNull(),
    vatRate: text('vat_rate').notNull(),
    subtotal: money('subtotal').notNull(),
    vat: money('vat').notNull(),
    total: money('total').notNull(),
    paid: money('paid').notNull().default('0'),
    basis: optionalText('basis'),
    subject: optionalText('subject'),
    city: optionalText('city'),
    terms: jsonb('terms').$type<string[]>().notNull().default([]),
    note: optionalText('note'),
    /** The contract an invoice or act was made under; the invoice an act was made from. */
    contractId: uuid('contract_id'),
    invoiceId: uuid('invoice_id'),
    /** The parties' requisites as printed: what was sent stays as it was sent. */
    seller: jsonb('seller').$type<Party>().notNull(),
    buyer: jsonb('buyer').$type<Party>().notNull(),
    createdById: userRef('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the responsible member was told the invoice is overdue, or the contract ends soon. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('contragents_documents_number_idx').on(table.legalEntityId, table.kind, table.year, table.sequence),
    index('contragents_documents_workspace_idx').on(table.workspaceId, table.kind, table.date),
    index('contragents_documents_partner_idx').on(table.partnerId),
  ],
);

export const documentLines = pgTable(
  'contragents_document_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    quantity: numeric('quantity', { precision: 15, scale: 3 }).notNull(),
    unit: text('unit').notNull(),
    price: money('price').notNull(),
    /** A rate of this line only; null: the document's. */
    vatRate: text('vat_rate'),
    amount: money('amount').notNull(),
    vat: money('vat').notNull(),
  },
  (table) => [index('contragents_document_lines_document_idx').on(table.documentId, table.position)],
);

export const payments = pgTable(
  'contragents_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    createdById: userRef('created_by_id'),
    createdAt: createdAt(),
  },
  (table) => [index('contragents_payments_document_idx').on(table.documentId)],
);

/** The last number given per seller, document kind and year: incremented in the transaction that makes the document. */
export const documentCounters = pgTable(
  'contragents_document_counters',
  {
    legalEntityId: uuid('legal_entity_id').notNull(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.legalEntityId, table.kind, table.year] })],
);

export const comments = pgTable(
  'contragents_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    text: text('text').notNull(),
    /** Members mentioned (and notified): user ids. */
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('contragents_comments_partner_idx').on(table.partnerId, table.createdAt)],
);

/** A comparison of candidate partners for one need («поставщик бетона 2027»). */
export const benchmarks = pgTable(
  'contragents_benchmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    title: text('title').notNull(),
    need: optionalText('need'),
    /** open, decided */
    status: text('status').notNull().default('open'),
    winnerCandidateId: uuid('winner_candidate_id'),
    createdById: userRef('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('contragents_benchmarks_workspace_idx').on(table.workspaceId)],
);

export const benchmarkCriteria = pgTable(
  'contragents_benchmark_criteria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    benchmarkId: uuid('benchmark_id')
      .notNull()
      .references(() => benchmarks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    weight: doublePrecision('weight').notNull(),
    /** numeric or grade (1–5) */
    kind: text('kind').notNull(),
    /** higherIsBetter or lowerIsBetter, for numeric criteria */
    direction: text('direction'),
    position: integer('position').notNull(),
  },
  (table) => [index('contragents_benchmark_criteria_benchmark_idx').on(table.benchmarkId)],
);

export const benchmarkCandidates = pgTable(
  'contragents_benchmark_candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    benchmarkId: uuid('benchmark_id')
      .notNull()
      .references(() => benchmarks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** An existing partner, or none yet: promoting the winner makes one. */
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    inn: optionalText('inn'),
    note: optionalText('note'),
    createdAt: createdAt(),
  },
  (table) => [index('contragents_benchmark_candidates_benchmark_idx').on(table.benchmarkId)],
);

export const benchmarkScores = pgTable(
  'contragents_benchmark_scores',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => benchmarkCandidates.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => benchmarkCriteria.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.candidateId, table.criterionId] })],
);

/** A workspace's document settings kept by the module itself: the contract template (too long for module config). */
export const documentSettings = pgTable('contragents_document_settings', {
  workspaceId: workspaceId().primaryKey(),
  /** The text with «# » headings and {placeholders}; see documents/contract/contractTemplate.ts. */
  contractTemplate: text('contract_template').notNull(),
  updatedById: userRef('updated_by_id'),
  updatedAt: updatedAt(),
});
