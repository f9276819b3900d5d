/** Queries of workspace invitations. Accepted and revoked ones stay as a record, so their links can say so. */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { users } from '../db/schema';
import { type InvitationRole, workspaceInvitations } from '../db/tables/invitations';
import { hashInvitationToken, INVITATION_TTL_MS, newInvitationToken } from './invitationTokens';

export type InvitationRow = typeof workspaceInvitations.$inferSelect;

export interface InvitationView {
  invitation: InvitationRow;
  invitedByName: string;
}

const open = (workspaceId: string) =>
  and(eq(workspaceInvitations.workspaceId, workspaceId), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt));

/**
 * A new invitation with its token (returned once, never stored). An open invitation of the same address
 * to the same workspace is replaced in the same statement (an upsert on the one-open-invitation index), so
 * its old link stops working and concurrent invitations of one address end as one, never in a conflict.
 */
export async function createInvitation(
  orm: Orm,
  input: { workspaceId: string; email: string; role: InvitationRole; invitedById: string },
): Promise<{ id: string; token: string }> {
  const token = newInvitationToken();
  const fresh = {
    role: input.role,
    invitedById: input.invitedById,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  };
  const [row] = await orm
    .insert(workspaceInvitations)
    .values({ ...input, ...fresh })
    .onConflictDoUpdate({
      target: [workspaceInvitations.workspaceId, workspaceInvitations.email],
      // The index's own predicate, so PostgreSQL picks it as the arbiter.
      targetWhere: sql`${workspaceInvitations.acceptedAt} is null and ${workspaceInvitations.revokedAt} is null`,
      set: { ...fresh, createdAt: new Date() },
    })
    .returning({ id: workspaceInvitations.id });
  if (!row) throw new Error('The invitation was not created');
  return { id: row.id, token };
}

function selectViews(orm: Orm) {
  return orm
    .select({ invitation: workspaceInvitations, invitedByName: users.name })
    .from(workspaceInvitations)
    .innerJoin(users, eq(users.id, workspaceInvitations.invitedById));
}

/** The workspace's invitations not yet accepted, expired ones included, newest first. */
export function listOpenInvitations(orm: Orm, workspaceId: string): Promise<InvitationView[]> {
  return selectViews(orm).where(open(workspaceId)).orderBy(desc(workspaceInvitations.createdAt), desc(workspaceInvitations.id));
}

export async function findInvitation(orm: Orm, workspaceId: string, invitationId: string): Promise<InvitationView | undefined> {
  const [view] = await selectViews(orm).where(
    and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, invitationId)),
  );
  return view;
}

export async function findInvitationByToken(orm: Orm, token: string): Promise<InvitationRow | undefined> {
  const [row] = await orm
    .select()
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.tokenHash, hashInvitationToken(token)));
  return row;
}

/** Revokes an open invitation, keeping it so its link says it was revoked; false when there was none with that id. */
export async function revokeOpenInvitation(orm: Orm, workspaceId: string, invitationId: string): Promise<boolean> {
  const revoked = await orm
    .update(workspaceInvitations)
    .set({ revokedAt: new Date() })
    .where(and(open(workspaceId), eq(workspaceInvitations.id, invitationId)))
    .returning({ id: workspaceInvitations.id });
  return revoked.length > 0;
}

/**
 * A new link for an open invitation: only the token's hash is kept, so the old link cannot be shown again; a
 * fresh token replaces it (the old link stops working) and runs a week from now. Null when there is no open
 * invitation with that id in the workspace.
 */
export async function renewInvitationToken(orm: Orm, workspaceId: string, invitationId: string): Promise<string | null> {
  const token = newInvitationToken();
  const renewed = await orm
    .update(workspaceInvitations)
    .set({ tokenHash: hashInvitationToken(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
    .where(and(open(workspaceId), eq(workspaceInvitations.id, invitationId)))
    .returning({ id: workspaceInvitations.id });
  return renewed.length > 0 ? token : null;
}

/** Marks it used, unless someone else used it first; false then. */
export async function markInvitationAccepted(orm: Orm, invitationId: string, userId: string): Promise<boolean> {
  const updated = await orm
    .update(workspaceInvitations)
    .set({ acceptedAt: new Date(), acceptedById: userId })
    .where(and(eq(workspaceInvitations.id, invitationId), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)))
    .returning({ id: workspaceInvitations.id });
  return updated.length > 0;
}

export async function countPendingInvitations(orm: Orm, workspaceId: string): Promise<number> {
  const [row] = await orm
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(workspaceInvitations)
    .where(and(open(workspaceId), gt(workspaceInvitations.expiresAt, new Date())));
  return row?.total ?? 0;
}
