/**
 * Changing who is in a workspace, with the rules of api-issue3.md 'Members': only an owner may touch an
 * owner or make one, the last owner stays, and personal workspaces take nobody else.
 */
import type { Orm } from '../db/database';
import type { WorkspaceRole } from '../db/schema';
import { AppError } from '../http/errors';
import { findUserById } from '../users/userRepository';
import {
  countOwners,
  findMember,
  joinWorkspace,
  keepOwnerIdCurrent,
  lockWorkspace,
  type MemberView,
  removeMember,
  setMemberRole,
} from './memberData';
import { workspaceNotFound } from './membership';
import { forbidden } from './workspaceAccess';
import type { WorkspaceRow } from './workspaceData';

export const personalWorkspace = () => new AppError(409, 'personal_workspace', 'personal_workspace');
export const alreadyMember = () => new AppError(409, 'already_member', 'already_member');
const lastOwner = () => new AppError(409, 'last_owner', 'last_owner');
export const memberNotFound = () => new AppError(404, 'member_not_found', 'member_not_found');

/** Owners are managed by owners only: an admin may neither change nor remove one, nor make one. */
function assertMayTouch(actorRole: WorkspaceRole, targetRole: WorkspaceRole | null, newRole: WorkspaceRole | null): void {
  if (actorRole !== 'owner' && (targetRole === 'owner' || newRole === 'owner')) throw forbidden();
}

async function lockedWorkspace(tx: Orm, workspaceId: string): Promise<WorkspaceRow> {
  const workspace = await lockWorkspace(tx, workspaceId);
  if (!workspace) throw workspaceNotFound();
  return workspace;
}

async function requireMember(tx: Orm, workspaceId: string, userId: string): Promise<MemberView> {
  const member = await findMember(tx, workspaceId, userId);
  if (!member) throw memberNotFound();
  return member;
}

export function addMember(
  orm: Orm,
  workspaceId: string,
  actorRole: WorkspaceRole,
  userId: string,
  role: WorkspaceRole,
): Promise<MemberView> {
  return orm.transaction(async (tx) => {
    const workspace = await lockedWorkspace(tx, workspaceId);
    if (workspace.isPersonal) throw personalWorkspace();
    assertMayTouch(actorRole, null, role);
    if (!(await findUserById(tx, userId))) throw new AppError(404, 'user_not_found', 'user_not_found');
    if (await findMember(tx, workspaceId, userId)) throw alreadyMember();
    await joinWorkspace(tx, workspace, userId, role);
    return requireMember(tx, workspaceId, userId);
  });
}

export function changeMemberRole(
  orm: Orm,
  workspaceId: string,
  actorRole: WorkspaceRole,
  userId: string,
  role: WorkspaceRole,
): Promise<MemberView> {
  return orm.transaction(async (tx) => {
    const workspace = await lockedWorkspace(tx, workspaceId);
    const member = await requireMember(tx, workspaceId, userId);
    assertMayTouch(actorRole, member.role, role);
    if (member.role === 'owner' && role !== 'owner' && (await countOwners(tx, workspaceId)) <= 1) throw lastOwner();
    await setMemberRole(tx, workspaceId, userId, role);
    await keepOwnerIdCurrent(tx, workspace);
    return requireMember(tx, workspaceId, userId);
  });
}

/** `actorRole` null: the member is leaving on their own. */
export function removeFromWorkspace(orm: Orm, workspaceId: string, actorRole: WorkspaceRole | null, userId: string): Promise<void> {
  return orm.transaction(async (tx) => {
    const workspace = await lockedWorkspace(tx, workspaceId);
    const member = await requireMember(tx, workspaceId, userId);
    if (actorRole) assertMayTouch(actorRole, member.role, null);
    if (member.role === 'owner' && (await countOwners(tx, workspaceId)) <= 1) throw lastOwner();
    await removeMember(tx, workspaceId, userId);
    await keepOwnerIdCurrent(tx, workspace);
  });
}
