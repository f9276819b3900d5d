/** Queries of the legal entities area: entities, their members, primary and preferred choices. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { LegalEntityFormValues, LegalEntityType } from '@artel/sdk/shared';
import type { Orm } from '../db/database';
import { users, workspaces } from '../db/schema';
import { legalEntities, legalEntityMembers, type LegalEntityRole } from '../db/tables/organisations';

export type LegalEntityRow = typeof legalEntities.$inferSelect;

/** An entity as one of its members sees it. */
export interface LegalEntityView {
  entity: LegalEntityRow;
  role: LegalEntityRole;
  isPrimary: boolean;
  memberCount: number;
  workspaceCount: number;
}

/** What the validated form stores: the type is one of the three once validation has passed. */
export type LegalEntityValues = Omit<LegalEntityFormValues, 'type'> & { type: LegalEntityType };

const memberCount = sql<number>`(
  select count(*) from ${legalEntityMembers} counted where counted.legal_entity_id = ${legalEntities.id}
)`.mapWith(Number);
const workspaceCount = sql<number>`(
  select count(*) from ${workspaces} attached where attached.legal_entity_id = ${legalEntities.id}
)`.mapWith(Number);

function selectViews(orm: Orm, userId: string, legalEntityId?: string) {
  return orm
    .select({ entity: legalEntities, role: legalEntityMembers.role, isPrimary: legalEntityMembers.isPrimary, memberCount, workspaceCount })
    .from(legalEntityMembers)
    .innerJoin(legalEntities, eq(legalEntities.id, legalEntityMembers.legalEntityId))
    .where(
      legalEntityId
        ? and(eq(legalEntityMembers.userId, userId), eq(legalEntityMembers.legalEntityId, legalEntityId))
        : eq(legalEntityMembers.userId, userId),
    )
    .orderBy(asc(legalEntities.createdAt), asc(legalEntities.id));
}

export function listLegalEntitiesOf(orm: Orm, userId: string): Promise<LegalEntityView[]> {
  return selectViews(orm, userId);
}

export async function findLegalEntityOf(orm: Orm, userId: string, legalEntityId: string): Promise<LegalEntityView | undefined> {
  const [view] = await selectViews(orm, userId, legalEntityId);
  return view;
}

export async function legalEntityRoleOf(orm: Orm, legalEntityId: string, userId: string): Promise<LegalEntityRole | undefined> {
  const [row] = await orm
    .select({ role: legalEntityMembers.role })
    .from(legalEntityMembers)
    .where(and(eq(legalEntityMembers.legalEntityId, legalEntityId), eq(legalEntityMembers.userId, userId)));
  return row?.role;
}

/** Whether another entity on the platform already has this INN. */
export async function innExists(orm: Orm, inn: string, excludeId?: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: legalEntities.id })
    .from(legalEntities)
    .where(excludeId ? and(eq(legalEntities.taxId, inn), ne(legalEntities.id, excludeId)) : eq(legalEntities.taxId, inn))
    .limit(1);
  return row !== undefined;
}

async function hasPrimary(orm: Orm, userId: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: legalEntityMembers.legalEntityId })
    .from(legalEntityMembers)
    .where(and(eq(legalEntityMembers.userId, userId), eq(legalEntityMembers.isPrimary, true)));
  return row !== undefined;
}

/** The creator owns the new entity; it becomes their primary one if they have none yet. Returns its id. */
export function createLegalEntity(orm: Orm, ownerId: string, values: LegalEntityValues): Promise<string> {
  return orm.transaction(async (tx) => {
    const [entity] = await tx
      .insert(legalEntities)
      .values({ ...values, ownerId })
      .returning({ id: legalEntities.id });
    if (!entity) throw new Error('The legal entity was not created');
    const isPrimary = !(await hasPrimary(tx, ownerId));
    await tx.insert(legalEntityMembers).values({ legalEntityId: entity.id, userId: ownerId, role: 'owner', isPrimary });
    return entity.id;
  });
}

export async function updateLegalEntity(orm: Orm, legalEntityId: string, values: LegalEntityValues): Promise<void> {
  await orm
    .update(legalEntities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(legalEntities.id, legalEntityId));
}

export async function setLegalEntityActive(orm: Orm, legalEntityId: string, isActive: boolean): Promise<void> {
  await orm.update(legalEntities).set({ isActive, updatedAt: new Date() }).where(eq(legalEntities.id, legalEntityId));
}

async function countWorkspacesOf(orm: Orm, legalEntityId: string): Promise<number> {
  const [row] = await orm
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(workspaces)
    .where(eq(workspaces.legalEntityId, legalEntityId));
  return row?.total ?? 0;
}

/** Makes this entity the user's one primary entity; their others stop being primary. */
export function makePrimary(orm: Orm, legalEntityId: string, userId: string): Promise<void> {
  return orm.transaction(async (tx) => {
    await tx
      .update(legalEntityMembers)
      .set({ isPrimary: false })
      .where(and(eq(legalEntityMembers.userId, userId), eq(legalEntityMembers.isPrimary, true)));
    await tx
      .update(legalEntityMembers)
      .set({ isPrimary: true })
      .where(and(eq(legalEntityMembers.userId, userId), eq(legalEntityMembers.legalEntityId, legalEntityId)));
  });
}

/** The user's longest-held entity they own or administer becomes primary, if any is left. */
async function promoteNextPrimary(orm: Orm, userId: string): Promise<void> {
  const [next] = await orm
    .select({ legalEntityId: legalEntityMembers.legalEntityId })
    .from(legalEntityMembers)
    .where(and(eq(legalEntityMembers.userId, userId), inArray(legalEntityMembers.role, ['owner', 'admin'])))
    .orderBy(asc(legalEntityMembers.createdAt))
    .limit(1);
  if (next) await makePrimary(orm, next.legalEntityId, userId);
}

/**
 * Deletes the entity and its memberships; whoever had it as primary gets their next one. Returns false when
 * workspaces still belong to it (then nothing changes). Users who preferred it lose the preference by the
 * foreign key's ON DELETE SET NULL.
 */
export function deleteLegalEntity(orm: Orm, legalEntityId: string): Promise<boolean> {
  return orm.transaction(async (tx) => {
    if ((await countWorkspacesOf(tx, legalEntityId)) > 0) return false;
    const primaryFor = await tx
      .select({ userId: legalEntityMembers.userId })
      .from(legalEntityMembers)
      .where(and(eq(legalEntityMembers.legalEntityId, legalEntityId), eq(legalEntityMembers.isPrimary, true)));
    await tx.delete(legalEntities).where(eq(legalEntities.id, legalEntityId));
    for (const { userId } of primaryFor) await promoteNextPrimary(tx, userId);
    return true;
  });
}

export function listLegalEntityMembers(orm: Orm, legalEntityId: string) {
  return orm
    .select({
      userId: legalEntityMembers.userId,
      name: users.name,
      email: users.email,
      role: legalEntityMembers.role,
      joinedAt: legalEntityMembers.createdAt,
    })
    .from(legalEntityMembers)
    .innerJoin(users, eq(users.id, legalEntityMembers.userId))
    .where(eq(legalEntityMembers.legalEntityId, legalEntityId))
    .orderBy(sql`case ${legalEntityMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(legalEntityMembers.createdAt));
}

export async function setPreferredLegalEntity(orm: Orm, userId: string, legalEntityId: string | null): Promise<void> {
  await orm.update(users).set({ preferredLegalEntityId: legalEntityId, updatedAt: new Date() }).where(eq(users.id, userId));
}
