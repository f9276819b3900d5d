/**
 * Who may do what on one board (SPEC §6), through the platform's permissions service: the user's '*', then the
 * workspace role, then the board's own grants or the user's board role. A board the caller may not view is
 * answered as missing, so its existence is not revealed.
 */
import {
  type BoardRow,
  coreTables,
  type DbService,
  type ModuleOrm,
  type ModuleRequestContext,
  type ModuleServices,
  type WorkspacePermission,
} from '@artel/sdk/server';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { BoardViewVersion } from './boardViewCache';
import { coalescedReads } from './coalescedReads';
import { boardArchived, boardNotFound } from './kanbanErrors';
import { kanbanBoards } from './tables';

export type { BoardRow };

export interface BoardAccess {
  board: BoardRow;
  archivedAt: Date | null;
  /** The board view's version when access was checked (boardVersion.ts). */
  view: BoardViewVersion;
  boardRole: string | null;
  context: ModuleRequestContext;
  userId: string;
  /** Every permission the caller holds on this board. */
  permissions: ReadonlySet<WorkspacePermission>;
}

interface KanbanState {
  archivedAt: Date | null;
  view: BoardViewVersion;
}

const NEVER_TOUCHED: KanbanState = { archivedAt: null, view: { version: 0, changedCardId: null } };

const stateColumns = {
  archivedAt: kanbanBoards.archivedAt,
  version: kanbanBoards.version,
  changedCardId: kanbanBoards.changedCardId,
};

/** When each board was archived and its view's version; a board kanban never archived nor changed has no row. */
async function kanbanStateOf(orm: ModuleOrm, boardIds: string[]): Promise<Map<string, KanbanState>> {
  if (boardIds.length === 0) return new Map();
  const rows = await orm
    .select({ boardId: kanbanBoards.boardId, ...stateColumns })
    .from(kanbanBoards)
    .where(inArray(kanbanBoards.boardId, boardIds));
  return new Map(
    rows.map((row) => [row.boardId, { archivedAt: row.archivedAt, view: { version: row.version, changedCardId: row.changedCardId } }]),
  );
}

/**
 * The archived ones among these boards, with when (`boards.reportArchived`): the platform's own board list
 * asks, so the workspace page lists them apart from the active ones.
 */
export async function archivedSince(orm: ModuleOrm, boardIds: readonly string[]): Promise<Map<string, Date>> {
  if (boardIds.length === 0) return new Map();
  const rows = await orm
    .select({ boardId: kanbanBoards.boardId, archivedAt: kanbanBoards.archivedAt })
    .from(kanbanBoards)
    .where(and(inArray(kanbanBoards.boardId, [...boardIds]), isNotNull(kanbanBoards.archivedAt)));
  return new Map(rows.flatMap((row) => (row.archivedAt ? [[row.boardId, row.archivedAt] as const] : [])));
}

/** The board view's current version (boardVersion.ts). */
export async function boardVersionOf(orm: ModuleOrm, boardId: string): Promise<BoardViewVersion> {
  return ((await kanbanStateOf(orm, [boardId])).get(boardId) ?? NEVER_TOUCHED).view;
}

/** Loads a board of the caller's workspace with their rights on it; 404 board_not_found unless they may view it. */
export function loadBoardAccess(kanban: ModuleServices, request: FastifyRequest, boardId: string): Promise<BoardAccess> {
  return boardAccessFor(kanban, kanban.http.context(request), boardId);
}

type BoardStateRow = { board: BoardRow; archivedAt: Date | null; version: number | null; changedCardId: string | null };

/** Board lookups remembered on PGlite: about a hundred bytes each, so only a runaway number is trimmed. */
const MAX_REMEMBERED = 10_000;

/**
 * The board with its kanban state, by `${boardId} ${workspaceId}`: a prepared query, shared by concurrent
 * readers (coalescedReads.ts). On PGlite the answer is also kept until anything writes (DbService.writeCount):
 * there a query costs this process's own CPU, which every board request would otherwise spend.
 */
