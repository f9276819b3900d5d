/**
 * Changes to a card as a given caller (their board access): what the card routes do for a request, and what
 * kanban's flow actions do for a flow's owner, so both follow the same checks and tell the same people.
 */
import type { Static } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { ModuleServices } from '@artel/sdk/server';
import { recordActivity } from './activity';
import { assigneeNames, cardPatchDetail, columnNames } from './activityDetail';
import { type BoardAccess, requirePermission, requireWritable } from './boardAccess';
import { bumpBoardVersion } from './boardVersion';
import { cardMovedFact } from './cardFacts';
import { requireDatesInOrder, requireLabels, requireMembers, tellAssignees, tellLabelled, toDate, unique } from './cardCreation';
import { kanbanConfig, requireRoom } from './kanbanConfig';
import { cardArchived, dueCompleteWithoutDue, invalidMoveTarget } from './kanbanErrors';
import { publishBoardEvent } from './liveEvents';
import { cardChecklist, columnCards, lockCard, placeIn } from './placement';
import type { CardPatchBody, MoveCardBody } from './schemas';
import { type CardRow, kanbanCards, kanbanChecklistItems, kanbanColumns } from './tables';

export type CardPatch = Static<typeof CardPatchBody>;
export type MoveTarget = Static<typeof MoveCardBody>;

export async function patchCard(kanban: ModuleServices, access: BoardAccess, card: CardRow, body: CardPatch): Promise<CardRow> {
  const { orm } = kanban.db;
  await requireWritable(kanban, access, 'edit_card');
  const labelIds = body.labelIds === undefined ? undefined : unique(body.labelIds);
  if (labelIds) await requireLabels(orm, card.boardId, labelIds);
  const startDate = toDate(body.startDate);
  const dueDate = toDate(body.dueDate);
  requireDatesInOrder(startDate === undefined ? card.startDate : startDate, dueDate === undefined ? card.dueDate : dueDate);
  const dueComplete = dueCompleteAfter(card, dueDate, body.dueComplete);
  const changes = {
    ...(body.title === undefined ? {} : { title: body.title.trim() }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.priority === undefined ? {} : { priority: body.priority }),
    ...(startDate === undefined ? {} : { startDate }),
    ...(dueDate === undefined ? {} : { dueDate }),
    ...(labelIds === undefined ? {} : { labelIds }),
  };
  const updated = await orm.transaction(async (tx) => {
    const [row] = await tx
      .update(kanbanCards)
      .set({ ...changes, dueComplete, updatedAt: new Date() })
      .where(eq(kanbanCards.id, card.id))
      .returning();
    await bumpBoardVersion(tx, card.boardId, card.id);
    const entry = { boardId: card.boardId, cardId: card.id, actorId: access.userId };
    if (Object.keys(changes).length > 0 || dueComplete === card.dueComplete) {
      await recordActivity(tx, { ...entry, kind: 'card.updated', data: await cardPatchDetail(tx, card, changes) });
    }
    if (dueComplete !== card.dueComplete)
      await recordActivity(tx, { ...entry, kind: dueComplete ? 'card.due_completed' : 'card.due_reopened' });
    return row!;
  });
  await publishBoardEvent(kanban, access.context.workspaceId, {
    kind: 'kanban.card.updated',
    boardId: card.boardId,
    actorId: access.userId,
    cardId: card.id,
  });
  await tellLabelled(
    kanban,
    access,
    updated,
    (labelIds ?? []).filter((id) => !card.labelIds.includes(id)),
  );
  return updated;
}

/**
 * The due-complete mark after a change: as asked, else kept while the due date stays, and cleared with a new
 * or removed due date (a new deadline is a new promise). Only a card with a due date can have it marked.
 */
function dueCompleteAfter(card: CardRow, dueDate: Date | null | undefined, asked: boolean | undefined): boolean {
  const due = dueDate === undefined ? card.dueDate : dueDate;
  if (asked === true && due === null) throw dueCompleteWithoutDue();
  if (asked !== undefined) return asked;
  const sameDue = dueDate === undefined || (dueDate !== null && card.dueDate !== null && dueDate.getTime() === card.dueDate.getTime());
  return sameDue && card.dueComplete;
}

