/**
 * A caller's rights on the boards of a workspace by SPEC §6: the user's '*', then the workspace role, then a board's
 * own grants or the user's board role, all resolved by the SDK's one implementation. A board the caller may not
 * view is left out. Modules reach it through the permissions service, the platform's routes directly.
 */
import { and, eq } from 'drizzle-orm';
import type { BoardGrant, ModuleRequestContext } from '@artel/sdk/server';
import { ALL_PERMISSIONS, buildPermissionsData, checkPermissions, type WorkspacePermission } from '@artel/sdk/shared';
import type { Orm } from '../db/database';
import { boardMembers, boardPermissionGrants, boards } from '../db/tables/boards';

type BoardAndRole = { board: typeof boards.$inferSelect; boardRole: string | null };

/** Who asks: what SPEC §6 resolution needs of a request, in a module or in the platform's own routes. */
export type BoardCaller = Pick<ModuleRequestContext, 'workspaceId' | 'userId' | 'role' | 'userPermissions'>;

function grantsOf(context: BoardCaller, rows: BoardAndRole[], grants: Array<{ boardId: string; permission: string }>): BoardGrant[] {
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

export async function boardsWithGrants(orm: Orm, context: BoardCaller, boardId?: string): Promise<BoardGrant[]> {
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
