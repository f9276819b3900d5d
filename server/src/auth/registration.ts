import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { users } from '../db/schema';
import type { RegistrationMode } from '../db/tables/accounts';
import { workspaceInvitations } from '../db/tables/invitations';
import { AppError } from '../http/errors';
import { enableDefaultModules } from '../marketplace/workspaceModules';
import type { UserRow } from '../users/userSchema';
import { createPersonalWorkspace } from '../workspaces/personalWorkspace';

/** Any constant: registrations take turns, so exactly one of two simultaneous first sign-ups becomes admin. */
const REGISTRATION_LOCK_KEY = 0x41727465;

export interface Registration {
  email: string;
  name: string;
  passwordHash: string;
  personalWorkspaceName: string;
  /** The instance's registration setting; the first account of an instance is always allowed. */
  mode: RegistrationMode;
}

async function hasOpenInvitation(orm: Orm, email: string): Promise<boolean> {
  const [open] = await orm
    .select({ id: workspaceInvitations.id })
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.email, email),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
        gt(workspaceInvitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return open !== undefined;
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
    if (total > 0 && registration.mode === 'closed') throw new AppError(403, 'registration_closed', 'registration_closed');
    if (total > 0 && registration.mode === 'invite_only' && !(await hasOpenInvitation(tx, registration.email))) {
      throw new AppError(403, 'registration_invite_only', 'registration_invite_only');
    }
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
