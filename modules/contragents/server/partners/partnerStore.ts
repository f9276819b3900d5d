/** Reading and writing partners of one workspace; every query is scoped by the workspace id it is given. */
import type { DbService, ModuleOrm } from '@artel/sdk/server';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { contacts, partnerBankAccounts, partners } from '../tables';
import type { PartnerValues } from './partnerInput';
import { type IndexedPartner, type PartnerIndex, partnerIndex, type PartnerRow } from './nameOrderCache';
import { partnerPageRows } from './partnerPageRows';
import { termsMatcher } from './partnerMatch';
import { searchText } from './partnerOrder';

export type { PartnerRow };
export type BankAccountRow = typeof partnerBankAccounts.$inferSelect;

export async function findPartner(orm: ModuleOrm, workspaceId: string, partnerId: string): Promise<PartnerRow | null> {
  const [row] = await orm
    .select()
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.workspaceId, workspaceId)));
  return row ?? null;
}

export async function bankAccountsOf(orm: ModuleOrm, partnerId: string): Promise<BankAccountRow[]> {
  return orm
    .select()
    .from(partnerBankAccounts)
    .where(eq(partnerBankAccounts.partnerId, partnerId))
    .orderBy(asc(partnerBankAccounts.position));
}

export function partnerJson(row: PartnerRow, bankAccounts?: readonly BankAccountRow[]) {
  const { searchText: _search, workspaceId: _workspace, ...fields } = row;
  return {
    ...fields,
    ...(bankAccounts
      ? {
          bankAccounts: bankAccounts.map(({ id, bankName, bik, corrAccount, account, isPrimary }) => ({
            id,
            bankName,
            bik,
            corrAccount,
            account,
            isPrimary,
          })),
        }
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

export async function replaceBankAccounts(
  orm: ModuleOrm,
  partnerId: string,
  accounts: PartnerValues['bankAccounts'],
  isNew = false,
): Promise<void> {
  if (!isNew) await orm.delete(partnerBankAccounts).where(eq(partnerBankAccounts.partnerId, partnerId));
  if (accounts.length === 0) return;
  await orm.insert(partnerBankAccounts).values(accounts.map((account, position) => ({ ...account, partnerId, position })));
}

/**
 * Recomputes what search compares with: the name, INN and the contacts' names, phones and e-mails; a changed
 * text moves the partner's latest change. The caller moves the workspace's list version (partnersChanged).
 */
export async function refreshSearchText(orm: ModuleOrm, partnerId: string): Promise<void> {
  const [partner] = await orm.select({ name: partners.name, inn: partners.inn }).from(partners).where(eq(partners.id, partnerId));
  if (!partner) return;
  const people = await orm
    .select({ name: contacts.name, phones: contacts.phones, emails: contacts.emails })
    .from(contacts)
    .where(eq(contacts.partnerId, partnerId));
  const text = searchText(partner.name, partner.inn, ...people.flatMap((person) => [person.name, ...person.phones, ...person.emails]));
  await orm
    .update(partners)
    .set({ searchText: text, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(partners.id, partnerId), ne(partners.searchText, text)));
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

/** Full rows kept per index: the pages people look at, not a copy of every partner (about a kilobyte each). */
const MAX_KEPT_ROWS = 2_000;

/** One page of partners and how many match, from the workspace's in-memory index; only the page's partners are read in full. */
export async function listPartners(db: DbService, workspaceId: string, query: PartnerListQuery) {
  const terms = searchText(query.search)
    .split(' ')
    .filter((word) => word !== '');
  const index = await partnerIndex(db, workspaceId);
  const kept = keeper(query);
  const matches = termsMatcher(terms);
  const matching = index.byName.filter((partner) => kept(partner) && matches(partner));
  const descending = query.sort.startsWith('-');
  const key = query.sort.replace('-', '') as 'name' | 'createdAt' | 'updatedAt';
  const ordered = inOrder(matching, key, descending);
  const pageIds = ordered.slice((query.page - 1) * query.pageSize, query.page * query.pageSize).map((row) => row.id);
  return { total: ordered.length, partners: await pageRows(db, index, pageIds) };
}

async function pageRows(db: DbService, index: PartnerIndex, ids: readonly string[]): Promise<PartnerRow[]> {
  const known = ids.map((id) => index.rows.get(id));
  const read = await partnerPageRows(
    db,
    ids.filter((_, position) => known[position] === undefined),
  );
  if (index.rows.size + read.length > MAX_KEPT_ROWS) index.rows.clear();
  for (const row of read) index.rows.set(row.id, row);
  const readById = new Map(read.map((row) => [row.id, row]));
  return ids.map((id, position) => known[position] ?? readById.get(id)).filter((row): row is PartnerRow => row !== undefined);
}

/** The list's filters other than the search text, as one test decided once per request rather than per partner. */
function keeper(query: PartnerListQuery): (partner: IndexedPartner) => boolean {
  const deleted = query.deleted === 'include' ? null : query.deleted === 'only';
  const statuses = query.statuses && query.statuses.length > 0 ? query.statuses : null;
  const { tag, responsibleId } = query;
  return (partner) =>
    (deleted === null || partner.deleted === deleted) &&
    (statuses === null || statuses.includes(partner.status)) &&
    (!tag || partner.tags.includes(tag)) &&
    (!responsibleId || partner.responsibleId === responsibleId);
}

/** Rows already in name order, sorted by the key; sorts are stable, so ties stay in name order. */
function inOrder(byName: IndexedPartner[], key: 'name' | 'createdAt' | 'updatedAt', descending: boolean): IndexedPartner[] {
  if (key === 'name') return descending ? [...byName].reverse() : byName;
  return [...byName].sort((a, b) => (descending ? -1 : 1) * (a[key].getTime() - b[key].getTime()));
}
