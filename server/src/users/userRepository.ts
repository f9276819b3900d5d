import { eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { users } from '../db/schema';
import type { UserRow } from './userSchema';

/** E-mail addresses are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(orm: Orm, id: string): Promise<UserRow | undefined> {
  const [row] = await orm.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(orm: Orm, email: string): Promise<UserRow | undefined> {
  const [row] = await orm
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}