/** Sets the card's assignees to exactly these members, telling the newly assigned. */
export async function setAssignees(kanban: ModuleServices, access: BoardAccess, card: CardRow, wanted: string[]): Promise<CardRow> {
  const { orm } = kanban.db;
  await requireWritable(kanban, access, 'assign_card');
  const userIds = unique(wanted);
  await requireMembers(kanban, access.context.workspaceId, userIds);
  const added = userIds.filter((id) => !card.assigneeIds.includes(id));
  const removed = card.assigneeIds.filter((id) => !userIds.includes(id));
  const names = await assigneeNames(kanban, added, removed);
  const updated = await orm.transaction(async (tx) => {
    const [row] = await tx
      .update(kanbanCards)
      .set({ assigneeIds: userIds, updatedAt: new Date() })
      .where(eq(kanbanCards.id, card.id))
      .returning();
    await bumpBoardVersion(tx, card.boardId, card.id);
    await recordActivity(tx, {
      boardId: card.boardId,
      cardId: card.id,
      actorId: access.userId,
      kind: 'card.assigned',
      data: { added, removed, ...names },
    });
    return row!;
  });
  await publishBoardEvent(kanban, access.context.workspaceId, {
    kind: 'kanban.card.updated',
    boardId: card.boardId,
    actorId: access.userId,
    cardId: card.id,
  });
  await tellAssignees(kanban, access, updated, added);
  return updated;
}

/**
 * The caller starts or stops watching the card: anyone who may read the board, an archived one too. One
 * statement, so that two members watching at once both stay listed.
 */
export async function setWatching(kanban: ModuleServices, access: BoardAccess, card: CardRow, watching: boolean): Promise<CardRow> {
  await requirePermission(kanban, access, 'view_boards');
  const without = sql`array_remove(${kanbanCards.watcherIds}, ${access.userId}::uuid)`;
  const [row] = await kanban.db.orm
    .update(kanbanCards)
    .set({ watcherIds: watching ? sql`array_append(${without}, ${access.userId}::uuid)` : without })
    .where(eq(kanbanCards.id, card.id))
    .returning();
  return row!;
}

export async function moveCard(kanban: ModuleServices, access: BoardAccess, card: CardRow, target: MoveTarget): Promise<void> {
  const { orm } = kanban.db;
  await requireWritable(kanban, access, 'move_card');
  if (card.archivedAt) throw cardArchived();
  const { columnId, afterId, beforeId } = target;
  const config = kanbanConfig(access.context.config);
  const { moved, column, names } = await orm.transaction(async (tx) => {
    const [targetColumn] = await tx
      .select()
      .from(kanbanColumns)
      .where(and(eq(kanbanColumns.id, columnId), eq(kanbanColumns.boardId, card.boardId)))
      .for('update');
    if (!targetColumn) throw invalidMoveTarget();
    const [current] = await tx.select().from(kanbanCards).where(eq(kanbanCards.id, card.id)).for('update');
    if (!current || current.archivedAt) throw cardArchived();
    if (current.columnId !== targetColumn.id) await requireRoom(tx, config, targetColumn.id, 1, card.id);
    const rank = await placeIn(tx, columnCards(targetColumn.id), card.id, { afterId, beforeId });
    const [row] = await tx
      .update(kanbanCards)
      .set({ columnId: targetColumn.id, rank, updatedAt: new Date() })
      .where(eq(kanbanCards.id, card.id))
      .returning();
    await bumpBoardVersion(tx, card.boardId, card.id);
    const names = await columnNames(tx, current.columnId, targetColumn.id);
    await recordActivity(tx, {
      boardId: card.boardId,
      cardId: card.id,
      actorId: access.userId,
      kind: 'card.moved',
      data: { fromColumnId: current.columnId, toColumnId: targetColumn.id, ...names },
    });
    return { moved: { row: row!, fromColumnId: current.columnId }, column: targetColumn, names };
  });
  // Flows (the trigger of the same name) and the «card moved» notification (cardMovedNotice.ts) listen to this.
  await publishBoardEvent(
    kanban,
    access.context.workspaceId,
    {
      kind: 'kanban.card.moved',
      boardId: card.boardId,
      actorId: access.userId,
      cardId: card.id,
      fromColumnId: moved.fromColumnId,
      columnId: column.id,
      rank: moved.row.rank,
    },
    cardMovedFact(moved.row, { id: moved.fromColumnId, name: names.fromColumnName }, { id: column.id, name: column.name }),
  );
}

export async function addChecklistItem(kanban: ModuleServices, access: BoardAccess, card: CardRow, text: string) {
  await requireWritable(kanban, access, 'edit_card');
  const item = await kanban.db.orm.transaction(async (tx) => {
    await lockCard(tx, card.id);
    const rank = await placeIn(tx, cardChecklist(card.id), null, {});
    const [created] = await tx.insert(kanbanChecklistItems).values({ cardId: card.id, text: text.trim(), rank }).returning();
    await bumpBoardVersion(tx, card.boardId, card.id);
    return created!;
  });
  await publishBoardEvent(kanban, access.context.workspaceId, {
    kind: 'kanban.card.updated',
    boardId: card.boardId,
    actorId: access.userId,
    cardId: card.id,
  });
  return item;
}
