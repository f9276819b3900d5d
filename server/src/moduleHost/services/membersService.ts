import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Member, MembersService } from '@artel/sdk/server';
import type { Orm } from '../../db/database';
import { users, workspaceMembers } from '../../db/schema';
import { findMember, listMembers } from '../../workspaces/memberData';

const toMember = ({ userId, name, email, role }: Member): Member => ({ userId, name, email, role });

/** Who is in a workspace, for modules: the same queries as the members page. */
export function membersService(orm: Orm): MembersService {
  return {
    list: async (workspaceId) => (await listMembers(orm, workspaceId)).map(toMember),
    get: async (workspaceId, userId) => {
      const member = await findMember(orm, workspaceId, userId);
      return member ? toMember(member) : null;
    },
    byIds: async (workspaceId, userIds) => {
      if (userIds.length === 0) return [];
      return orm
        .select({ userId: workspaceMembers.userId, name: users.name, email: users.email, role: workspaceMembers.role })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, [...userIds])))
        .orderBy(asc(users.name));
    },
    byEmail: async (workspaceId, email) => {
      const [user] = await orm.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
      const member = user ? await findMember(orm, workspaceId, user.id) : undefined;
      return member ? toMember(member) : null;
    },
    user: async (userId) => {
      const [row] = await orm.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
      return row ?? null;
    },
  };
}
