/**
 * Who may do what on one board (SPEC §6), through the platform's permissions service: the user's '*', then the
 * workspace role, then the board's own grants or the user's board role. A board the caller may not view is
 * answered as missing, so its existence is not revealed.
 */
import {
  type BoardRow,
  forbidden,
  type ModuleOrm,
  type ModuleRequestContext,
  type ModuleServices,
  type WorkspacePermission,
} from '@artel/sdk/server';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { boardArchived, boardNotFound } from './kanbanErrors';
import { kanbanBoards } from './tables';

export type { BoardRow };

export interface BoardAccess {
  board: BoardRow;
  archivedAt: Date | null;
  boardRole: string | null;
  context: ModuleRequestContext;
  userId: string;
  /** Every permission the caller holds on this board. */
  permissions: ReadonlySet<WorkspacePermission>;
}

/** When each board was archived; a board kanban never archived has no row. */
async function archivedAtOf(orm: ModuleOrm, boardIds: string[]): Promise<Map<string, Date | null>> {
  if (boardIds.length === 0) return new Map();
  const rows = await orm.select().from(kanbanBoards).where(inArray(kanbanBoards.boardId, boardIds));
  return new Map(rows.map((row) => [row.boardId, row.archivedAt]));
}

/** Loads a board of the caller's workspace with their rights on it; 404 board_not_found unless they may view it. */
export function loadBoardAccess(kanban: ModuleServices, request: FastifyRequest, boardId: string): Promise<BoardAccess> {
  return boardAccessFor(kanban, kanban.http.context(request), boardId);
}

/** As loadBoardAccess, for a context from outside a request (kanban.cards). */
export async function boardAccessFor(kanban: ModuleServices, context: ModuleRequestContext, boardId: string): Promise<BoardAccess> {
  const grant = await kanban.permissions.board(context, boardId);
  if (!grant) throw boardNotFound();
  const archivedAt = (await archivedAtOf(kanban.db.orm, [boardId])).get(boardId) ?? null;
  return { board: grant.board, archivedAt, boardRole: grant.boardRole, context, userId: context.userId, permissions: grant.permissions };
}

export function requirePermission(access: BoardAccess, permission: WorkspacePermission): void {
  if (!access.permissions.has(permission)) throw forbidden();
}

/** A change to the board's content: the right permission, and a board that is not archived. */
export function requireWritable(access: BoardAccess, permission: WorkspacePermission): void {
  requirePermission(access, permission);
  if (access.archivedAt) throw boardArchived();
}

/** Boards of the workspace the caller may view, with their board role and archive state. */
export async function viewableBoards(
  kanban: ModuleServices,
  request: FastifyRequest,
): Promise<Array<{ board: BoardRow; archivedAt: Date | null; boardRole: string | null }>> {
  const grants = await kanban.permissions.boards(kanban.http.context(request));
  const archived = await archivedAtOf(
    kanban.db.orm,
    grants.map((grant) => grant.board.id),
  );
  return grants.map((grant) => ({ board: grant.board, archivedAt: archived.get(grant.board.id) ?? null, boardRole: grant.boardRole }));
}
