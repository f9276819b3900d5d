/**
 * The seller of a workspace's documents: the legal entity that owns the workspace, with its requisites and bank
 * account. `@artel/sdk/server`'s coreTables do not list legal entities yet, so the two platform columns this
 * needs are declared here, read-only; the module never writes them (its migrations cannot touch them).
 */
import type { ModuleConfig, ModuleOrm } from '@artel/sdk/server';
import { eq } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Party, PartyType } from './documentModel';

const workspaceLegalEntity = pgTable('workspaces', {
  id: uuid('id').primaryKey(),
  legalEntityId: uuid('legal_entity_id'),
});

const legalEntities = pgTable('legal_entities', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  taxId: text('tax_id').notNull(),
  kpp: text('kpp').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  bankAccount: text('bank_account').notNull(),
  bankName: text('bank_name').notNull(),
  bik: text('bik').notNull(),
  corrAccount: text('corr_account').notNull(),
});

export interface Seller {
  legalEntityId: string;
  party: Party;
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** null when the workspace belongs to no legal entity (a personal workspace): it cannot issue documents. */
export async function sellerOf(orm: ModuleOrm, workspaceId: string, config: ModuleConfig): Promise<Seller | null> {
  const [row] = await orm
    .select({ entity: legalEntities })
    .from(workspaceLegalEntity)
    .innerJoin(legalEntities, eq(legalEntities.id, workspaceLegalEntity.legalEntityId))
    .where(eq(workspaceLegalEntity.id, workspaceId));
  if (!row) return null;
  const { entity } = row;
  const setting = (key: string) => (typeof config[key] === 'string' ? optional(config[key]) : undefined);
  const head = setting('sellerHeadName');
  const headPosition = setting('sellerHeadPosition');
  const headBasis = setting('sellerHeadBasis');
  const accountant = setting('sellerAccountantName');
  const accountantPosition = setting('sellerAccountantPosition');
  const party: Party = {
    type: entity.type as PartyType,
    name: entity.name,
    inn: entity.taxId,
    ...(optional(entity.kpp) ? { kpp: entity.kpp } : {}),
    ...(optional(entity.address) ? { address: entity.address } : {}),
    ...(optional(entity.phone) ? { phone: entity.phone } : {}),
    ...(optional(entity.bankAccount) && optional(entity.bik)
      ? { bank: { bankName: entity.bankName, bik: entity.bik, corrAccount: entity.corrAccount, account: entity.bankAccount } }
      : {}),
    ...(head
      ? { signatory: { name: head, ...(headPosition ? { position: headPosition } : {}), ...(headBasis ? { basis: headBasis } : {}) } }
      : {}),
    ...(accountant ? { accountant, ...(accountantPosition ? { accountantPosition } : {}) } : {}),
  };
  return { legalEntityId: entity.id, party };
}
