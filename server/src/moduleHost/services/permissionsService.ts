/**
 * SPEC §6 for modules: the user's '*', then the workspace role, then a board's own grants or the user's board
 * role, all resolved by the SDK's one implementation. A board the caller may not view is reported as absent.
 */
import { and, eq } from 'drizzle-orm';
import type { BoardGrant, ModuleRequestContext, PermissionsService } from '@artel/sdk/server';
import { ALL_PERMISSIONS, buildPermissionsData, checkPermissions, resolvePermission, type WorkspacePermission } from '@artel/sdk/shared';
import type { Orm } from '../../db/database';
import { boardMembers, boardPermissionGrants, boards } from '../../db/tables/boards';
import { forbidden } from '../../workspaces/workspaceAccess';

type BoardAndRole = { board: typeof boards.$inferSelect; boardRole: string | null };

function grantsOf(context: ModuleRequestContext, rows: BoardAndRole[], grants: Array<{ boardId: string; permission: string }>): BoardGrant[] {
  const data = buildPermissionsData({
    workspaceRole: context.role,
    userPermissions: context.userPermissions,
    boardRoles: Object.fromEntries(rows.flatMap((row) => (row.boardRole ? [[row.board.id, row.boardRole]] : []))),
    boardPermissions: grants.reduce<Record<string, string[]>>((lists, grant) => {
      (lists[grant.boardId] ??= []).push(grant.permission);
      return lists;
    }, {}),
  });
  return rows.flatMap((row) => {
    const boardId = row.board.id;
    const permissions = new Set<WorkspacePermission>(
      ALL_PERMISSIONS.filter((permission) => checkPermissions(data, [permission], { boardId }).allowed),
    );
    return permissions.has('view_boards') ? [{ board: row.board, boardRole: row.boardRole, permissions }] : [];
  });
}

async function boardsWithGrants(orm: Orm, context: ModuleRequestContext, boardId?: string): Promise<BoardGrant[]> {
  const inScope = boardId
    ? and(eq(boards.workspaceId, context.workspaceId), eq(boards.id, boardId))
    : eq(boards.workspaceId, context.workspaceId);
  const rows = await orm
    .select({ board: boards, boardRole: boardMembers.role })
    .from(boards)
    .leftJoin(boardMembers, and(eq(boardMembers.boardId, boards.id), eq(boardMembers.userId, context.userId)))
    .where(inScope);
  if (rows.length === 0) return [];
  const grants = await orm
    .select({ boardId: boardPermissionGrants.boardId, permission: boardPermissionGrants.permission })
    .from(boardPermissionGrants)
    .innerJoin(boards, eq(boards.id, boardPermissionGrants.boardId))
    .where(and(inScope, eq(boardPermissionGrants.userId, context.userId)));
  return grantsOf(context, rows, grants);
}

export function permissionsService(orm: Orm): PermissionsService {
  const board = async (context: ModuleRequestContext, boardId: string) => (await boardsWithGrants(orm, context, boardId))[0] ?? null;
  const can = async (context: ModuleRequestContext, permission: WorkspacePermission, scope: { boardId?: string } = {}) => {
    if (scope.boardId) return (await board(context, scope.boardId))?.permissions.has(permission) ?? false;
    return resolvePermission({ permission, workspaceRole: context.role, userPermissions: context.userPermissions }).allowed;
  };
  return {
    can,
    require: async (context, permission, scope) => {
      if (!(await can(context, permission, scope))) throw forbidden();
    },
    board,
    boards: (context) => boardsWithGrants(orm, context),
  };
}
