import { count, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { enableDefaultModules } from '../modules/workspaceModules';
import type { UserRow } from '../users/userSchema';
import { createPersonalWorkspace } from '../workspaces/personalWorkspace';

/** Any constant: registrations take turns, so exactly one of two simultaneous first sign-ups becomes admin. */
const REGISTRATION_LOCK_KEY = 0x41727465;

export interface Registration {
  email: string;
  name: string;
  passwordHash: string;
  personalWorkspaceName: string;
}

export const emailTaken = () => new AppError(409, 'email_taken', 'email_taken');

/**
 * Creates the user with a personal workspace holding the default modules. The first user of an
 * instance becomes its platform admin.
 */
export function registerUser(orm: Orm, registration: Registration): Promise<UserRow> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_KEY})`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, registration.email));
    if (existing) throw emailTaken();
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(users);
    const [user] = await tx
      .insert(users)
      .values({
        email: registration.email,
        name: registration.name,
        passwordHash: registration.passwordHash,
        role: total === 0 ? 'admin' : 'user',
      })
      .returning();
    if (!user) throw new Error('The user was not created');
    const workspaceId = await createPersonalWorkspace(tx, user, registration.personalWorkspaceName);
    await enableDefaultModules(tx, workspaceId);
    const [updated] = await tx.update(users).set({ preferredWorkspaceId: workspaceId }).where(eq(users.id, user.id)).returning();
    return updated ?? user;
  });
}
