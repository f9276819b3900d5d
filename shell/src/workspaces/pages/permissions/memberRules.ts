import { type WorkspaceRole } from '@artel/sdk';
import { WORKSPACE_ROLES } from '@artel/sdk/host';

/** Only an owner grants 'owner' or touches another owner (the server answers 403 otherwise). */
export function assignableRoles(myRole: WorkspaceRole | null): readonly WorkspaceRole[] {
  return myRole === 'owner' ? WORKSPACE_ROLES : WORKSPACE_ROLES.filter((role) => role !== 'owner');
}

/** Whether I may change the role of, or remove, a member with `theirRole`. */
export function canChangeMember(myRole: WorkspaceRole | null, theirRole: WorkspaceRole): boolean {
  if (myRole === 'owner') return true;
  return myRole === 'admin' && theirRole !== 'owner';
}
