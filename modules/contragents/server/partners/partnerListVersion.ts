/**
 * The workspace's partner list version (tables.ts, partnerListVersions): moved by every write to its partners or
 * their contacts, in the writer's transaction, so a reader never sees the rows without the new version.
 */
import type { ModuleOrm } from '@artel/sdk/server';
import { eq, sql } from 'drizzle-orm';
import { partnerListVersions } from '../tables';

/** Call inside the transaction that writes partners or contacts of the workspace. */
export async function partnersChanged(tx: ModuleOrm, workspaceId: string): Promise<void> {
  await tx
    .insert(partnerListVersions)
    .values({ workspaceId, version: 1 })
    .onConflictDoUpdate({ target: partnerListVersions.workspaceId, set: { version: sql`${partnerListVersions.version} + 1` } });
}

/** 0 for a workspace whose partners were never written. */
export async function partnerListVersion(orm: ModuleOrm, workspaceId: string): Promise<number> {
  const [row] = await orm
    .select({ version: partnerListVersions.version })
    .from(partnerListVersions)
    .where(eq(partnerListVersions.workspaceId, workspaceId));
  return row?.version ?? 0;
}
