/**
 * The wiki's permissions (SPEC §3: wiki.view, create, edit, delete, publish, manage) mapped onto the workspace
 * roles (SPEC §6). Members write and publish; only owners and admins delete articles and manage the wiki (see
 * everyone's drafts). A user's own platform permissions come first: '*', 'wiki.*' or a named one.
 */
import type { ModuleRequestContext, WorkspaceRole } from '@artel/sdk/server';

export const WIKI_PERMISSIONS = ['wiki.view', 'wiki.create', 'wiki.edit', 'wiki.delete', 'wiki.publish', 'wiki.manage'] as const;
export type WikiPermission = (typeof WIKI_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<WorkspaceRole, readonly WikiPermission[]> = {
  owner: WIKI_PERMISSIONS,
  admin: WIKI_PERMISSIONS,
  member: ['wiki.view', 'wiki.create', 'wiki.edit', 'wiki.publish'],
  viewer: ['wiki.view'],
  guest: ['wiki.view'],
};

export function wikiPermissionsOf(context: Pick<ModuleRequestContext, 'role' | 'userPermissions'>): Set<WikiPermission> {
  const own = context.userPermissions;
  if (own.includes('*') || own.includes('wiki.*')) return new Set(WIKI_PERMISSIONS);
  return new Set([...ROLE_PERMISSIONS[context.role], ...WIKI_PERMISSIONS.filter((permission) => own.includes(permission))]);
}

export const canWiki = (context: Pick<ModuleRequestContext, 'role' | 'userPermissions'>, permission: WikiPermission) =>
  wikiPermissionsOf(context).has(permission);
