import { asc, ilike, or, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { users } from '../db/schema';
import type { UserRow } from '../users/userSchema';

export interface AdminUserJson {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  blocked: boolean;
  createdAt: string;
}

export function adminUserJson(row: UserRow): AdminUserJson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    blocked: row.blockedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `%`, `_` and `\` typed by the admin are searched for literally. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Users whose name or e-mail contains the query (any case), admins first, then by name. */
export async function searchUsers(orm: Orm, query: string, limit: number): Promise<{ users: UserRow[]; total: number }> {
  const where = query ? or(ilike(users.name, likePattern(query)), ilike(users.email, likePattern(query))) : undefined;
  const rows = await orm
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`case when ${users.role} = 'admin' then 0 else 1 end`, asc(users.name), asc(users.email))
    .limit(limit);
  const [{ total } = { total: 0 }] = await orm
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { users: rows, total };
}
