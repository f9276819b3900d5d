/**
 * The wiki's permissions (SPEC §3: wiki.view, create, edit, delete, publish, manage) mapped onto the workspace
 * roles (SPEC §6). Members write and publish; only owners and admins delete articles and manage the wiki (see
 * everyone's drafts). A user's own platform permissions come first: '*', 'wiki.*' or a named one. The server
 * enforces this; the pages use it to offer only what will be allowed.
 */
export const WIKI_PERMISSIONS = ['wiki.view', 'wiki.create', 'wiki.edit', 'wiki.delete', 'wiki.publish', 'wiki.manage'] as const;
export type WikiPermission = (typeof WIKI_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<string, readonly WikiPermission[]> = {
  owner: WIKI_PERMISSIONS,
  admin: WIKI_PERMISSIONS,
  member: ['wiki.view', 'wiki.create', 'wiki.edit', 'wiki.publish'],
  viewer: ['wiki.view'],
  guest: ['wiki.view'],
};

export function wikiPermissionsFor(role: string | null, userPermissions: readonly string[]): Set<WikiPermission> {
  if (userPermissions.includes('*') || userPermissions.includes('wiki.*')) return new Set(WIKI_PERMISSIONS);
  return new Set([...(role ? (ROLE_PERMISSIONS[role] ?? []) : []), ...WIKI_PERMISSIONS.filter((permission) => userPermissions.includes(permission))]);
}
