/** Queries of workspaces as their members see them, with member counts and the member's role. */
import { and, asc, desc, eq, like, or, sql } from 'drizzle-orm';
import type { NormalizedWorkspaceInput } from '@artel/sdk/shared';
import type { Orm } from '../db/database';
import { type WorkspaceRole, users, workspaceMembers, workspaces } from '../db/schema';
import { legalEntities } from '../db/tables/organisations';
import { cachedAccess } from '../permissions/accessCache';

export type WorkspaceRow = typeof workspaces.$inferSelect;

export interface WorkspaceView {
  workspace: WorkspaceRow;
  role: WorkspaceRole;
  memberCount: number;
  /** All a workspace member learns of its organisation. */
  legalEntityName: string | null;
}

const memberCount = sql<number>`(
  select count(*) from ${workspaceMembers} counted where counted.workspace_id = ${workspaces.id}
)`.mapWith(Number);

type WorkspaceFilter = { id: string } | { slug: string } | { legalEntityId?: string };

function filterOf(filter: WorkspaceFilter) {
  if ('id' in filter) return eq(workspaces.id, filter.id);
  if ('slug' in filter) return eq(workspaces.slug, filter.slug);
  return filter.legalEntityId ? eq(workspaces.legalEntityId, filter.legalEntityId) : undefined;
}

/** The user's workspaces: personal first, then in the order they were made. */
export function listWorkspacesOf(orm: Orm, userId: string, filter: WorkspaceFilter = {}): Promise<WorkspaceView[]> {
  return orm
    .select({ workspace: workspaces, role: workspaceMembers.role, memberCount, legalEntityName: legalEntities.name })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(legalEntities, eq(legalEntities.id, workspaces.legalEntityId))
    .where(and(eq(workspaceMembers.userId, userId), filterOf(filter)))
    .orderBy(desc(workspaces.isPersonal), asc(workspaces.createdAt), asc(workspaces.id));
}

/**
 * The user's workspace list (GET /workspaces, asked on every page) from the access cache: the write routes of
 * workspaces, members, invitations and organisations forget it (accessCache.ts).
 */
export function cachedWorkspacesOf(orm: Orm, userId: string, legalEntityId: string | undefined): Promise<WorkspaceView[]> {
  return cachedAccess(orm, `workspaces:${userId}:${legalEntityId ?? ''}`, () => listWorkspacesOf(orm, userId, { legalEntityId }));
}

export async function findWorkspaceOf(
  orm: Orm,
  userId: string,
  filter: { id: string } | { slug: string },
): Promise<WorkspaceView | undefined> {
  const [view] = await listWorkspacesOf(orm, userId, filter);
  return view;
}

export async function findWorkspace(orm: Orm, workspaceId: string): Promise<WorkspaceRow | undefined> {
  const [row] = await orm.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  return row;
}

/** Slugs already taken that `base` or `base-N` would collide with. */
export async function slugsLike(orm: Orm, base: string): Promise<string[]> {
  const escaped = base.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await orm
    .select({ slug: workspaces.slug })
    .from(workspaces)
    .where(or(eq(workspaces.slug, base), like(workspaces.slug, `${escaped}-%`)));
  return rows.map((row) => row.slug);
}

export async function slugTaken(orm: Orm, slug: string): Promise<boolean> {
  const [row] = await orm.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, slug)).limit(1);
  return row !== undefined;
}

export type StoredWorkspaceValues = Omit<NormalizedWorkspaceInput, 'inviteEmails'> & { legalEntityId: string | null };

/** A new workspace owned by its creator. Returns its id. */
export async function insertWorkspace(orm: Orm, ownerId: string, slug: string, values: StoredWorkspaceValues): Promise<string> {
  const [row] = await orm
    .insert(workspaces)
    .values({ ...values, slug, ownerId })
    .returning({ id: workspaces.id });
  if (!row) throw new Error('The workspace was not created');
  await orm.insert(workspaceMembers).values({ workspaceId: row.id, userId: ownerId, role: 'owner' });
  return row.id;
}

export async function updateWorkspace(orm: Orm, workspaceId: string, values: StoredWorkspaceValues): Promise<void> {
  await orm
    .update(workspaces)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workspaces.id, workspaceId));
}

/** Members, boards, invitations and module settings go with it; preferences pointing at it are cleared by foreign keys. */
export async function deleteWorkspace(orm: Orm, workspaceId: string): Promise<void> {
  await orm.delete(workspaces).where(eq(workspaces.id, workspaceId));
}

export async function setPreferredWorkspace(orm: Orm, userId: string, workspaceId: string): Promise<void> {
  await orm.update(users).set({ preferredWorkspaceId: workspaceId, updatedAt: new Date() }).where(eq(users.id, userId));
}
