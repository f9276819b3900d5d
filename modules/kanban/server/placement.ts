/**
 * Where a moved or new item goes. The caller locks the list first (the column for cards, the board for
 * columns, the card for checklist items), so two concurrent moves into one list take turns: each reads the
 * neighbours as they are now and writes a rank strictly between them. No other item is renumbered.
 */
import { and, asc, desc, eq, gt, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { coreTables, type ModuleOrm as Orm } from '@artel/sdk/server';
import { rankBetween, rankOrder } from './ranks';
import { kanbanCards, kanbanChecklistItems, kanbanColumns } from './tables';

const { boards } = coreTables;

interface RankedList {
  table: PgTable;
  id: PgColumn;
  rank: PgColumn;
  /** The rows of this one list (e.g. the not archived cards of a column). */
  scope: SQL;
}

export interface Neighbours {
  afterId?: string | null;
  beforeId?: string | null;
}

async function rankOf(orm: Orm, list: RankedList, id: string | null | undefined, movingId: string | null): Promise<string | null> {
  if (!id || id === movingId) return null;
  const [row] = await orm
    .select({ rank: list.rank })
    .from(list.table)
    .where(and(list.scope, eq(list.id, id)));
  return (row?.rank as string | undefined) ?? null;
}

async function adjacent(orm: Orm, list: RankedList, movingId: string | null, rank: string | null, direction: 'next' | 'previous') {
  const conditions = [list.scope];
  if (movingId) conditions.push(ne(list.id, movingId));
  if (rank !== null) conditions.push(direction === 'next' ? gt(rankOrder(list.rank), rank) : lt(rankOrder(list.rank), rank));
  const [row] = await orm
    .select({ rank: list.rank })
    .from(list.table)
    .where(and(...conditions))
    .orderBy(direction === 'next' ? asc(rankOrder(list.rank)) : desc(rankOrder(list.rank)))
    .limit(1);
  return (row?.rank as string | undefined) ?? null;
}

/**
 * A rank that puts the item right after `afterId`; else right before `beforeId`; else last. Neighbours that
 * are not (any more) in the list are ignored: a move planned on a stale screen still lands next to what it can.
 */
export async function placeIn(orm: Orm, list: RankedList, movingId: string | null, neighbours: Neighbours): Promise<string> {
  const after = await rankOf(orm, list, neighbours.afterId, movingId);
  if (after !== null) return rankBetween(after, await adjacent(orm, list, movingId, after, 'next'));
  const before = await rankOf(orm, list, neighbours.beforeId, movingId);
  if (before !== null) return rankBetween(await adjacent(orm, list, movingId, before, 'previous'), before);
  return rankBetween(await adjacent(orm, list, movingId, null, 'previous'), null);
}

export async function firstRank(orm: Orm, list: RankedList, movingId: string | null): Promise<string> {
  return rankBetween(null, await adjacent(orm, list, movingId, null, 'next'));
}

export const columnCards = (columnId: string): RankedList => ({
  table: kanbanCards,
  id: kanbanCards.id,
  rank: kanbanCards.rank,
  scope: and(eq(kanbanCards.columnId, columnId), isNull(kanbanCards.archivedAt))!,
});

export const boardColumns = (boardId: string): RankedList => ({
  table: kanbanColumns,
  id: kanbanColumns.id,
  rank: kanbanColumns.rank,
  scope: eq(kanbanColumns.boardId, boardId),
});

export const cardChecklist = (cardId: string): RankedList => ({
  table: kanbanChecklistItems,
  id: kanbanChecklistItems.id,
  rank: kanbanChecklistItems.rank,
  scope: eq(kanbanChecklistItems.cardId, cardId),
});

/** Serialises rank writes into one column. */
export async function lockColumn(orm: Orm, columnId: string): Promise<void> {
  await orm.select({ id: kanbanColumns.id }).from(kanbanColumns).where(eq(kanbanColumns.id, columnId)).for('update');
}

/** Serialises column rank writes of one board. */
export async function lockBoard(orm: Orm, boardId: string): Promise<void> {
  await orm.select({ id: boards.id }).from(boards).where(eq(boards.id, boardId)).for('update');
}

/** Serialises checklist rank writes of one card. */
export async function lockCard(orm: Orm, cardId: string): Promise<void> {
  await orm.select({ id: kanbanCards.id }).from(kanbanCards).where(eq(kanbanCards.id, cardId)).for('update');
}
