/**
 * Whether a control may be used: by permission (one, all of a list, or any of it) and by workspace role,
 * the checks behind <Can> and the hooks (SPEC §6, the v-permission and v-role directives).
 */
import { checkPermissions, hasWorkspaceRole, PERMISSION_WILDCARD, type PermissionMode } from '../permissions';
import type { PermissionsState } from './permissionsModel';

export interface AccessRequirement {
  permission?: string;
  permissions?: readonly string[];
  /** How `permissions` combine: 'all' (the default) or 'any'. */
  mode?: PermissionMode;
  /** Workspace role(s), any of them by default. */
  role?: string | readonly string[];
  roleMode?: PermissionMode;
  boardId?: string;
}

export interface AccessVerdict {
  allowed: boolean;
  /** The permission data is still on its way: the control stays hidden or disabled meanwhile. */
  pending: boolean;
}

const DENIED: AccessVerdict = { allowed: false, pending: false };

function listOf(value: string | readonly string[] | undefined): readonly string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/**
 * Data that failed to load counts as missing, and SPEC §6's fallback list decides permissions; a role
 * cannot be known without data, so role checks then fail. An error in the check itself denies.
 */
export function decideAccess(
  state: PermissionsState,
  requirement: AccessRequirement,
  userPermissions: readonly string[] = [],
): AccessVerdict {
  try {
    if (state.status === 'idle' || state.status === 'loading') return { allowed: false, pending: true };
    const data = state.status === 'ready' ? state.data : null;
    const permissions = [...listOf(requirement.permission), ...listOf(requirement.permissions)];
    const permitted =
      userPermissions.includes(PERMISSION_WILDCARD) ||
      checkPermissions(data, permissions, { mode: requirement.mode ?? 'all', boardId: requirement.boardId }).allowed;
    const roles = listOf(requirement.role);
    const hasRole = roles.length === 0 || hasWorkspaceRole(data, roles, requirement.roleMode ?? 'any');
    return { allowed: permitted && hasRole, pending: false };
  } catch (error) {
    console.warn('Permission check failed; the control is denied', error);
    return DENIED;
  }
}
