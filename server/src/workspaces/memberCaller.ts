import { and, eq } from 'drizzle-orm';
import type { BoardCaller } from '../boards/boardGrants';
import type { Orm } from '../db/database';
import { users, workspaceMembers } from '../db/schema';
import { userPermissionsOf } from './workspaceAccess';

/**
 * A member as the permission checks take a caller (role and own permissions), read from the database now: for
 * work done on someone's behalf outside their request (a flow's owner, a notification's reader). Null: not a member.
 */
export async function memberCaller(orm: Orm, workspaceId: string, userId: string): Promise<BoardCaller | null> {
  const [found] = await orm
    .select({ role: workspaceMembers.role, user: users })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return found ? { workspaceId, userId, role: found.role, userPermissions: userPermissionsOf(found.user) } : null;
}
