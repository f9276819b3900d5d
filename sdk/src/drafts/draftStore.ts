/**
 * Drafts: what a person typed and did not save, kept in the browser's IndexedDB (through idb-keyval) per
 * user, workspace, owner (a module or the shell) and key, so that it survives closing a dialog, a reload, a
 * crash, and a module being stopped. A draft is the person's own and stays on their device; signing out
 * clears them all.
 */
import type { UseStore } from 'idb-keyval';

/** idb-keyval comes with the first draft read or written: no page needs it before its first paint. */
const idb = () => import(/* webpackChunkName: "drafts" */ 'idb-keyval');

export interface Draft<T = unknown> {
  value: T;
  /** ISO time of the last save. */
  savedAt: string;
}

export interface DraftScope {
  userId: string;
  workspaceId: string | null;
  owner: string;
}

export interface DraftSummary {
  key: string;
  savedAt: string;
}

let store: UseStore | null = null;

async function draftsDb(): Promise<UseStore | null> {
  if (typeof indexedDB === 'undefined') return null;
  store ??= (await idb()).createStore('artel-drafts', 'drafts');
  return store;
}

function prefixOf({ userId, workspaceId, owner }: DraftScope): string {
  return `${userId}\u0000${workspaceId ?? '-'}\u0000${owner}\u0000`;
}

export async function readDraft<T>(scope: DraftScope, key: string): Promise<Draft<T> | undefined> {
  const db = await draftsDb();
  return db ? (await idb()).get<Draft<T>>(prefixOf(scope) + key, db) : undefined;
}

export async function writeDraft<T>(scope: DraftScope, key: string, value: T): Promise<void> {
  const db = await draftsDb();
  if (db) await (await idb()).set(prefixOf(scope) + key, { value, savedAt: new Date().toISOString() } satisfies Draft<T>, db);
}

export async function deleteDraft(scope: DraftScope, key: string): Promise<void> {
  const db = await draftsDb();
  if (db) await (await idb()).del(prefixOf(scope) + key, db);
}

export async function listDrafts(scope: DraftScope): Promise<DraftSummary[]> {
  const db = await draftsDb();
  if (!db) return [];
  const prefix = prefixOf(scope);
  return (await (await idb()).entries<string, Draft>(db))
    .filter(([key]) => typeof key === 'string' && key.startsWith(prefix))
    .map(([key, draft]) => ({ key: key.slice(prefix.length), savedAt: draft.savedAt }))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export async function clearAllDrafts(): Promise<void> {
  const db = await draftsDb();
  if (db) await (await idb()).clear(db);
}
