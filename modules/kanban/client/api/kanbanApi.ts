/** The kanban server's calls (/api/v1/modules/kanban, X-Workspace-ID from the SDK) and the core board calls. */
import type { BoardRole } from '@artel/sdk';
import { kanbanSdk } from '../kanbanSdk';
import type {
  ActivityEntry,
  BoardView,
  CardAttachment,
  CardChanges,
  CardComment,
  CardSearchHit,
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

/** A workspace member as the board's access list shows them (the platform's board roles, SPEC §6). */
export interface BoardMember {
  userId: string;
  name: string;
  email: string;
  /** The member's uploaded picture; null: initials. */
  avatarUrl?: string | null;
  workspaceRole: string;
  /** Set on this board; null: the default of the workspace role applies. */
  boardRole: BoardRole | null;
  /** What the workspace role gives on every board; null for a guest. */
  defaultRole: BoardRole | null;
  /** What applies; null: no access. */
  effectiveRole: BoardRole | null;
}

const boardMembersPath = (board: Pick<KanbanBoard, 'id' | 'workspaceId'>) => `/workspaces/${board.workspaceId}/boards/${board.id}/members`;

/** The module's own client: its paths are relative to /api/v1/modules/kanban. */
const api = () => kanbanSdk().api;
/** Board data changes under our feet (live events, other people): never from the client's GET cache. */
const fresh = { cache: false } as const;

export const kanbanApi = {
  boards: async () => (await api().get<{ boards: KanbanBoard[] }>('boards', fresh)).boards,
  archivedBoards: async () => (await api().get<{ boards: KanbanBoard[] }>('boards/archived', fresh)).boards,
  createBoard: (workspaceId: string, name: string, description: string) =>
    kanbanSdk().platformApi.post<KanbanBoard>(`/workspaces/${workspaceId}/boards`, { name, description, withDefaults: true }),
  board: (boardId: string) => api().get<BoardView>(`boards/${boardId}`, fresh),
  archiveBoard: async (boardId: string) => (await api().post<{ board: KanbanBoard }>(`boards/${boardId}/archive`)).board,
  updateBoard: async (boardId: string, changes: { name?: string; description?: string }) =>
    (await api().patch<{ board: KanbanBoard }>(`boards/${boardId}`, changes)).board,
  boardMembers: async (board: Pick<KanbanBoard, 'id' | 'workspaceId'>) =>
    (await kanbanSdk().platformApi.get<{ members: BoardMember[] }>(boardMembersPath(board), fresh)).members,
  setBoardRole: (board: Pick<KanbanBoard, 'id' | 'workspaceId'>, userId: string, role: BoardRole | null) =>
    kanbanSdk().platformApi.put<BoardMember>(`${boardMembersPath(board)}/${userId}`, { role }),
  restoreBoard: async (boardId: string) => (await api().post<{ board: KanbanBoard }>(`boards/${boardId}/restore`)).board,
  archivedCards: async (boardId: string) => (await api().get<{ cards: CardSummary[] }>(`boards/${boardId}/archived-cards`, fresh)).cards,

  createColumn: async (boardId: string, name: string) =>
    (await api().post<{ column: KanbanColumn }>(`boards/${boardId}/columns`, { name })).column,
  updateColumn: async (columnId: string, changes: { name?: string; wipLimit?: number | null }) =>
    (await api().patch<{ column: KanbanColumn }>(`columns/${columnId}`, changes)).column,
  moveColumn: async (columnId: string, neighbours: Neighbours) =>
    (await api().post<{ column: KanbanColumn }>(`columns/${columnId}/move`, neighbours)).column,
  deleteColumn: (columnId: string, cards: 'archive' | 'move' | null, targetColumnId?: string) =>
    api().delete<{ movedCardIds: string[]; archivedCardIds: string[] }>(`columns/${columnId}`, {
      query: { cards, targetColumnId },
    }),

  createLabel: async (boardId: string, name: string, color: LabelColor) =>
    (await api().post<{ label: KanbanLabel }>(`boards/${boardId}/labels`, { name, color })).label,
  updateLabel: async (labelId: string, changes: LabelChanges) =>
    (await api().patch<{ label: KanbanLabel }>(`labels/${labelId}`, changes)).label,
  /** The server also takes the label off every card that carries it. */
  deleteLabel: (labelId: string) => api().delete(`labels/${labelId}`),

  createCard: async (columnId: string, title: string) =>
    (await api().post<{ card: KanbanCard }>(`columns/${columnId}/cards`, { title })).card,
  /** The due cards and the done columns of their boards, which the overdue rule needs. */
  dueCards: async ({ from, to, assignedToMe, open, limit }: DueCardsQuery) =>
    api().get<{ cards: CardSummary[]; doneColumnIds: string[] }>('cards/due', { ...fresh, query: { from, to, assignedToMe, open, limit } }),
  searchCards: async (text: string, limit: number) =>
    (await api().get<{ cards: CardSearchHit[] }>('cards/search', { ...fresh, query: { q: text, limit } })).cards,
  card: async (cardId: string) => (await api().get<{ card: KanbanCard }>(`cards/${cardId}`, fresh)).card,
  updateCard: async (cardId: string, changes: CardChanges) => (await api().patch<{ card: KanbanCard }>(`cards/${cardId}`, changes)).card,
  /** Starts or stops the caller watching the card. */
  watchCard: async (cardId: string, watching: boolean) =>
    (
      await (watching
        ? api().put<{ card: KanbanCard }>(`cards/${cardId}/watch`)
        : api().delete<{ card: KanbanCard }>(`cards/${cardId}/watch`))
    ).card,
  setAssignees: async (cardId: string, userIds: string[]) =>
    (await api().put<{ card: KanbanCard }>(`cards/${cardId}/assignees`, { userIds })).card,
  moveCard: async (cardId: string, columnId: string, neighbours: Neighbours) =>
    (await api().post<{ card: CardSummary }>(`cards/${cardId}/move`, { columnId, ...neighbours })).card,
  archiveCard: async (cardId: string) => (await api().post<{ card: CardSummary }>(`cards/${cardId}/archive`)).card,
  restoreCard: async (cardId: string) => (await api().post<{ card: CardSummary }>(`cards/${cardId}/restore`, {})).card,
  deleteCard: (cardId: string) => api().delete(`cards/${cardId}`),
  cardActivity: async (cardId: string) => (await api().get<{ activity: ActivityEntry[] }>(`cards/${cardId}/activity`, fresh)).activity,

  addChecklistItem: async (cardId: string, text: string) =>
    (await api().post<{ item: ChecklistItem }>(`cards/${cardId}/checklist`, { text })).item,
  updateChecklistItem: async (itemId: string, changes: { text?: string; done?: boolean }) =>
    (await api().patch<{ item: ChecklistItem }>(`checklist/${itemId}`, changes)).item,
  moveChecklistItem: async (itemId: string, neighbours: Neighbours) =>
    (await api().patch<{ item: ChecklistItem }>(`checklist/${itemId}`, neighbours)).item,
  deleteChecklistItem: (itemId: string) => api().delete(`checklist/${itemId}`),

  comments: async (cardId: string) => (await api().get<{ comments: CardComment[] }>(`cards/${cardId}/comments`, fresh)).comments,
  addComment: async (cardId: string, body: string, mentions: readonly string[] = []) =>
    (await api().post<{ comment: CardComment }>(`cards/${cardId}/comments`, mentions.length > 0 ? { body, mentions } : { body })).comment,
  editComment: async (commentId: string, body: string) =>
    (await api().patch<{ comment: CardComment }>(`comments/${commentId}`, { body })).comment,
  deleteComment: (commentId: string) => api().delete(`comments/${commentId}`),

  uploadAttachment: async (cardId: string, file: { fileName: string; contentType: string; dataBase64: string }) =>
    (await api().post<{ attachment: CardAttachment }>(`cards/${cardId}/attachments`, file)).attachment,
  deleteAttachment: (attachmentId: string) => api().delete(`attachments/${attachmentId}`),
};
