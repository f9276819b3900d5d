/**
 * What the signed-in user may do with partners in the current workspace, as the server's access.ts decides it
 * (viewers look, members create and edit, owners and admins delete and restore), to offer only what will pass.
 */
import { $user, $workspaceRole, type WorkspaceRole } from '@artel/sdk';
import { useUnit } from 'effector-react';

export type PartnerPermission = 'partner.view' | 'partner.create' | 'partner.edit' | 'partner.delete';

const ROLES: Record<PartnerPermission, readonly WorkspaceRole[]> = {
  'partner.view': ['owner', 'admin', 'member', 'viewer'],
  'partner.create': ['owner', 'admin', 'member'],
  'partner.edit': ['owner', 'admin', 'member'],
  'partner.delete': ['owner', 'admin'],
};

export function partnerAllows(role: WorkspaceRole | null, granted: readonly string[], permission: PartnerPermission): boolean {
  if (granted.includes('*') || granted.includes(permission)) return true;
  return role !== null && ROLES[permission].includes(role);
}

export function usePartnerPermissions(): (permission: PartnerPermission) => boolean {
  const [role, user] = useUnit([$workspaceRole, $user]);
  return (permission) => partnerAllows(role, user?.permissions ?? [], permission);
}
