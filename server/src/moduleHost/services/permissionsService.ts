/**
 * SPEC §6 for modules, one check for all of them: a module's own names by its manifest's declarations and the
 * user's grants, SPEC's names by the workspace role, and on a board by its own grants or the user's board role,
 * all resolved by the SDK's one implementation (resolveMemberPermission). A board the caller may not view is
 * reported as absent.
 */
import type { BoardGrant, ModuleRequestContext, PermissionScope, PermissionsService } from '@artel/sdk/server';
import { isWorkspacePermission, resolveMemberPermission } from '@artel/sdk/shared';
import { boardsWithGrants, grantOnBoard } from '../../boards/boardGrants';
import type { Orm } from '../../db/database';
import { forbidden } from '../../workspaces/workspaceAccess';

export function permissionsService(orm: Orm): PermissionsService {
  const board = async (context: ModuleRequestContext, boardId: string) => (await boardsWithGrants(orm, context, boardId))[0] ?? null;
  const grantIn = async (context: ModuleRequestContext, scope: PermissionScope): Promise<BoardGrant | null> => {
    if (scope.board) return scope.board.board.workspaceId === context.workspaceId ? scope.board : null;
    return scope.boardId ? board(context, scope.boardId) : null;
  };
  const can: PermissionsService['can'] = async (context, permission, scope = {}) => {
    if ((scope.board || scope.boardId) && isWorkspacePermission(permission))
      return (await grantIn(context, scope))?.permissions.has(permission) ?? false;
    return resolveMemberPermission({
      permission,
      moduleId: context.moduleId,
      declared: context.declaredPermissions,
      workspaceRole: context.role,
      userPermissions: context.userPermissions,
    }).allowed;
  };
  return {
    can,
    require: async (context, permission, scope) => {
      if (!(await can(context, permission, scope))) throw forbidden();
    },
    board,
    grantOn: (context, row) => grantOnBoard(orm, context, row),
    boards: (context) => boardsWithGrants(orm, context),
  };
}
