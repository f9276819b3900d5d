/** Queries of workspace membership: who is in, with which role, joining and leaving. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { users, type WorkspaceRole, workspaceMembers, workspaces } from '../db/schema';
import { removeBoardAccess } from '../boards/boardData';
import type { WorkspaceRow } from './workspaceData';

export interface MemberView {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  joinedAt: Date;
  avatarHash: string | null;
}

function selectMembers(orm: Orm) {
  return orm
    .select({
      userId: workspaceMembers.userId,
      name: users.name,
      email: users.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
      avatarHash: users.avatarHash,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId));
}

const roleRank = sql`case ${workspaceMembers.role}
  when 'owner' then 0 when 'admin' then 1 when 'member' then 2 when 'viewer' then 3 else 4 end`;

/** Owners first, then admins, members, viewers and guests, each by join time. */
export function listMembers(orm: Orm, workspaceId: string): Promise<MemberView[]> {
  return selectMembers(orm)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(roleRank, asc(workspaceMembers.createdAt), asc(workspaceMembers.userId));
}

export async function findMember(orm: Orm, workspaceId: string, userId: string): Promise<MemberView | undefined> {
  const [member] = await selectMembers(orm).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return member;
}

export async function isMemberByEmail(orm: Orm, workspaceId: string, email: string): Promise<boolean> {
  const [row] = await orm
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.email, email)));
  return row !== undefined;
}

/**
 * Adds the user to the workspace, and to nothing else: membership of its organisation is granted by the
 * organisation itself (see legalEntityAccess.ts), so joining as a guest reads no requisites or member lists.
 */
export async function joinWorkspace(orm: Orm, workspace: WorkspaceRow, userId: string, role: WorkspaceRole): Promise<void> {
  await orm.insert(workspaceMembers).values({ workspaceId: workspace.id, userId, role });
}

/** Locks the workspace row for the transaction, so owner counts stay true until it commits. */
export async function lockWorkspace(orm: Orm, workspaceId: string): Promise<WorkspaceRow | undefined> {
  const [row] = await orm.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  return row;
}

export async function countOwners(orm: Orm, workspaceId: string): Promise<number> {
  const [row] = await orm
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return row?.total ?? 0;
}

export async function setMemberRole(orm: Orm, workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
  await orm
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export async function removeMember(orm: Orm, workspaceId: string, userId: string): Promise<void> {
  await orm.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  await removeBoardAccess(orm, workspaceId, userId);
}

/** When the recorded owner stops being one, the longest-standing remaining owner takes the field. */
export async function keepOwnerIdCurrent(orm: Orm, workspace: WorkspaceRow): Promise<void> {
  const [still] = await orm
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspace.id),
        eq(workspaceMembers.userId, workspace.ownerId),
        eq(workspaceMembers.role, 'owner'),
      ),
    );
  if (still) return;
  const [next] = await orm
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.role, 'owner')))
    .orderBy(asc(workspaceMembers.createdAt))
    .limit(1);
  if (next) await orm.update(workspaces).set({ ownerId: next.userId, updatedAt: new Date() }).where(eq(workspaces.id, workspace.id));
}
