/** Kanban shapes as /api/v1/modules/kanban sends them (/work/notes/api-kanban.md). */
import type { BoardRole } from '@artel/sdk';

export type CardPriority = 'low' | 'medium' | 'high' | 'urgent';

export const CARD_PRIORITIES: readonly CardPriority[] = ['low', 'medium', 'high', 'urgent'];

export const LABEL_COLORS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink'] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export interface KanbanBoard {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  createdById: string | null;
  role: BoardRole | null;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Not archived cards; only in lists. */
  cardCount?: number;
}

export interface KanbanLabel {
  id: string;
  boardId: string;
  name: string;
  color: LabelColor;
}

/** Fields PATCH /labels/{id} accepts. */
export type LabelChanges = Partial<Pick<KanbanLabel, 'name' | 'color'>>;

export interface KanbanColumn {
  id: string;
  boardId: string;
  name: string;
  rank: string;
  /** A soft limit: the column shows as over it, the server still accepts cards. */
  wipLimit: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface CardSummary {
  id: string;
  boardId: string;
  columnId: string;
  title: string;
  rank: string;
  priority: CardPriority;
  startDate: string | null;
  dueDate: string | null;
  /** The due date marked «готово»: the card is not overdue whatever its date. */
  dueComplete: boolean;
  assigneeIds: string[];
  labelIds: string[];
  checklist: { done: number; total: number };
  commentCount: number;
  attachmentCount: number;
  hasDescription: boolean;
  createdById: string | null;
  archivedAt: string | null;
  updatedAt: string;
}

/** GET /cards/due: due dates in [from, to) as ISO instants; the server sends at most `limit` cards, soonest first. */
export interface DueCardsQuery {
  from?: string | undefined;
  to?: string | undefined;
  assignedToMe?: boolean | undefined;
  /** Only cards not done (not in their board's last column, due date not marked complete). */
  open?: boolean | undefined;
  limit?: number | undefined;
}

export interface ChecklistItem {
  id: string;
  cardId: string;
  text: string;
  done: boolean;
  rank: string;
  createdAt: string;
}

export interface CardAttachment {
  id: string;
  cardId: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedById: string | null;
  createdAt: string;
  url: string;
}

export interface KanbanCard extends CardSummary {
  description: string;
  /** Members who hear of the card's comments by their own choice. */
  watcherIds: string[];
  checklistItems: ChecklistItem[];
  attachments: CardAttachment[];
  createdAt: string;
}

export interface CardComment {
  id: string;
  cardId: string;
  authorId: string | null;
  authorName: string;
  body: string;
  createdAt: string;
  updatedAt: string;
  editedAt: string | null;
}

export interface ActivityEntry {
  id: string;
  boardId: string;
  cardId: string | null;
  actorId: string | null;
  actorName: string;
  kind: string;
  data: Record<string, unknown>;
  createdAt: string;
}

export interface BoardConfig {
  maxCardsPerColumn: number;
  pollingInterval: number;
  dragDrop: boolean;
  archive: boolean;
}

export interface BoardView {
  board: KanbanBoard;
  columns: KanbanColumn[];
  cards: CardSummary[];
  labels: KanbanLabel[];
  /** What the caller may do on this board, resolved by the server. */
  permissions: string[];
  config: BoardConfig;
}

/** Fields PATCH /cards/{id} accepts. */
export type CardChanges = Partial<
  Pick<KanbanCard, 'title' | 'description' | 'priority' | 'startDate' | 'dueDate' | 'dueComplete' | 'labelIds'>
>;

export interface Neighbours {
  afterId: string | null;
  beforeId: string | null;
}

/** One hit of GET cards/search. */
export interface CardSearchHit {
  id: string;
  boardId: string;
  boardName: string;
  title: string;
}
