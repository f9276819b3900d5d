/**
 * The Russian-ordered index of a workspace's partners (id, name, dates, deleted or not), kept in memory between
 * list requests. Sorting 10,000 names with ICU and reading them all costs hundreds of milliseconds; paging
 * through the same list should not pay it again. Each use first asks the database for the workspace's version
 * (how many partners, the latest change), so an index is never served after any instance changed a partner.
 */
import type { ModuleOrm } from '@artel/sdk/server';
import { eq, sql } from 'drizzle-orm';
import { partners } from '../tables';
import { compareNames } from './partnerOrder';

export interface IndexedPartner {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  deleted: boolean;
}

interface Entry {
  version: string;
  byName: IndexedPartner[];
  /** Position of each partner id in byName. */
  rank: Map<string, number>;
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

/** Every partner of the workspace, deleted ones too, in Russian name order, and each one's position in it. */
export async function partnersByName(orm: ModuleOrm, workspaceId: string): Promise<Pick<Entry, 'byName' | 'rank'>> {
  const version = await versionOf(orm, workspaceId);
  const cached = cache.get(workspaceId);
  if (cached?.version === version) return cached;
  const rows = await orm
    .select({ id: partners.id, name: partners.name, createdAt: partners.createdAt, updatedAt: partners.updatedAt, deletedAt: partners.deletedAt })
    .from(partners)
    .where(eq(partners.workspaceId, workspaceId));
  const byName = rows
    .map(({ deletedAt, ...row }) => ({ ...row, deleted: deletedAt !== null }))
    .sort((a, b) => compareNames(a.name, b.name));
  const entry = { version, byName, rank: new Map(byName.map((row, position) => [row.id, position])) };
  cache.delete(workspaceId);
  cache.set(workspaceId, entry);
  if (cache.size > MAX_WORKSPACES) cache.delete(cache.keys().next().value!);
  return entry;
}
