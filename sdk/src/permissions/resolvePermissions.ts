/**
 * Permission checks of SPEC §6 'Checks', shared by the server (GET /permissions/..., POST /permissions/validate)
 * and the shell (hiding and disabling controls). Order: the user's '*', then the workspace role, then for a
 * board its own permission list or the user's board role. Without data, the fallback list decides.
 */
import {
  ALL_PERMISSIONS,
  BOARD_ROLE_PERMISSIONS,
  DEFAULT_BOARD_ROLES,
  effectiveRolePermissions,
  FALLBACK_PERMISSIONS,
  isBoardRole,
  isWorkspaceRole,
  PERMISSION_WILDCARD,
} from './rolePermissions';

/** A user's permissions in one workspace (SPEC §3), as GET /workspaces/{id}/permissions returns them. */
export interface PermissionsData {
  permissions: Record<string, boolean>;
  roles: string[];
  boardPermissions: Record<string, string[]>;
  boardRoles: Record<string, string>;
}

export type PermissionScope = 'global' | 'workspace' | 'board' | 'fallback' | 'none';

/** The body of POST /permissions/validate. `reason` is a diagnostic for logs and developers, not UI text. */
export interface PermissionDecision {
  allowed: boolean;
  reason: string;
  scope: PermissionScope;
}

export type PermissionMode = 'any' | 'all';

export interface PermissionCheckOptions {
  /** 'all' (the default) needs every permission listed; 'any' needs one of them. */
  mode?: PermissionMode;
  boardId?: string;
}

export interface PermissionSubject {
  /** The user's workspace role; null when they are not a member. */
  workspaceRole: string | null;
  /** The user's own permissions (User.permissions); '*' means all. */
  userPermissions?: readonly string[];
  boardPermissions?: Record<string, readonly string[]>;
  boardRoles?: Record<string, string>;
}

export interface ResolvePermissionInput extends PermissionSubject {
  permission: string;
  boardId?: string;
}

/** Builds what the server sends for a user in a workspace: every permission name with its workspace-level answer. */
export function buildPermissionsData(subject: PermissionSubject): PermissionsData {
  const hasEverything = subject.userPermissions?.includes(PERMISSION_WILDCARD) ?? false;
  const granted = new Set<string>(isWorkspaceRole(subject.workspaceRole) ? effectiveRolePermissions(subject.workspaceRole) : []);
  const permissions: Record<string, boolean> = hasEverything ? { [PERMISSION_WILDCARD]: true } : {};
  for (const permission of ALL_PERMISSIONS) permissions[permission] = hasEverything || granted.has(permission);
  const copyLists = (lists: Record<string, readonly string[]>) =>
    Object.fromEntries(Object.entries(lists).map(([boardId, list]) => [boardId, [...list]]));
  return {
    permissions,
    roles: subject.workspaceRole ? [subject.workspaceRole] : [],
    boardPermissions: copyLists(subject.boardPermissions ?? {}),
    boardRoles: { ...(subject.boardRoles ?? {}) },
  };
}

function grantedOnBoard(data: PermissionsData, permission: string, boardId: string): PermissionDecision | null {
  const own = data.boardPermissions[boardId] ?? [];
  if (own.includes(permission) || own.includes(PERMISSION_WILDCARD)) {
    return { allowed: true, reason: `${permission} is granted on board ${boardId}`, scope: 'board' };
  }
  const workspaceRole = data.roles.find(isWorkspaceRole);
  const role = data.boardRoles[boardId] ?? (workspaceRole ? DEFAULT_BOARD_ROLES[workspaceRole] : null);
  if (isBoardRole(role) && (BOARD_ROLE_PERMISSIONS[role] as readonly string[]).includes(permission)) {
    return { allowed: true, reason: `${permission} is granted by board role ${role} on board ${boardId}`, scope: 'board' };
  }
  return null;
}

function decide(data: PermissionsData, permission: string, boardId: string | undefined): PermissionDecision {
  if (data.permissions[PERMISSION_WILDCARD] === true) {
    return { allowed: true, reason: `'*' grants every permission, ${permission} included`, scope: 'global' };
  }
  if (data.permissions[permission] === true) {
    const roles = data.roles.length > 0 ? `workspace role ${data.roles.join(', ')}` : 'workspace';
    return { allowed: true, reason: `${permission} is granted by the ${roles}`, scope: 'workspace' };
  }
  const onBoard = boardId === undefined ? null : grantedOnBoard(data, permission, boardId);
  return onBoard ?? { allowed: false, reason: `${permission} is not granted`, scope: 'none' };
}

function decideByFallback(permission: string): PermissionDecision {
  const allowed = (FALLBACK_PERMISSIONS as readonly string[]).includes(permission);
  const verdict = allowed ? 'allows' : 'does not allow';
  return { allowed, reason: `No permission data: the fallback list ${verdict} ${permission}`, scope: 'fallback' };
}

const SCOPE_SPECIFICITY: readonly PermissionScope[] = ['none', 'fallback', 'global', 'workspace', 'board'];

function combine(decisions: PermissionDecision[], mode: PermissionMode, permissions: readonly string[]): PermissionDecision {
  if (mode === 'any') {
    const granted = decisions.find((decision) => decision.allowed);
    if (granted) return granted;
    const scope = decisions.every((decision) => decision.scope === 'fallback') ? 'fallback' : 'none';
    return { allowed: false, reason: `None of ${permissions.join(', ')} is granted`, scope };
  }
  const refused = decisions.find((decision) => !decision.allowed);
  if (refused) return refused;
  // When every permission is granted, the answer is as specific as the most specific grant it needed.
  const scope = decisions
    .map((decision) => decision.scope)
    .reduce((widest, next) => (SCOPE_SPECIFICITY.indexOf(next) > SCOPE_SPECIFICITY.indexOf(widest) ? next : widest));
  return { allowed: true, reason: decisions.map((decision) => decision.reason).join('; '), scope };
}

/**
 * Checks a list of permissions for the current user. `data` null means the permission data could not be
 * loaded, and then SPEC §6's fallback list decides. An empty list asks for nothing and is allowed.
 */
export function checkPermissions(
  data: PermissionsData | null,
  permissions: readonly string[],
  options: PermissionCheckOptions = {},
): PermissionDecision {
  if (permissions.length === 0) return { allowed: true, reason: 'No permission is required', scope: 'none' };
  const decisions = permissions.map((permission) => (data ? decide(data, permission, options.boardId) : decideByFallback(permission)));
  return combine(decisions, options.mode ?? 'all', permissions);
}

/** One permission for one user, from their workspace role, own permissions and board grants. */
export function resolvePermission(input: ResolvePermissionInput): PermissionDecision {
  if (input.userPermissions?.includes(input.permission)) {
    return { allowed: true, reason: `${input.permission} is granted to the user directly`, scope: 'global' };
  }
  return checkPermissions(buildPermissionsData(input), [input.permission], { boardId: input.boardId });
}

/** The v-role check: whether the user holds any (the default) or all of the listed workspace roles. */
export function hasWorkspaceRole(data: PermissionsData | null, roles: readonly string[], mode: PermissionMode = 'any'): boolean {
  if (roles.length === 0) return true;
  if (!data) return false;
  return mode === 'any' ? roles.some((role) => data.roles.includes(role)) : roles.every((role) => data.roles.includes(role));
}
