/** Kanban shapes as /api/v1/modules/kanban sends them (see the server's API doc). */
export type CardPriority = 'low' | 'medium' | 'high' | 'urgent';

export const CARD_PRIORITIES: readonly CardPriority[] = ['low', 'medium', 'high', 'urgent'];

export interface KanbanLabel {
  id: string;
  name: string;
  color: string;
}

export interface KanbanColumn {
  id: string;
  boardId: string;
  name: string;
  /** Lexical rank: columns sort by it. */
  position: string;
  wipLimit: number | null;
}

export interface ChecklistItem {
  id: string;
  text: string;
  done: boolean;
}

export interface KanbanCard {
  id: string;
  boardId: string;
  columnId: string;
  title: string;
  description: string;
  assigneeIds: string[];
  labelIds: string[];
  priority: CardPriority | null;
  /** 'YYYY-MM-DD' or null. */
  startDate: string | null;
  dueDate: string | null;
  /** Lexical rank within its column. */
  position: string;
  archived: boolean;
  checklist: ChecklistItem[];
  createdById: string;
  createdAt: string;
  updatedAt: string;
}

export interface CardAttachment {
  id: string;
  fileName: string;
  size: number;
  contentType: string;
  url: string;
  uploadedById: string;
  createdAt: string;
}

export interface CardComment {
  id: string;
  cardId: string;
  authorId: string;
  authorName: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export interface ActivityEntry {
  id: string;
  action: string;
  actorId: string;
  actorName: string;
  data: Record<string, unknown>;
  createdAt: string;
}

export interface BoardSnapshot {
  board: { id: string; workspaceId: string; name: string; description: string };
  columns: KanbanColumn[];
  cards: KanbanCard[];
  labels: KanbanLabel[];
}

/** What the card dialog may change; the server answers with the whole card. */
export type CardChanges = Partial<
  Pick<KanbanCard, 'title' | 'description' | 'assigneeIds' | 'labelIds' | 'priority' | 'startDate' | 'dueDate' | 'checklist'>
>;
