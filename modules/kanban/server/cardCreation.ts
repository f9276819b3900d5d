/**
 * Making a card, for the route (POST /columns/:id/cards) and for other modules through the `kanban.cards`
 * service (a Telegram message, a flow), with the same checks: rights, members, labels, dates, column room.
 */
import { type ModuleOrm as Orm, type ModuleServices } from '@artel/sdk/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import type { OnBehalfOf } from '../contract';
import { recordActivity } from './activity';
import { bumpBoardVersion } from './boardVersion';
import { cardAssignedFact, cardFieldsOf } from './cardFacts';
import { type BoardAccess, requirePermission, requireWritable } from './boardAccess';
import { kanbanConfig, requireRoom } from './kanbanConfig';
import { assigneeNotMember, datesOutOfOrder, labelNotFound } from './kanbanErrors';
import { publishBoardEvent } from './liveEvents';
import { columnCards, firstRank, lockColumn, placeIn } from './placement';
import type { CardCreateBody } from './schemas';
import { type CardRow, type ColumnRow, kanbanCards, kanbanLabels } from './tables';

export type NewCard = Static<typeof CardCreateBody>;

/**
 * A card made by another module for someone outside the board (the author of a Telegram message): the
 * rights that apply stay the caller's, but the activity and the notifications name the one it is for.
 */
export async function requireMembers(kanban: ModuleServices, workspaceId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const members = new Set((await kanban.members.byIds(workspaceId, userIds)).map((member) => member.userId));
  const stranger = userIds.find((id) => !members.has(id));
  if (stranger) throw assigneeNotMember(stranger);
}

export async function requireLabels(orm: Orm, boardId: string, labelIds: string[]): Promise<void> {
  if (labelIds.length === 0) return;
  const found = await orm
    .select({ id: kanbanLabels.id })
    .from(kanbanLabels)
    .where(and(eq(kanbanLabels.boardId, boardId), inArray(kanbanLabels.id, labelIds)));
  if (found.length !== labelIds.length) throw labelNotFound();
}

export const unique = (ids: string[] | undefined) => [...new Set(ids ?? [])];
export const toDate = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

export function requireDatesInOrder(start: Date | null, due: Date | null): void {
  if (start && due && start.getTime() > due.getTime()) throw datesOutOfOrder();
}

export async function actorName(kanban: ModuleServices, userId: string): Promise<string> {
  return (await kanban.members.user(userId))?.name ?? '';
}

/** `kanban.card.labeled` once for each label the card just got (flows listening for a label bind to it). */
export async function tellLabelled(kanban: ModuleServices, access: BoardAccess, card: CardRow, added: string[]): Promise<void> {
  for (const labelId of added) {
    await kanban.events.emit('kanban.card.labeled', {
      ...cardFieldsOf(card),
      workspaceId: access.context.workspaceId,
      actorId: access.userId,
      labelId,
    });
  }
}

/**
 * Emits `kanban.card.assigned` once for each newly assigned person: flows bind to it and the «assigned to you»
 * notice listens to it (cardAssignedNotice.ts), naming the author a card was made for, else the actor.
 */
export async function tellAssignees(
  kanban: ModuleServices,
  access: BoardAccess,
  card: CardRow,
  added: string[],
  onBehalfOf?: OnBehalfOf,
): Promise<void> {
  if (added.length === 0) return;
  const noticeActor = onBehalfOf
    ? { userId: onBehalfOf.userId ?? null, name: onBehalfOf.name, via: onBehalfOf.via }
    : { userId: access.userId, name: await actorName(kanban, access.userId) };
  for (const assigneeId of added) {
    await kanban.events.emit('kanban.card.assigned', {
      ...cardAssignedFact(card, assigneeId, noticeActor),
      workspaceId: access.context.workspaceId,
      actorId: access.userId,
    });
  }
}

/** Creates the card in the column as the caller of `access`, then tells the board's viewers and the assignees. */
export async function createCard(
  kanban: ModuleServices,
  access: BoardAccess,
  column: ColumnRow,
  body: NewCard,
  onBehalfOf?: OnBehalfOf,
): Promise<CardRow> {
  const { orm } = kanban.db;
  await requireWritable(kanban, access, 'create_cards');
  const assigneeIds = unique(body.assigneeIds);
  const labelIds = unique(body.labelIds);
  if (assigneeIds.length > 0) await requirePermission(kanban, access, 'assign_card');
  await requireMembers(kanban, access.context.workspaceId, assigneeIds);
  await requireLabels(orm, column.boardId, labelIds);
  const startDate = toDate(body.startDate) ?? null;
  const dueDate = toDate(body.dueDate) ?? null;
  requireDatesInOrder(startDate, dueDate);
  const config = kanbanConfig(access.context.config);
  const card = await orm.transaction(async (tx) => {
    await lockColumn(tx, column.id);
    await requireRoom(tx, config, column.id, 1);
    const list = columnCards(column.id);
    const rank = body.position === 'top' ? await firstRank(tx, list, null) : await placeIn(tx, list, null, {});
    const [created] = await tx
      .insert(kanbanCards)
      .values({
        boardId: column.boardId,
        columnId: column.id,
        title: body.title.trim(),
        description: body.description ?? '',
        priority: body.priority ?? 'medium',
        startDate,
        dueDate,
        assigneeIds,
        labelIds,
        rank,
        createdById: access.userId,
      })
      .returning();
    await bumpBoardVersion(tx, column.boardId, created!.id);
    await recordActivity(tx, {
      boardId: column.boardId,
      cardId: created!.id,
      actorId: access.userId,
      kind: 'card.created',
      data: {
        columnId: column.id,
        title: created!.title,
        ...(onBehalfOf ? { onBehalfOf: { name: onBehalfOf.name, via: onBehalfOf.via } } : {}),
      },
    });
    return created!;
  });
  await publishBoardEvent(
    kanban,
    access.context.workspaceId,
    { kind: 'kanban.card.created', boardId: card.boardId, actorId: access.userId, cardId: card.id, columnId: column.id, rank: card.rank },
    cardFieldsOf(card),
  );
  await tellAssignees(kanban, access, card, assigneeIds, onBehalfOf);
  await tellLabelled(kanban, access, card, card.labelIds);
  return card;
}
