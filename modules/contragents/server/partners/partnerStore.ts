/** Reading and writing partners of one workspace; every query is scoped by the workspace id it is given. */
import type { ModuleOrm } from '@artel/sdk/server';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { contacts, partnerBankAccounts, partners } from '../tables';
import type { PartnerValues } from './partnerInput';
import { type IndexedPartner, partnersByName } from './nameOrderCache';
import { compareNames, searchText } from './partnerOrder';

export type PartnerRow = typeof partners.$inferSelect;
export type BankAccountRow = typeof partnerBankAccounts.$inferSelect;

export async function findPartner(orm: ModuleOrm, workspaceId: string, partnerId: string): Promise<PartnerRow | null> {
  const [row] = await orm
    .select()
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.workspaceId, workspaceId)));
  return row ?? null;
}

export async function bankAccountsOf(orm: ModuleOrm, partnerId: string): Promise<BankAccountRow[]> {
  return orm.select().from(partnerBankAccounts).where(eq(partnerBankAccounts.partnerId, partnerId)).orderBy(asc(partnerBankAccounts.position));
}

export function partnerJson(row: PartnerRow, bankAccounts?: readonly BankAccountRow[]) {
  const { searchText: _search, workspaceId: _workspace, ...fields } = row;
  return {
    ...fields,
    ...(bankAccounts
      ? { bankAccounts: bankAccounts.map(({ id, bankName, bik, corrAccount, account, isPrimary }) => ({ id, bankName, bik, corrAccount, account, isPrimary })) }
      : {}),
  };
}

/** Another partner of the workspace with this INN, living ones first. */
/** The partner holding an INN in a workspace; none for an empty INN, which a private person may have. */
export async function partnerWithInn(orm: ModuleOrm, workspaceId: string, inn: string, exceptId?: string): Promise<PartnerRow | null> {
  if (inn === '') return null;
  const rows = await orm
    .select()
    .from(partners)
    .where(and(eq(partners.workspaceId, workspaceId), eq(partners.inn, inn)))
    .orderBy(sql`${partners.deletedAt} is not null`);
  return rows.find((row) => row.id !== exceptId) ?? null;
}

export async function replaceBankAccounts(orm: ModuleOrm, partnerId: string, accounts: PartnerValues['bankAccounts'], isNew = false): Promise<void> {
  if (!isNew) await orm.delete(partnerBankAccounts).where(eq(partnerBankAccounts.partnerId, partnerId));
  if (accounts.length === 0) return;
  await orm.insert(partnerBankAccounts).values(accounts.map((account, position) => ({ ...account, partnerId, position })));
}

/** Recomputes what search compares with: the name, INN and the contacts' names, phones and e-mails. */
export async function refreshSearchText(orm: ModuleOrm, partnerId: string): Promise<void> {
  const [partner] = await orm.select({ name: partners.name, inn: partners.inn }).from(partners).where(eq(partners.id, partnerId));
  if (!partner) return;
  const people = await orm.select({ name: contacts.name, phones: contacts.phones, emails: contacts.emails }).from(contacts).where(eq(contacts.partnerId, partnerId));
  const text = searchText(partner.name, partner.inn, ...people.flatMap((person) => [person.name, ...person.phones, ...person.emails]));
  await orm.update(partners).set({ searchText: text }).where(eq(partners.id, partnerId));
}

export const PARTNER_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'updatedAt', '-updatedAt'] as const;
export type PartnerSort = (typeof PARTNER_SORTS)[number];

export interface PartnerListQuery {
  search?: string;
  statuses?: string[];
  tag?: string;
  responsibleId?: string;
  /** exclude (default), include (config showDeletedPartners), only (the bin). */
  deleted: 'exclude' | 'include' | 'only';
  sort: PartnerSort;
  page: number;
  pageSize: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** One page of partners and how many match; only the page's partners are read in full. */
export async function listPartners(orm: ModuleOrm, workspaceId: string, query: PartnerListQuery) {
  const terms = searchText(query.search).split(' ').filter((word) => word !== '');
  const plain = terms.length === 0 && !query.statuses?.length && !query.tag && !query.responsibleId;
  const index = await partnersByName(orm, workspaceId);
  const matching = plain ? plainList(index.byName, query.deleted) : byRank(await filteredList(orm, workspaceId, query, terms), index.rank);
  const descending = query.sort.startsWith('-');
  const key = query.sort.replace('-', '') as 'name' | 'createdAt' | 'updatedAt';
  const ordered = inOrder(matching, key, descending);
  const pageIds = ordered.slice((query.page - 1) * query.pageSize, query.page * query.pageSize).map((row) => row.id);
  const rows = pageIds.length > 0 ? await orm.select().from(partners).where(inArray(partners.id, pageIds)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { total: ordered.length, partners: pageIds.map((id) => byId.get(id)).filter((row): row is PartnerRow => !!row) };
}

type Listed = Pick<PartnerRow, 'id' | 'name' | 'createdAt' | 'updatedAt'>;

/** Rows already in name order, sorted by the key; sorts are stable, so ties stay in name order. */
function inOrder(byName: Listed[], key: 'name' | 'createdAt' | 'updatedAt', descending: boolean): Listed[] {
  if (key === 'name') return descending ? [...byName].reverse() : byName;
  return [...byName].sort((a, b) => (descending ? -1 : 1) * (a[key].getTime() - b[key].getTime()));
}

/** The whole list, from the name-ordered index. */
function plainList(byName: IndexedPartner[], deleted: PartnerListQuery['deleted']): Listed[] {
  if (deleted === 'include') return byName;
  return byName.filter((row) => row.deleted === (deleted === 'only'));
}

/** Found rows in name order by their place in the index: no ICU comparison per request. */
function byRank(rows: Listed[], rank: Map<string, number>): Listed[] {
  return rows.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0) || compareNames(a.name, b.name));
}

/**
 * A searched or filtered list: the database filters, and the order of names is Russian (ICU through
 * Intl.Collator), which the embedded database's C collation cannot give, so only ids, names and dates are read.
 */
async function filteredList(orm: ModuleOrm, workspaceId: string, query: PartnerListQuery, terms: string[]): Promise<Listed[]> {
  const conditions: SQL[] = [eq(partners.workspaceId, workspaceId)];
  if (query.deleted === 'exclude') conditions.push(isNull(partners.deletedAt));
  if (query.deleted === 'only') conditions.push(isNotNull(partners.deletedAt));
  if (query.statuses && query.statuses.length > 0) conditions.push(inArray(partners.status, query.statuses));
  if (query.tag) conditions.push(sql`${query.tag} = any(${partners.tags})`);
  if (query.responsibleId) conditions.push(eq(partners.responsibleId, query.responsibleId));
  for (const term of terms) conditions.push(sql`${partners.searchText} like ${`%${escapeLike(term)}%`}`);
  return orm
    .select({ id: partners.id, name: partners.name, createdAt: partners.createdAt, updatedAt: partners.updatedAt })
    .from(partners)
    .where(and(...conditions));
}
