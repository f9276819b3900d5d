/**
 * What kanban's in-process events say about a card, built at the write from the rows it already holds: flows bind
 * their triggers to these events and notification rules listen to them, so neither reads the card again. Only
 * in-process: the sockets get ids and ranks (liveEvents.ts).
 */
import type { CardRow } from './tables';

/** The card as the write left it, as every card event carries it. */
export function cardFieldsOf(card: CardRow): Record<string, unknown> {
  return {
    cardId: card.id,
    boardId: card.boardId,
    columnId: card.columnId,
    title: card.title,
    description: card.description,
    priority: card.priority,
    assigneeIds: card.assigneeIds,
    labelIds: card.labelIds,
    dueDate: card.dueDate?.toISOString() ?? null,
    dueComplete: card.dueComplete,
    createdById: card.createdById,
  };
}

export interface CardMovedFact {
  workspaceId: string;
  boardId: string;
  cardId: string;
  title: string;
  createdById: string | null;
  actorId: string;
  fromColumnId: string | null;
  fromColumnName: string | null;
  columnId: string;
  columnName: string;
}

/** `kanban.card.moved`, beyond the live event's ids: the card and both columns by name. */
export function cardMovedFact(card: CardRow, from: { id: string | null; name: string | null }, to: { id: string; name: string }) {
  return { ...cardFieldsOf(card), fromColumnId: from.id, fromColumnName: from.name, columnId: to.id, columnName: to.name };
}
