/**
 * The Russian-ordered index of a workspace's partners — ids, names, dates and what a list filters on (deleted or
 * not, status, tags, responsible, search text) — kept in memory between list requests. Sorting 10,000 names
 * with ICU and reading them all costs hundreds of milliseconds; paging through the same list should not pay it
 * again, and a search of one or two characters, which matches thousands of partners and no index serves, is a
 * scan of this array (about a millisecond for 10,000). Each use first reads the workspace's partner list version
 * (partnerListVersion.ts), which every writer on every instance moves, so an index is never served after any
 * instance changed a partner. On PGlite, which only this process writes, not even that row is read while the
 * database's write count stands still. Each server (its DbService) keeps its own indexes.
 */
import type { DbService } from '@artel/sdk/server';
import { eq } from 'drizzle-orm';
import { partners } from '../tables';
import { partnerListVersion } from './partnerListVersion';
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

export type PartnerRow = typeof partners.$inferSelect;

/** What a list reads of one version of a workspace's partners. */
export interface PartnerIndex {
  byName: readonly IndexedPartner[];
  /**
   * Full rows of partners some page showed, read after this version was: a write since moves the version and
   * so starts a new index, and a page's rows then cost no query.
   */
  rows: Map<string, PartnerRow>;
}

interface Entry extends PartnerIndex {
  version: number;
  /** The database's write count when the version was last read (PGlite), null on PostgreSQL. */
  writes: number | null;
}

const MAX_WORKSPACES = 50;
const caches = new WeakMap<DbService, Map<string, Entry>>();

function cacheOf(db: DbService): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Every partner of the workspace, deleted ones too, in Russian name order, and the full rows read so far. */
export async function partnerIndex(db: DbService, workspaceId: string): Promise<PartnerIndex> {
  const cache = cacheOf(db);
  const cached = cache.get(workspaceId);
  const writes = db.writeCount();
  if (cached && writes !== null && cached.writes === writes) return cached;
  const version = await partnerListVersion(db.orm, workspaceId);
  if (cached?.version === version) {
    cached.writes = writes;
    return cached;
  }
  const rows = await db.orm
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
  // Spelled out, not spread from the row: a spread of a destructured rest makes objects V8 keeps as
  // dictionaries, and the list reads their fields 10,000 times a request.
  const byName: IndexedPartner[] = rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      deleted: row.deletedAt !== null,
      status: row.status,
      tags: row.tags,
      responsibleId: row.responsibleId,
      searchText: row.searchText,
      wordStarts: wordStarts(row.searchText),
    }))
    .sort((a, b) => compareNames(a.name, b.name));
  cache.delete(workspaceId);
  const entry: Entry = { version, writes, byName, rows: new Map() };
  cache.set(workspaceId, entry);
  if (cache.size > MAX_WORKSPACES) cache.delete(cache.keys().next().value!);
  return entry;
}
