import { resolvePermission, WORKSPACE_SETTINGS_ROLES, type WorkspacePermission } from '@artel/sdk/shared';
import type { Orm } from '../db/database';
import type { WorkspaceRole } from '../db/schema';
import { AppError } from '../http/errors';
import { type PublicUser, toPublicUser, type UserRow } from '../users/userSchema';
import { requireMembership } from './membership';

export const forbidden = () => new AppError(403, 'forbidden', 'forbidden');

/** The user's own permissions ('*' for platform admins), which SPEC §6 checks before any role. */
export function userPermissionsOf(user: UserRow): PublicUser['permissions'] {
  return toPublicUser(user).permissions;
}

/**
 * The caller's role, if they are a member (else 404) whose role grants `permission` by sdk's
 * resolvePermission (else 403).
 */
export async function requireWorkspacePermission(
  orm: Orm,
  workspaceId: string,
  user: UserRow,
  permission: WorkspacePermission,
): Promise<WorkspaceRole> {
  const { role } = await requireMembership(orm, workspaceId, user.id);
  const decision = resolvePermission({ permission, workspaceRole: role, userPermissions: userPermissionsOf(user) });
  if (!decision.allowed) throw forbidden();
  return role;
}

/** Owners and admins: who sees 'Workspace Settings' (SPEC §6) and may edit the workspace. */
export async function requireWorkspaceSettingsRole(orm: Orm, workspaceId: string, user: UserRow): Promise<WorkspaceRole> {
  const { role } = await requireMembership(orm, workspaceId, user.id);
  if (!WORKSPACE_SETTINGS_ROLES.includes(role) && !userPermissionsOf(user).includes('*')) throw forbidden();
  return role;
}
