/**
 * What a recipe is filled with when it is opened, found by name in the workspace as it is now: a board (the one
 * with a «Готово» column, else the first), its «Готово» column, its first column, its «Срочно» label, and the
 * board a Telegram chat is linked to. Columns, labels and chats live in modules, read through their public APIs.
 */
import { api, loadBoardsFx } from '@artel/sdk';

export interface Part {
  id: string;
  name: string;
}

export interface WorkspaceParts {
  userId: string;
  board: Part | null;
  /** More than one board was there to choose from. */
  severalBoards: boolean;
  doneColumn: Part | null;
  firstColumn: Part | null;
  urgentLabel: Part | null;
  /** A board with a linked Telegram chat, if any. */
  chatBoard: Part | null;
}

const DONE_NAMES = ['готово', 'done'];
const URGENT_NAMES = ['срочно', 'urgent'];
/** Boards looked into for a «Готово» column before settling for the first. */
const BOARDS_LOOKED_INTO = 10;

const named = (parts: Part[], names: string[]) => parts.find((part) => names.includes(part.name.trim().toLowerCase())) ?? null;

async function boardParts(boardId: string): Promise<{ columns: Part[]; labels: Part[] } | null> {
  return api
    .get<{ columns?: Part[]; labels?: Part[] }>(`/modules/kanban/boards/${boardId}`, { cache: false })
    .then((view) => ({ columns: view.columns ?? [], labels: view.labels ?? [] }))
    .catch(() => null);
}

async function chatBoardId(): Promise<string | null> {
  return api
    .get<{ chats: Array<{ boardId: string | null }> }>('/modules/telegram/chats', { cache: false })
    .then(({ chats }) => chats.find((chat) => chat.boardId)?.boardId ?? null)
    .catch(() => null);
}

export async function workspaceParts(workspaceId: string, userId: string, enabledModules: ReadonlySet<string>): Promise<WorkspaceParts> {
  const empty: WorkspaceParts = {
    userId,
    board: null,
    severalBoards: false,
    doneColumn: null,
    firstColumn: null,
    urgentLabel: null,
    chatBoard: null,
  };
  const boards = (await loadBoardsFx(workspaceId).catch(() => [])).filter((board) => !board.archivedAt);
  const byId = new Map(boards.map((board) => [board.id, { id: board.id, name: board.name }]));
  const linked = enabledModules.has('telegram') ? await chatBoardId() : null;
  const chatBoard = linked ? (byId.get(linked) ?? null) : null;
  if (!enabledModules.has('kanban') || boards.length === 0) return { ...empty, chatBoard };
  let chosen: { board: Part; columns: Part[]; labels: Part[] } | null = null;
  for (const board of boards.slice(0, BOARDS_LOOKED_INTO)) {
    const parts = await boardParts(board.id);
    if (!parts) continue;
    const candidate = { board: { id: board.id, name: board.name }, ...parts };
    chosen ??= candidate;
    if (named(parts.columns, DONE_NAMES)) {
      chosen = candidate;
      break;
    }
  }
  if (!chosen) return { ...empty, chatBoard };
  return {
    userId,
    board: chosen.board,
    severalBoards: boards.length > 1,
    doneColumn: named(chosen.columns, DONE_NAMES),
    firstColumn: chosen.columns[0] ?? null,
    urgentLabel: named(chosen.labels, URGENT_NAMES),
    chatBoard,
  };
}
