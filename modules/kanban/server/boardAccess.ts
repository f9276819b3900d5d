/**
 * Who may do what on one board (SPEC §6), through the platform's resolution: the user's '*', then the
 * workspace role, then the board's own grants or the user's board role. A board the caller may not view is
 * answered as missing, so its existence is not revealed.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ALL_PERMISSIONS, buildPermissionsData, checkPermissions, type WorkspacePermission } from '../../../sdk/src/permissions';
import type { Orm } from '../../../server/src/db/database';
import { boardMembers, boardPermissionGrants, boards } from '../../../server/src/db/tables/boards';
import type { ModuleRequestContext } from '../../../server/src/moduleHost/moduleContext';
import { forbidden, userPermissionsOf } from '../../../server/src/workspaces/workspaceAccess';
import { boardArchived, boardNotFound } from './kanbanErrors';
import { kanbanBoards } from './tables';

export type BoardRow = typeof boards.$inferSelect;

export interface BoardAccess {
  board: BoardRow;
  archivedAt: Date | null;
  boardRole: string | null;
  context: ModuleRequestContext;
  userId: string;
  /** Every permission the caller holds on this board. */
  permissions: ReadonlySet<WorkspacePermission>;
}

export function moduleContextOf(request: FastifyRequest): ModuleRequestContext {
  if (!request.moduleContext) throw new Error('The kanban plugin runs only behind the module host');
  return request.moduleContext;
}

/** The permissions the user holds on a board, resolved by the sdk for each name. */
function resolveBoardPermissions(
  request: FastifyRequest,
  context: ModuleRequestContext,
  boardId: string,
  boardRole: string | null,
  grants: string[],
): Set<WorkspacePermission> {
  const data = buildPermissionsData({
    workspaceRole: context.role,
    userPermissions: userPermissionsOf(request.user),
    boardRoles: boardRole ? { [boardId]: boardRole } : {},
    boardPermissions: { [boardId]: grants },
  });
  return new Set(ALL_PERMISSIONS.filter((permission) => checkPermissions(data, [permission], { boardId }).allowed));
}

/** Loads a board of the caller's workspace with their rights on it; 404 board_not_found unless they may view it. */
export async function loadBoardAccess(request: FastifyRequest, boardId: string): Promise<BoardAccess> {
  const context = moduleContextOf(request);
  const { orm } = request.server.db;
  const userId = request.user.id;
  const [row] = await orm
    .select({ board: boards, archivedAt: kanbanBoards.archivedAt, boardRole: boardMembers.role })
    .from(boards)
    .leftJoin(kanbanBoards, eq(kanbanBoards.boardId, boards.id))
    .leftJoin(boardMembers, and(eq(boardMembers.boardId, boards.id), eq(boardMembers.userId, userId)))
    .where(and(eq(boards.id, boardId), eq(boards.workspaceId, context.workspaceId)));
  if (!row) throw boardNotFound();
  const grants = await orm
    .select({ permission: boardPermissionGrants.permission })
    .from(boardPermissionGrants)
    .where(and(eq(boardPermissionGrants.boardId, boardId), eq(boardPermissionGrants.userId, userId)));
  const permissions = resolveBoardPermissions(
    request,
    context,
    boardId,
    row.boardRole,
    grants.map((grant) => grant.permission),
  );
  if (!permissions.has('view_boards')) throw boardNotFound();
  return { board: row.board, archivedAt: row.archivedAt, boardRole: row.boardRole, context, userId, permissions };
}

export function requirePermission(access: BoardAccess, permission: WorkspacePermission): void {
  if (!access.permissions.has(permission)) throw forbidden();
}

/** A change to the board's content: the right permission, and a board that is not archived. */
export function requireWritable(access: BoardAccess, permission: WorkspacePermission): void {
  requirePermission(access, permission);
  if (access.archivedAt) throw boardArchived();
}

/** Boards of the workspace the caller may view, with their board role: one query per table. */
export async function viewableBoards(
  request: FastifyRequest,
  orm: Orm,
): Promise<Array<{ board: BoardRow; archivedAt: Date | null; boardRole: string | null }>> {
  const context = moduleContextOf(request);
  const userId = request.user.id;
  const rows = await orm
    .select({ board: boards, archivedAt: kanbanBoards.archivedAt, boardRole: boardMembers.role })
    .from(boards)
    .leftJoin(kanbanBoards, eq(kanbanBoards.boardId, boards.id))
    .leftJoin(boardMembers, and(eq(boardMembers.boardId, boards.id), eq(boardMembers.userId, userId)))
    .where(eq(boards.workspaceId, context.workspaceId));
  const grants = await orm
    .select({ boardId: boardPermissionGrants.boardId, permission: boardPermissionGrants.permission })
    .from(boardPermissionGrants)
    .innerJoin(boards, eq(boards.id, boardPermissionGrants.boardId))
    .where(and(eq(boards.workspaceId, context.workspaceId), eq(boardPermissionGrants.userId, userId)));
  const data = buildPermissionsData({
    workspaceRole: context.role,
    userPermissions: userPermissionsOf(request.user),
    boardRoles: Object.fromEntries(rows.flatMap((row) => (row.boardRole ? [[row.board.id, row.boardRole]] : []))),
    boardPermissions: grants.reduce<Record<string, string[]>>((lists, grant) => {
      (lists[grant.boardId] ??= []).push(grant.permission);
      return lists;
    }, {}),
  });
  return rows.filter((row) => checkPermissions(data, ['view_boards'], { boardId: row.board.id }).allowed);
}
