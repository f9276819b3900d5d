import { buildPermissionsData, type PermissionsData } from '@artel/sdk/shared';
import { boardAccessOf } from '../boards/boardData';
import type { Orm } from '../db/database';
import type { WorkspaceRole } from '../db/schema';
import type { UserRow } from '../users/userSchema';
import { userPermissionsOf } from '../workspaces/workspaceAccess';

/** A member's PermissionsData (SPEC §3): their role's permissions, their own '*', their board roles and grants. */
export async function permissionsDataOf(
  orm: Orm,
  workspaceId: string,
  user: UserRow,
  workspaceRole: WorkspaceRole,
): Promise<PermissionsData> {
  const { boardRoles, boardPermissions } = await boardAccessOf(orm, workspaceId, user.id);
  return buildPermissionsData({ workspaceRole, userPermissions: userPermissionsOf(user), boardRoles, boardPermissions });
}
