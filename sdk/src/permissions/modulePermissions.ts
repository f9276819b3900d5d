/**
 * The one permission model of SPEC §6 for modules: a module declares its dotted permissions (`wiki.edit`,
 * `partner.view`) in its manifest with the workspace roles that hold each by default, and every check, on the
 * server (`permissions.can/require`) and in the browser (a page's guard, a hidden button), is decided here.
 * Order: the user's '*', then '<module>.*', then the name granted to the user, then the role's default.
 * SPEC §6's own names (view_boards, edit_card, …) keep their table (resolvePermissions.ts).
 */
import { type PermissionDecision, resolvePermission } from './resolvePermissions';
import { isWorkspaceRole, PERMISSION_WILDCARD, type WorkspacePermission, type WorkspaceRole } from './rolePermissions';

/** A module's own permission: a namespace, a dot, an action ('wiki.edit'). */
export type ModulePermissionName = `${string}.${string}`;

/** What a check may ask for: one of SPEC §6's names or a module's own. */
export type PermissionName = WorkspacePermission | ModulePermissionName;

/** The manifest's `permissions`: each module permission with the workspace roles that hold it by default. */
export type DeclaredPermissions = Readonly<Record<string, readonly WorkspaceRole[]>>;

export interface MemberPermissionInput {
  permission: string;
  /** The module whose declarations apply (its manifest's id). */
  moduleId: string;
  declared: DeclaredPermissions;
  /** The user's role in the workspace; null when it is not known. */
  workspaceRole: string | null;
  /** The user's own named grants ('*' means all). */
  userPermissions: readonly string[];
}

const MODULE_PERMISSION = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9_-]*)+$/;

export const isModulePermissionName = (value: string): value is ModulePermissionName => MODULE_PERMISSION.test(value);

/**
 * The manifest's declarations as the resolver reads them: entries that are not a dotted name with a list of
 * workspace roles are left out, so a mistyped manifest grants less, never more.
 */
export function declaredPermissionsOf(manifest: unknown): DeclaredPermissions {
  const permissions = (manifest as { permissions?: unknown } | null)?.permissions;
  if (!permissions || typeof permissions !== 'object' || Array.isArray(permissions)) return {};
  const declared: Record<string, WorkspaceRole[]> = {};
  for (const [name, roles] of Object.entries(permissions)) {
    if (isModulePermissionName(name) && Array.isArray(roles)) declared[name] = roles.filter(isWorkspaceRole);
  }
  return declared;
}

/** One permission for one member of a workspace, in a module's context. */
export function resolveMemberPermission(input: MemberPermissionInput): PermissionDecision {
  const { permission, moduleId, declared, workspaceRole, userPermissions } = input;
  if (!isModulePermissionName(permission)) return resolvePermission({ permission, workspaceRole, userPermissions });
  if (userPermissions.includes(PERMISSION_WILDCARD)) {
    return { allowed: true, reason: `'*' grants every permission, ${permission} included`, scope: 'global' };
  }
  const wildcards = new Set([`${moduleId}.*`, `${permission.slice(0, permission.indexOf('.'))}.*`]);
  const wildcard = userPermissions.find((granted) => wildcards.has(granted));
  if (wildcard) return { allowed: true, reason: `${wildcard} grants ${permission}`, scope: 'global' };
  if (userPermissions.includes(permission))
    return { allowed: true, reason: `${permission} is granted to the user directly`, scope: 'global' };
  if (isWorkspaceRole(workspaceRole) && declared[permission]?.includes(workspaceRole)) {
    return {
      allowed: true,
      reason: `${permission} is held by the workspace role ${workspaceRole} (${moduleId}'s manifest)`,
      scope: 'workspace',
    };
  }
  const why = declared[permission] ? 'is not held by the workspace role' : `is not declared by ${moduleId}`;
  return { allowed: false, reason: `${permission} ${why}`, scope: 'none' };
}
