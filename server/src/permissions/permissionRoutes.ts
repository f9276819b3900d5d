/**
 * GET /workspaces/{id}/permissions (the caller's), GET /permissions/workspaces/{workspaceId}/users/{userId}
 * and POST /permissions/validate (SPEC §7). Every one needs the caller to be a member of the workspace.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { resolvePermission } from '@artel/sdk/shared';
import { boardAccessOf, findBoard } from '../boards/boardData';
import { AppError } from '../http/errors';
import { findUserById } from '../users/userRepository';
import { memberNotFound } from '../workspaces/memberChanges';
import { findMember } from '../workspaces/memberData';
import { isUuid, requireMembership } from '../workspaces/membership';
import { userPermissionsOf } from '../workspaces/workspaceAccess';
import { WorkspaceParamsSchema } from '../workspaces/workspaceSchemas';
import { permissionsDataOf } from './permissionsData';
import { PermissionDecisionSchema, PermissionsDataSchema, ValidatePermissionBodySchema } from './permissionSchemas';

export const permissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;

  app.get(
    '/workspaces/:id/permissions',
    { schema: { params: WorkspaceParamsSchema, response: { 200: PermissionsDataSchema } } },
    async (request) => {
      const { workspaceId, role } = await requireMembership(orm, request.params.id, request.user.id);
      return permissionsDataOf(orm, workspaceId, request.user, role);
    },
  );

  app.get(
    '/permissions/workspaces/:workspaceId/users/:userId',
    {
      schema: {
        params: Type.Object({ workspaceId: Type.String({ maxLength: 100 }), userId: Type.String({ maxLength: 100 }) }),
        response: { 200: PermissionsDataSchema },
      },
    },
    async (request) => {
      const { workspaceId } = await requireMembership(orm, request.params.workspaceId, request.user.id);
      const { userId } = request.params;
      const member = isUuid(userId) ? await findMember(orm, workspaceId, userId) : undefined;
      const user = member && (await findUserById(orm, userId));
      if (!member || !user) throw memberNotFound();
      return permissionsDataOf(orm, workspaceId, user, member.role);
    },
  );

  app.post(
    '/permissions/validate',
    { schema: { body: ValidatePermissionBodySchema, response: { 200: PermissionDecisionSchema } } },
    async (request) => {
      const { userId, permission, context } = request.body;
      const { workspaceId } = await requireMembership(orm, context.workspaceId, request.user.id);
      const { boardId } = context;
      if (boardId !== undefined && !(isUuid(boardId) && (await findBoard(orm, workspaceId, boardId)))) {
        throw new AppError(404, 'board_not_found', 'board_not_found');
      }
      const member = isUuid(userId) ? await findMember(orm, workspaceId, userId) : undefined;
      const user = member && (await findUserById(orm, userId));
      if (!member || !user) {
        return { allowed: false, reason: `${userId} is not a member of the workspace`, scope: 'none' as const };
      }
      const { boardRoles, boardPermissions } = await boardAccessOf(orm, workspaceId, user.id);
      return resolvePermission({
        permission,
        workspaceRole: member.role,
        userPermissions: userPermissionsOf(user),
        boardId,
        boardRoles,
        boardPermissions,
      });
    },
  );
};
