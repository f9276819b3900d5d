/** The activity log of boards and cards: written inside the change's transaction, read newest first. */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { coreTables, type ModuleOrm as Orm } from '@artel/sdk/server';
import type { ActivityJson } from './schemas';
import { kanbanActivity } from './tables';

const { users } = coreTables;

export interface ActivityEntry {
  boardId: string;
  cardId?: string | null;
  actorId: string;
  kind: string;
  data?: Record<string, unknown>;
}

export async function recordActivity(orm: Orm, entry: ActivityEntry): Promise<void> {
  await orm.insert(kanbanActivity).values({
    boardId: entry.boardId,
    cardId: entry.cardId ?? null,
    actorId: entry.actorId,
    kind: entry.kind,
    data: entry.data ?? {},
  });
}

export async function listActivity(
  orm: Orm,
  scope: { boardId: string; cardId?: string },
  page: { limit: number; before?: string },
): Promise<{ activity: ActivityJson[]; hasMore: boolean }> {
  const conditions: SQL[] = [eq(kanbanActivity.boardId, scope.boardId)];
  if (scope.cardId) conditions.push(eq(kanbanActivity.cardId, scope.cardId));
  if (page.before) conditions.push(lt(kanbanActivity.createdAt, new Date(page.before)));
  const rows = await orm
    .select({ entry: kanbanActivity, actorName: users.name })
    .from(kanbanActivity)
    .leftJoin(users, eq(users.id, kanbanActivity.actorId))
    .where(and(...conditions))
    .orderBy(desc(kanbanActivity.createdAt), desc(kanbanActivity.id))
    .limit(page.limit + 1);
  return {
    hasMore: rows.length > page.limit,
    activity: rows.slice(0, page.limit).map(({ entry, actorName }) => ({
      id: entry.id,
      boardId: entry.boardId,
      cardId: entry.cardId,
      actorId: entry.actorId,
      actorName: actorName ?? '',
      kind: entry.kind,
      data: entry.data,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
