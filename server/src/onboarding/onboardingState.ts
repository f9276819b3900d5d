import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { modules, workspaceMembers, workspaceModules, workspaces } from '../db/schema';
import { workspaceInvitations } from '../db/tables/invitations';
import { userOnboarding } from '../db/tables/onboarding';
import { legalEntityMembers } from '../db/tables/organisations';

export interface OnboardingState {
  steps: { organisation: boolean; workspace: boolean; invite: boolean; module: boolean };
  /** A shared workspace the user may invite into, for the «invite» step's link; null: none yet. */
  inviteWorkspaceId: string | null;
  dismissed: boolean;
}

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/**
 * Where a user stands on the way into the product, read from what is there rather than from clicks: an
 * organisation they belong to, a workspace that is not the personal one every account starts with, an
 * invitation they sent, a module they chose (one that new workspaces do not get by default, or one they
 * configured or switched since).
 */
export async function readOnboardingState(orm: Orm, userId: string): Promise<OnboardingState> {
  const sharedWorkspaces = and(eq(workspaceMembers.userId, userId), eq(workspaces.isPersonal, false));
  const [organisation, workspace, invite, module, [inviteInto], [dismissal]] = await Promise.all([
    exists(
      orm.select({ id: legalEntityMembers.legalEntityId }).from(legalEntityMembers).where(eq(legalEntityMembers.userId, userId)).limit(1),
    ),
    exists(
      orm
        .select({ id: workspaces.id })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(sharedWorkspaces)
        .limit(1),
    ),
    exists(
      orm.select({ id: workspaceInvitations.id }).from(workspaceInvitations).where(eq(workspaceInvitations.invitedById, userId)).limit(1),
    ),
    exists(
      orm
        .select({ id: workspaceModules.moduleId })
        .from(workspaceModules)
        .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, workspaceModules.workspaceId))
        .innerJoin(modules, eq(modules.id, workspaceModules.moduleId))
        .where(
          and(
            eq(workspaceMembers.userId, userId),
            eq(workspaceModules.enabled, true),
            sql`(coalesce(${modules.manifest}->>'defaultEnabled', 'false') <> 'true' or ${workspaceModules.updatedAt} > ${workspaceModules.createdAt})`,
          ),
        )
        .limit(1),
    ),
    orm
      .select({ id: workspaces.id })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(and(sharedWorkspaces, sql`${workspaceMembers.role} in ('owner', 'admin')`))
      .orderBy(workspaces.createdAt)
      .limit(1),
    orm.select({ at: userOnboarding.dismissedAt }).from(userOnboarding).where(eq(userOnboarding.userId, userId)),
  ]);
  return {
    steps: { organisation, workspace, invite, module },
    inviteWorkspaceId: inviteInto?.id ?? null,
    dismissed: dismissal !== undefined,
  };
}

/** Hides the checklist for good; hiding it twice is no error. */
export async function dismissOnboarding(orm: Orm, userId: string): Promise<void> {
  await orm.insert(userOnboarding).values({ userId, dismissedAt: new Date() }).onConflictDoNothing();
}
