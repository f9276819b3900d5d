/**
 * The Russian-ordered index of a workspace's partners — ids, names, dates and what a list filters on (deleted or
 * not, status, tags, responsible, search text) — kept in memory between list requests. Sorting 10,000 names
 * with ICU and reading them all costs hundreds of milliseconds; paging through the same list should not pay it
 * again, and a search of one or two characters, which matches thousands of partners and no index serves, is a
 * scan of this array (about a millisecond for 10,000). Each use first asks the database for the workspace's
 * version (how many partners, the latest change; a contact's change moves the partner's, refreshSearchText), so
 * an index is never served after any instance changed a partner.
 */
import type { ModuleOrm } from '@artel/sdk/server';
import { eq, sql } from 'drizzle-orm';
import { partners } from '../tables';
import { type Searchable, wordStarts } from './partnerMatch';
import { compareNames } from './partnerOrder';

export interface IndexedPartner extends Searchable {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  deleted: boolean;
  status: string;
  tags: string[];
  responsibleId: string | null;
}

interface Entry {
  version: string;
  byName: IndexedPartner[];
}

const MAX_WORKSPACES = 50;
const cache = new Map<string, Entry>();

async function versionOf(orm: ModuleOrm, workspaceId: string): Promise<string> {
  const [row] = await orm
    .select({ count: sql<number>`count(*)::int`, latest: sql<string | null>`max(${partners.updatedAt})::text` })
    .from(partners)
    .where(eq(partners.workspaceId, workspaceId));
  return `${row?.count ?? 0}:${row?.latest ?? ''}`;
}

/** Every partner of the workspace, deleted ones too, in Russian name order. */
export async function partnersByName(orm: ModuleOrm, workspaceId: string): Promise<readonly IndexedPartner[]> {
  const version = await versionOf(orm, workspaceId);
  const cached = cache.get(workspaceId);
  if (cached?.version === version) return cached.byName;
  const rows = await orm
    .select({
      id: partners.id,
      name: partners.name,
      createdAt: partners.createdAt,
      updatedAt: partners.updatedAt,
      deletedAt: partners.deletedAt,
      status: partners.status,
      tags: partners.tags,
      responsibleId: partners.responsibleId,
      searchText: partners.searchText,
    })
    .from(partners)
    .where(eq(partners.workspaceId, workspaceId));
  const byName = rows
    .map(({ deletedAt, ...row }) => ({ ...row, deleted: deletedAt !== null, wordStarts: wordStarts(row.searchText) }))
    .sort((a, b) => compareNames(a.name, b.name));
  cache.delete(workspaceId);
  cache.set(workspaceId, { version, byName });
  if (cache.size > MAX_WORKSPACES) cache.delete(cache.keys().next().value!);
  return byName;
}
