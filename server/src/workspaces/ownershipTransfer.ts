import type { Orm } from '../db/database';
import { AppError } from '../http/errors';
import { personalWorkspace } from './memberChanges';
import { findMember, keepOwnerIdCurrent, lockWorkspace, setMemberRole } from './memberData';
import { workspaceNotFound } from './membership';
import { forbidden } from './workspaceAccess';

const targetNotMember = () => new AppError(400, 'transfer_target_not_member', 'transfer_target_not_member');

/**
 * Hands the workspace to another member (issue 15): they become its owner and the caller, an owner, becomes
 * an admin. In one transaction, with the workspace locked, so the workspace never has no owner.
 */
export function transferOwnership(orm: Orm, workspaceId: string, ownerId: string, newOwnerId: string): Promise<void> {
  return orm.transaction(async (tx) => {
    const workspace = await lockWorkspace(tx, workspaceId);
    if (!workspace) throw workspaceNotFound();
    const caller = await findMember(tx, workspaceId, ownerId);
    if (!caller) throw workspaceNotFound();
    if (caller.role !== 'owner') throw forbidden();
    if (workspace.isPersonal) throw personalWorkspace();
    if (newOwnerId === ownerId) throw targetNotMember();
    const target = await findMember(tx, workspaceId, newOwnerId);
    if (!target) throw targetNotMember();
    await setMemberRole(tx, workspaceId, newOwnerId, 'owner');
    await setMemberRole(tx, workspaceId, ownerId, 'admin');
    await keepOwnerIdCurrent(tx, workspace);
  });
}
