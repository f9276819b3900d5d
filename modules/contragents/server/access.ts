/**
 * The module's permissions (SPEC §6 names with dots) resolved from the caller's workspace role: the platform's
 * own '*' or an explicitly granted name passes first. Viewers may look, members may create and edit, only
 * owners and admins may delete (and restore) partners.
 */
import type { ErrorsService, ModuleRequestContext, WorkspaceRole } from '@artel/sdk/server';

export const MODULE_PERMISSIONS = [
  'partner.view',
  'partner.create',
  'partner.edit',
  'partner.delete',
  'document.view',
  'document.create',
  'document.edit',
  'document.settings',
] as const;
export type ModulePermission = (typeof MODULE_PERMISSIONS)[number];

const viewers: readonly WorkspaceRole[] = ['owner', 'admin', 'member', 'viewer'];
const editors: readonly WorkspaceRole[] = ['owner', 'admin', 'member'];
const managers: readonly WorkspaceRole[] = ['owner', 'admin'];

const ROLES: Record<ModulePermission, readonly WorkspaceRole[]> = {
  'partner.view': viewers,
  'partner.create': editors,
  'partner.edit': editors,
  'partner.delete': managers,
  'document.view': viewers,
  'document.create': editors,
  'document.edit': editors,
  // The contract template binds every contract of the workspace, as the module's own settings do.
  'document.settings': managers,
};

export function can(context: ModuleRequestContext, permission: ModulePermission): boolean {
  if (context.userPermissions.includes('*') || context.userPermissions.includes(permission)) return true;
  return ROLES[permission].includes(context.role);
}

export function requirePermission(errors: ErrorsService, context: ModuleRequestContext, permission: ModulePermission): void {
  if (!can(context, permission)) throw errors.forbidden();
}
