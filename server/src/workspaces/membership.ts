import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { type WorkspaceRole, workspaceMembers } from '../db/schema';
import { AppError } from '../http/errors';
import { cachedAccess } from '../permissions/accessCache';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are checked before they reach a uuid column, which would answer a 500 for garbage. */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export const workspaceNotFound = () => new AppError(404, 'workspace_not_found', 'workspace_not_found');

/**
 * The caller's role in the workspace. Not a member, or no such workspace, answer the same 404
 * (SPEC §8 'Workspace not found or access denied'), so ids of other teams' workspaces reveal nothing.
 * Kept in the access cache (accessCache.ts).
 */
export async function requireMembership(
  orm: Orm,
  workspaceId: string | null | undefined,
  userId: string,
): Promise<{ workspaceId: string; role: WorkspaceRole }> {
  if (!isUuid(workspaceId)) throw workspaceNotFound();
  const role = await cachedAccess(orm, `role:${workspaceId}:${userId}`, async () => {
    const [member] = await orm
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    return member?.role;
  });
  if (!role) throw workspaceNotFound();
  return { workspaceId, role };
}

/** SPEC §6: installing and configuring modules is workspace management, for owners and admins. */
export function requireModuleManager(role: WorkspaceRole): void {
  if (role !== 'owner' && role !== 'admin') throw new AppError(403, 'forbidden', 'forbidden');
}
