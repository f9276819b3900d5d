/** React equivalents of SPEC §6's v-permission and v-role checks, for the current workspace. */
import { useUnit } from 'effector-react';
import type { PermissionMode, WorkspaceRole } from '../permissions';
import { $user } from '../session/sessionModel';
import { type AccessRequirement, type AccessVerdict, decideAccess } from './accessDecision';
import { $permissionsState, $workspaceRole } from './permissionsModel';

const NO_PERMISSIONS: readonly string[] = [];

export function useAccess(requirement: AccessRequirement): AccessVerdict {
  const [state, user] = useUnit([$permissionsState, $user]);
  return decideAccess(state, requirement, user?.permissions ?? NO_PERMISSIONS);
}

/** True when the user holds the permission, or all of the listed ones ('any': one of them). */
export function usePermission(permission: string | readonly string[], options: { mode?: PermissionMode; boardId?: string } = {}): boolean {
  const permissions = typeof permission === 'string' ? [permission] : permission;
  return useAccess({ permissions, ...options }).allowed;
}

/** True when the user has one of the workspace roles (all of them with mode 'all'). */
export function useHasWorkspaceRole(role: string | readonly string[], mode: PermissionMode = 'any'): boolean {
  return useAccess({ role, roleMode: mode }).allowed;
}

/** The user's role in the current workspace; null while loading or when unknown. */
export function useWorkspaceRole(): WorkspaceRole | null {
  return useUnit($workspaceRole);
}
