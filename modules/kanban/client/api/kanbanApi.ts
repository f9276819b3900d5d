/** The kanban server's calls (/api/v1/modules/kanban, X-Workspace-ID from the SDK) and the core board calls. */
import { api } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import type {
  ActivityEntry,
  BoardView,
  CardAttachment,
  CardChanges,
  CardComment,
  CardSummary,
  ChecklistItem,
  DueCardsQuery,
  KanbanBoard,
  KanbanCard,
  KanbanColumn,
  KanbanLabel,
  LabelChanges,
  LabelColor,
  Neighbours,
} from './kanbanTypes';

const path = (rest: string) => `/modules/${MODULE_ID}/${rest}`;
/** Board data changes under our feet (live events, other people): never from the client's GET cache. */
const fresh = { cache: false } as const;

export const kanbanApi = {
  boards: async () => (await api.get<{ boards: KanbanBoard[] }>(path('boards'), fresh)).boards,
  archivedBoards: async () => (await api.get<{ boards: KanbanBoard[] }>(path('boards/archived'), fresh)).boards,
  createBoard: (workspaceId: string, name: string, description: string) =>
    api.post<KanbanBoard>(`/workspaces/${workspaceId}/boards`, { name, description }),
  board: (boardId: string) => api.get<BoardView>(path(`boards/${boardId}`), fresh),
  archiveBoard: async (boardId: string) => (await api.post<{ board: KanbanBoard }>(path(`boards/${boardId}/archive`))).board,
  restoreBoard: async (boardId: string) => (await api.post<{ board: KanbanBoard }>(path(`boards/${boardId}/restore`))).board,
  archivedCards: async (boardId: string) =>
    (await api.get<{ cards: CardSummary[] }>(path(`boards/${boardId}/archived-cards`), fresh)).cards,

  createColumn: async (boardId: string, name: string) =>
    (await api.post<{ column: KanbanColumn }>(path(`boards/${boardId}/columns`), { name })).column,
  updateColumn: async (columnId: string, changes: { name?: string; wipLimit?: number | null }) =>
    (await api.patch<{ column: KanbanColumn }>(path(`columns/${columnId}`), changes)).column,
  moveColumn: async (columnId: string, neighbours: Neighbours) =>
    (await api.post<{ column: KanbanColumn }>(path(`columns/${columnId}/move`), neighbours)).column,
  deleteColumn: (columnId: string, cards: 'archive' | 'move' | null, targetColumnId?: string) =>
    api.delete<{ movedCardIds: string[]; archivedCardIds: string[] }>(path(`columns/${columnId}`), {
      query: { cards, targetColumnId },
    }),

  createLabel: async (boardId: string, name: string, color: LabelColor) =>
    (await api.post<{ label: KanbanLabel }>(path(`boards/${boardId}/labels`), { name, color })).label,
  updateLabel: async (labelId: string, changes: LabelChanges) =>
    (await api.patch<{ label: KanbanLabel }>(path(`labels/${labelId}`), changes)).label,
  /** The server also takes the label off every card that carries it. */
  deleteLabel: (labelId: string) => api.delete(path(`labels/${labelId}`)),

  createCard: async (columnId: string, title: string) =>
    (await api.post<{ card: KanbanCard }>(path(`columns/${columnId}/cards`), { title })).card,
  dueCards: async ({ from, to, assignedToMe, limit }: DueCardsQuery) =>
    (await api.get<{ cards: CardSummary[] }>(path('cards/due'), { ...fresh, query: { from, to, assignedToMe, limit } })).cards,
  card: async (cardId: string) => (await api.get<{ card: KanbanCard }>(path(`cards/${cardId}`), fresh)).card,
  updateCard: async (cardId: string, changes: CardChanges) =>
    (await api.patch<{ card: KanbanCard }>(path(`cards/${cardId}`), changes)).card,
  setAssignees: async (cardId: string, userIds: string[]) =>
    (await api.put<{ card: KanbanCard }>(path(`cards/${cardId}/assignees`), { userIds })).card,
  moveCard: async (cardId: string, columnId: string, neighbours: Neighbours) =>
    (await api.post<{ card: CardSummary }>(path(`cards/${cardId}/move`), { columnId, ...neighbours })).card,
  archiveCard: async (cardId: string) => (await api.post<{ card: CardSummary }>(path(`cards/${cardId}/archive`))).card,
  restoreCard: async (cardId: string) => (await api.post<{ card: CardSummary }>(path(`cards/${cardId}/restore`), {})).card,
  deleteCard: (cardId: string) => api.delete(path(`cards/${cardId}`)),
  cardActivity: async (cardId: string) =>
    (await api.get<{ activity: ActivityEntry[] }>(path(`cards/${cardId}/activity`), fresh)).activity,

  addChecklistItem: async (cardId: string, text: string) =>
    (await api.post<{ item: ChecklistItem }>(path(`cards/${cardId}/checklist`), { text })).item,
  updateChecklistItem: async (itemId: string, changes: { text?: string; done?: boolean }) =>
    (await api.patch<{ item: ChecklistItem }>(path(`checklist/${itemId}`), changes)).item,
  moveChecklistItem: async (itemId: string, neighbours: Neighbours) =>
    (await api.patch<{ item: ChecklistItem }>(path(`checklist/${itemId}`), neighbours)).item,
  deleteChecklistItem: (itemId: string) => api.delete(path(`checklist/${itemId}`)),

  comments: async (cardId: string) =>
    (await api.get<{ comments: CardComment[] }>(path(`cards/${cardId}/comments`), fresh)).comments,
  addComment: async (cardId: string, body: string) =>
    (await api.post<{ comment: CardComment }>(path(`cards/${cardId}/comments`), { body })).comment,
  editComment: async (commentId: string, body: string) =>
    (await api.patch<{ comment: CardComment }>(path(`comments/${commentId}`), { body })).comment,
  deleteComment: (commentId: string) => api.delete(path(`comments/${commentId}`)),

  uploadAttachment: async (cardId: string, file: { fileName: string; contentType: string; dataBase64: string }) =>
    (await api.post<{ attachment: CardAttachment }>(path(`cards/${cardId}/attachments`), file)).attachment,
  deleteAttachment: (attachmentId: string) => api.delete(path(`attachments/${attachmentId}`)),
};
