/**
 * SPEC §6 for modules: the user's '*', then the workspace role, then a board's own grants or the user's board
 * role, all resolved by the SDK's one implementation. A board the caller may not view is reported as absent.
 */
import type { ModuleRequestContext, PermissionsService } from '@artel/sdk/server';
import { resolvePermission, type WorkspacePermission } from '@artel/sdk/shared';
import { boardsWithGrants, grantOnBoard } from '../../boards/boardGrants';
import type { Orm } from '../../db/database';
import { forbidden } from '../../workspaces/workspaceAccess';

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
    grantOn: (context, row) => grantOnBoard(orm, context, row),
    boards: (context) => boardsWithGrants(orm, context),
  };
}
