/**
 * What kanban's in-process events say about a card, built at the write from the rows it already holds: flows bind
 * their triggers to these events and notification rules listen to them, so neither reads the card again. Only
 * in-process: the sockets get ids and ranks (liveEvents.ts).
 */
import type { CardRow, CommentRow } from './tables';

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

/** Whom the notices name as acting: the author another module made the card for, else the member who acted. */
export interface NoticeActor {
  /** Null for an author who is no member: then nobody is spared the notice as its actor. */
  userId: string | null;
  name: string;
  via?: string;
}

export interface CardAssignedFact {
  workspaceId: string;
  boardId: string;
  cardId: string;
  title: string;
  actorId: string;
  assigneeId: string;
  noticeActor: NoticeActor;
}

/** `kanban.card.assigned`, once for each newly assigned person, with whom the notice names as acting. */
export function cardAssignedFact(card: CardRow, assigneeId: string, noticeActor: NoticeActor) {
  return { ...cardFieldsOf(card), assigneeId, noticeActor };
}

export interface CommentAddedFact {
  workspaceId: string;
  boardId: string;
  cardId: string;
  title: string;
  createdById: string | null;
  assigneeIds: string[];
  watcherIds: string[];
  actorId: string;
  actorName: string;
  text: string;
  mentionIds: string[];
}

/**
 * `kanban.comment.added`, beyond the live event's ids: the card with its watchers, the comment, its author's name
 * and whom it mentions. A mention is part of the comment, not a fact of its own: one event tells of both, so the
 * card's people hear of the comment once.
 */
export function commentAddedFact(card: CardRow, comment: CommentRow, authorName: string, mentionIds: string[]) {
  return { ...cardFieldsOf(card), watcherIds: card.watcherIds, actorName: authorName, text: comment.body, mentionIds };
}
