import { and, asc, count, eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { workspaceModules } from '../db/schema';
import { moduleStorage } from '../db/tables/marketplace';
import { AppError } from '../http/errors';

/** SPEC §9: module storage max 100 entries (per module, per workspace). */
export const MODULE_STORAGE_MAX_ENTRIES = 100;
export const MODULE_STORAGE_MAX_VALUE_BYTES = 64 * 1024;

export interface StorageScope {
  workspaceId: string;
  moduleId: string;
}

export interface StoredEntry {
  key: string;
  value: unknown;
  updatedAt: string;
}

const scoped = (scope: StorageScope) => and(eq(moduleStorage.workspaceId, scope.workspaceId), eq(moduleStorage.moduleId, scope.moduleId));

export const storageKeyNotFound = () => new AppError(404, 'storage_key_not_found', 'storage_key_not_found');

export async function listStorageKeys(orm: Orm, scope: StorageScope): Promise<Array<{ key: string; updatedAt: string }>> {
  const rows = await orm
    .select({ key: moduleStorage.key, updatedAt: moduleStorage.updatedAt })
    .from(moduleStorage)
    .where(scoped(scope))
    .orderBy(asc(moduleStorage.key));
  return rows.map((row) => ({ key: row.key, updatedAt: row.updatedAt.toISOString() }));
}

export async function readStorageEntry(orm: Orm, scope: StorageScope, key: string): Promise<StoredEntry> {
  const [row] = await orm
    .select()
    .from(moduleStorage)
    .where(and(scoped(scope), eq(moduleStorage.key, key)));
  if (!row) throw storageKeyNotFound();
  return { key, value: JSON.parse(row.value) as unknown, updatedAt: row.updatedAt.toISOString() };
}

/** Creates or replaces one entry; a new key past the entry limit is refused. */
export async function writeStorageEntry(orm: Orm, scope: StorageScope, key: string, value: unknown): Promise<StoredEntry> {
  const serialised = JSON.stringify(value);
  if (Buffer.byteLength(serialised) > MODULE_STORAGE_MAX_VALUE_BYTES) {
    throw new AppError(413, 'storage_value_too_large', 'storage_value_too_large', { params: { size: '64 KB' } });
  }
  return orm.transaction(async (tx) => {
    // The installation row is the lock: concurrent new keys of one module in one workspace take turns at the limit.
    await tx
      .select({ moduleId: workspaceModules.moduleId })
      .from(workspaceModules)
      .where(and(eq(workspaceModules.workspaceId, scope.workspaceId), eq(workspaceModules.moduleId, scope.moduleId)))
      .for('update');
    const [existing] = await tx
      .select({ key: moduleStorage.key })
      .from(moduleStorage)
      .where(and(scoped(scope), eq(moduleStorage.key, key)));
    if (!existing) {
      const [{ entries } = { entries: 0 }] = await tx.select({ entries: count() }).from(moduleStorage).where(scoped(scope));
      if (entries >= MODULE_STORAGE_MAX_ENTRIES) {
        throw new AppError(409, 'storage_full', 'storage_full', { params: { limit: MODULE_STORAGE_MAX_ENTRIES } });
      }
    }
    const updatedAt = new Date();
    await tx
      .insert(moduleStorage)
      .values({ ...scope, key, value: serialised, updatedAt })
      .onConflictDoUpdate({
        target: [moduleStorage.workspaceId, moduleStorage.moduleId, moduleStorage.key],
        set: { value: serialised, updatedAt },
      });
    return { key, value, updatedAt: updatedAt.toISOString() };
  });
}

export async function deleteStorageEntry(orm: Orm, scope: StorageScope, key: string): Promise<void> {
  const deleted = await orm
    .delete(moduleStorage)
    .where(and(scoped(scope), eq(moduleStorage.key, key)))
    .returning({ key: moduleStorage.key });
  if (deleted.length === 0) throw storageKeyNotFound();
}