function boardStateQuery(db: DbService): (key: string) => Promise<BoardStateRow | undefined> {
  const prepared = db.orm
    .select({ board: coreTables.boards, ...stateColumns })
    .from(coreTables.boards)
    .leftJoin(kanbanBoards, eq(kanbanBoards.boardId, coreTables.boards.id))
    .where(and(eq(coreTables.boards.id, sql.placeholder('boardId')), eq(coreTables.boards.workspaceId, sql.placeholder('workspaceId'))))
    .prepare('kanban_board_access');
  const shared = coalescedReads(async (key) => {
    const [boardId, workspaceId] = key.split(' ');
    const [row] = await prepared.execute({ boardId, workspaceId });
    return row;
  });
  const remembered = new Map<string, { writes: number; row: BoardStateRow | undefined }>();
  return async (key) => {
    const writes = db.writeCount();
    if (writes === null) return shared(key);
    const known = remembered.get(key);
    if (known?.writes === writes) return known.row;
    const row = await shared(key);
    if (db.writeCount() === writes) {
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(key, { writes, row });
    }
    return row;
  };
}

const boardStateQueries = new WeakMap<DbService, ReturnType<typeof boardStateQuery>>();

function readBoardState(db: DbService, boardId: string, workspaceId: string): Promise<BoardStateRow | undefined> {
  let query = boardStateQueries.get(db);
  if (!query) {
    query = boardStateQuery(db);
    boardStateQueries.set(db, query);
  }
  return query(`${boardId} ${workspaceId}`);
}

/**
 * As loadBoardAccess, for a context from outside a request (kanban.cards). One query reads the board with its
 * kanban state, always afresh (coalescedReads.ts), so its version says which cached view is current on any
 * instance; the caller's rights on it come from the platform's access cache.
 */
export async function boardAccessFor(kanban: ModuleServices, context: ModuleRequestContext, boardId: string): Promise<BoardAccess> {
  const row = await readBoardState(kanban.db, boardId, context.workspaceId);
  const grant = row ? await kanban.permissions.grantOn(context, row.board) : null;
  if (!row || !grant) throw boardNotFound();
  return {
    board: grant.board,
    archivedAt: row.archivedAt ?? NEVER_TOUCHED.archivedAt,
    view: row.version === null ? NEVER_TOUCHED.view : { version: row.version, changedCardId: row.changedCardId },
    boardRole: grant.boardRole,
    context,
    userId: context.userId,
    permissions: grant.permissions,
  };
}

/** Whether the caller holds it on this board: the platform's one check, on the grant already read. */
export function holdsOnBoard(
  kanban: Pick<ModuleServices, 'permissions'>,
  access: BoardAccess,
  permission: WorkspacePermission,
): Promise<boolean> {
  return kanban.permissions.can(access.context, permission, { board: access });
}

/** 403 unless the caller holds it on this board. */
export function requirePermission(
  kanban: Pick<ModuleServices, 'permissions'>,
  access: BoardAccess,
  permission: WorkspacePermission,
): Promise<void> {
  return kanban.permissions.require(access.context, permission, { board: access });
}

/** A change to the board's content: the right permission, and a board that is not archived. */
export async function requireWritable(
  kanban: Pick<ModuleServices, 'permissions'>,
  access: BoardAccess,
  permission: WorkspacePermission,
): Promise<void> {
  await requirePermission(kanban, access, permission);
  if (access.archivedAt) throw boardArchived();
}

/** Boards of the workspace the caller may view, with their board role and archive state. */
export async function viewableBoards(
  kanban: ModuleServices,
  request: FastifyRequest,
): Promise<Array<{ board: BoardRow; archivedAt: Date | null; boardRole: string | null }>> {
  const grants = await kanban.permissions.boards(kanban.http.context(request));
  const states = await kanbanStateOf(
    kanban.db.orm,
    grants.map((grant) => grant.board.id),
  );
  return grants.map((grant) => ({
    board: grant.board,
    archivedAt: (states.get(grant.board.id) ?? NEVER_TOUCHED).archivedAt,
    boardRole: grant.boardRole,
  }));
}
