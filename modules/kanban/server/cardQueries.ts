/** Reading cards: lean summaries for many cards in one query per table, the full card for the dialog. */
import { and, arrayContains, asc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { coreTables, type ModuleOrm as Orm } from '@artel/sdk/server';
import { cardNotFound } from './kanbanErrors';
import { notDone } from './overdue/overdueSql';
import { rankOrder } from './ranks';
import type { CardJson, CardSummaryJson } from './schemas';
import { type CardCounts, type CardSummaryRow, NO_COUNTS, toAttachmentJson, toCardSummaryJson, toChecklistItemJson } from './serialise';
import { type CardRow, kanbanAttachments, kanbanCards, kanbanChecklistItems, kanbanComments } from './tables';

const { boards } = coreTables;

const summaryFields = {
  id: kanbanCards.id,
  boardId: kanbanCards.boardId,
  columnId: kanbanCards.columnId,
  title: kanbanCards.title,
  priority: kanbanCards.priority,
  startDate: kanbanCards.startDate,
  dueDate: kanbanCards.dueDate,
  dueComplete: kanbanCards.dueComplete,
  assigneeIds: kanbanCards.assigneeIds,
  labelIds: kanbanCards.labelIds,
  rank: kanbanCards.rank,
  createdById: kanbanCards.createdById,
  archivedAt: kanbanCards.archivedAt,
  updatedAt: kanbanCards.updatedAt,
  hasDescription: sql<boolean>`(${kanbanCards.description} <> '')`.mapWith(Boolean),
};

/** Checklist, comment and attachment counts of the cards the condition selects: one grouped query per table. */
async function countsOf(orm: Orm, cards: SQL): Promise<Map<string, CardCounts>> {
  const cardIds = orm.select({ id: kanbanCards.id }).from(kanbanCards).where(cards);
  const [checklists, comments, attachments] = await Promise.all([
    orm
      .select({
        cardId: kanbanChecklistItems.cardId,
        total: sql<number>`count(*)`.mapWith(Number),
        done: sql<number>`count(*) filter (where ${kanbanChecklistItems.done})`.mapWith(Number),
      })
      .from(kanbanChecklistItems)
      .where(inArray(kanbanChecklistItems.cardId, cardIds))
      .groupBy(kanbanChecklistItems.cardId),
    orm
      .select({ cardId: kanbanComments.cardId, total: sql<number>`count(*)`.mapWith(Number) })
      .from(kanbanComments)
      .where(inArray(kanbanComments.cardId, cardIds))
      .groupBy(kanbanComments.cardId),
    orm
      .select({ cardId: kanbanAttachments.cardId, total: sql<number>`count(*)`.mapWith(Number) })
      .from(kanbanAttachments)
      .where(inArray(kanbanAttachments.cardId, cardIds))
      .groupBy(kanbanAttachments.cardId),
  ]);
  const counts = new Map<string, CardCounts>();
  const entry = (cardId: string) => {
    let found = counts.get(cardId);
    if (!found) counts.set(cardId, (found = { ...NO_COUNTS }));
    return found;
  };
  for (const row of checklists) Object.assign(entry(row.cardId), { checklistTotal: row.total, checklistDone: row.done });
  for (const row of comments) entry(row.cardId).comments = row.total;
  for (const row of attachments) entry(row.cardId).attachments = row.total;
  return counts;
}

async function summaries(orm: Orm, where: SQL, order: SQL[], limit?: number): Promise<CardSummaryJson[]> {
  const query = orm
    .select(summaryFields)
    .from(kanbanCards)
    .where(where)
    .orderBy(...order);
  const [rows, counts] = await Promise.all([limit === undefined ? query : query.limit(limit), countsOf(orm, where)]);
  return rows.map((row: CardSummaryRow) => toCardSummaryJson(row, counts.get(row.id) ?? NO_COUNTS));
}

export interface DueFilter {
  boardIds: string[];
  from?: Date;
  to?: Date;
  assigneeId?: string;
  /** Only cards not done (shared/overdue.ts): 'My cards' lists what is still to do. */
  open?: boolean;
  limit: number;
}

/** Not archived cards with a due date on the given boards, soonest first: the calendar and 'My cards'. */
export function dueCards(orm: Orm, filter: DueFilter): Promise<CardSummaryJson[]> {
  if (filter.boardIds.length === 0) return Promise.resolve([]);
  const conditions: SQL[] = [inArray(kanbanCards.boardId, filter.boardIds), isNull(kanbanCards.archivedAt), isNotNull(kanbanCards.dueDate)];
  if (filter.from) conditions.push(gte(kanbanCards.dueDate, filter.from));
  if (filter.to) conditions.push(lt(kanbanCards.dueDate, filter.to));
  if (filter.assigneeId) conditions.push(arrayContains(kanbanCards.assigneeIds, [filter.assigneeId]));
  if (filter.open) conditions.push(notDone('kanban_cards'));
  return summaries(orm, and(...conditions)!, [asc(kanbanCards.dueDate), asc(kanbanCards.id)], filter.limit);
}

export async function cardSummary(orm: Orm, cardId: string): Promise<CardSummaryJson> {
  const [summary] = await summaries(orm, eq(kanbanCards.id, cardId), []);
  if (!summary) throw cardNotFound();
  return summary;
}

export async function fullCard(orm: Orm, card: CardRow): Promise<CardJson> {
  const [summary, items, attachments] = await Promise.all([
    cardSummary(orm, card.id),
    orm
      .select()
      .from(kanbanChecklistItems)
      .where(eq(kanbanChecklistItems.cardId, card.id))
      .orderBy(asc(rankOrder(kanbanChecklistItems.rank)), asc(kanbanChecklistItems.id)),
    orm.select().from(kanbanAttachments).where(eq(kanbanAttachments.cardId, card.id)).orderBy(asc(kanbanAttachments.createdAt)),
  ]);
  return {
    ...summary,
    description: card.description,
    watcherIds: card.watcherIds,
    checklistItems: items.map(toChecklistItemJson),
    attachments: attachments.map(toAttachmentJson),
    createdAt: card.createdAt.toISOString(),
  };
}

/** A card of a board in the given workspace (any other answers 404 card_not_found). */
export async function findCard(orm: Orm, workspaceId: string, cardId: string): Promise<CardRow> {
  const [row] = await orm
    .select({ card: kanbanCards })
    .from(kanbanCards)
    .innerJoin(boards, eq(boards.id, kanbanCards.boardId))
    .where(and(eq(kanbanCards.id, cardId), eq(boards.workspaceId, workspaceId)));
  if (!row) throw cardNotFound();
  return row.card;
}

/** Not archived cards per board, for board lists. */
export async function cardCountsByBoard(orm: Orm, boardIds: string[]): Promise<Map<string, number>> {
  if (boardIds.length === 0) return new Map();
  const rows = await orm
    .select({ boardId: kanbanCards.boardId, total: sql<number>`count(*)`.mapWith(Number) })
    .from(kanbanCards)
    .where(and(inArray(kanbanCards.boardId, boardIds), isNull(kanbanCards.archivedAt)))
    .groupBy(kanbanCards.boardId);
  return new Map(rows.map((row) => [row.boardId, row.total]));
}
