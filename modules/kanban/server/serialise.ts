/** Rows to the JSON of the API doc. */
import { type BoardRole } from '@artel/sdk/server';
import type { BoardRow } from './boardAccess';
import type { AttachmentJson, CardSummaryJson, ChecklistItemJson, ColumnJson, CommentJson, KanbanBoardJson, LabelJson } from './schemas';
import type { AttachmentRow, CardRow, ChecklistItemRow, ColumnRow, CommentRow, LabelRow } from './tables';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export interface CardCounts {
  checklistDone: number;
  checklistTotal: number;
  comments: number;
  attachments: number;
}

export const NO_COUNTS: CardCounts = { checklistDone: 0, checklistTotal: 0, comments: 0, attachments: 0 };

export function toBoardJson(board: BoardRow, archivedAt: Date | null, role: string | null, cardCount?: number): KanbanBoardJson {
  return {
    id: board.id,
    workspaceId: board.workspaceId,
    name: board.name,
    description: board.description,
    createdById: board.createdById,
    role: role as BoardRole | null,
    archivedAt: iso(archivedAt),
    createdAt: board.createdAt.toISOString(),
    updatedAt: board.updatedAt.toISOString(),
    ...(cardCount === undefined ? {} : { cardCount }),
  };
}

export function toColumnJson(column: ColumnRow): ColumnJson {
  return {
    id: column.id,
    boardId: column.boardId,
    name: column.name,
    rank: column.rank,
    wipLimit: column.wipLimit,
    createdAt: column.createdAt.toISOString(),
    updatedAt: column.updatedAt.toISOString(),
  };
}

export function toLabelJson(label: LabelRow): LabelJson {
  return { id: label.id, boardId: label.boardId, name: label.name, color: label.color };
}

/** The card row without its description (the lean board-view columns). */
export type CardSummaryRow = Omit<CardRow, 'description' | 'createdAt' | 'watcherIds'> & { hasDescription: boolean };

export function toCardSummaryJson(card: CardSummaryRow, counts: CardCounts): CardSummaryJson {
  return {
    id: card.id,
    boardId: card.boardId,
    columnId: card.columnId,
    title: card.title,
    rank: card.rank,
    priority: card.priority,
    startDate: iso(card.startDate),
    dueDate: iso(card.dueDate),
    dueComplete: card.dueComplete,
    assigneeIds: card.assigneeIds,
    labelIds: card.labelIds,
    checklist: { done: counts.checklistDone, total: counts.checklistTotal },
    commentCount: counts.comments,
    attachmentCount: counts.attachments,
    hasDescription: card.hasDescription,
    createdById: card.createdById,
    archivedAt: iso(card.archivedAt),
    updatedAt: card.updatedAt.toISOString(),
  };
}

export function toChecklistItemJson(item: ChecklistItemRow): ChecklistItemJson {
  return { id: item.id, cardId: item.cardId, text: item.text, done: item.done, rank: item.rank, createdAt: item.createdAt.toISOString() };
}

export function toAttachmentJson(attachment: AttachmentRow): AttachmentJson {
  return {
    id: attachment.id,
    cardId: attachment.cardId,
    fileName: attachment.fileName,
    contentType: attachment.contentType,
    size: attachment.size,
    uploadedById: attachment.uploadedById,
    createdAt: attachment.createdAt.toISOString(),
    url: `/api/v1/modules/kanban/attachments/${attachment.id}/download?workspaceId=${attachment.workspaceId}`,
  };
}

export function toCommentJson(comment: CommentRow, authorName: string | null): CommentJson {
  return {
    id: comment.id,
    cardId: comment.cardId,
    authorId: comment.authorId,
    authorName: authorName ?? '',
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
    editedAt: iso(comment.editedAt),
  };
}
