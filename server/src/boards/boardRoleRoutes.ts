/**
 * /api/v1/workspaces/{id}/boards/{boardId}/members: who works on a board with which board role (SPEC §6). Anyone
 * who may view the board sees the list; whoever may edit the board (its admins, the workspace's owners and admins)
 * sets a member's role or takes it back to the default their workspace role gives. A guest gets a board only this way.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BOARD_ROLES, type BoardRole, DEFAULT_BOARD_ROLES } from '@artel/sdk/shared';
import { AppError } from '../http/errors';
import { requireMembership } from '../workspaces/membership';
import { memberNotFound } from '../workspaces/memberChanges';
import { findMember, listMembers } from '../workspaces/memberData';
import { avatarUrlOf } from '../users/userSchema';
import { forbidden, userPermissionsOf } from '../workspaces/workspaceAccess';
import { boardsWithGrants } from './boardGrants';
import { boardRolesOn, clearBoardRole, setBoardRole } from './boardData';
import { forgetAccessAfterWrites } from '../permissions/accessCache';

const boardNotFound = () => new AppError(404, 'board_not_found', 'board_not_found');

const Params = Type.Object({ id: Type.String({ maxLength: 100 }), boardId: Type.String({ format: 'uuid' }) });
const MemberParams = Type.Object({ ...Params.properties, userId: Type.String({ format: 'uuid' }) });
const BoardRoleSchema = Type.Union(BOARD_ROLES.map((role) => Type.Literal(role)));
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const BoardMemberSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  /** The member's uploaded picture; null: initials (or the avatar service, where the instance allows it). */
  avatarUrl: Nullable(Type.String()),
  workspaceRole: Type.String(),
  /** Set on this board; null: the default of the workspace role. */
  boardRole: Nullable(BoardRoleSchema),
  /** What the workspace role gives on every board; null for a guest. */
  defaultRole: Nullable(BoardRoleSchema),
  /** What applies: the board role, else the default; null: no access (a guest the board is not shared with). */
  effectiveRole: Nullable(BoardRoleSchema),
});

export const boardRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  forgetAccessAfterWrites(app);
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;

  /** The board with the caller's rights on it; 404 when it is not in the workspace or not theirs to see. */
  const boardOf = async (request: { user: Parameters<typeof userPermissionsOf>[0] }, workspaceId: string, boardId: string) => {
    const { role } = await requireMembership(orm, workspaceId, request.user.id);
    const [grant] = await boardsWithGrants(
      orm,
      { workspaceId, userId: request.user.id, role, userPermissions: userPermissionsOf(request.user) },
      boardId,
    );
    if (!grant) throw boardNotFound();
    return grant;
  };

  const membersOf = async (workspaceId: string, boardId: string) => {
    const [members, roles] = await Promise.all([listMembers(orm, workspaceId), boardRolesOn(orm, boardId)]);
    return members.map((member) => {
      const boardRole = roles.get(member.userId) ?? null;
      const defaultRole = DEFAULT_BOARD_ROLES[member.role];
      return {
        userId: member.userId,
        name: member.name,
        email: member.email,
        avatarUrl: avatarUrlOf({ id: member.userId, avatarHash: member.avatarHash }),
        workspaceRole: member.role,
        boardRole,
        defaultRole,
        effectiveRole: boardRole ?? defaultRole,
      };
    });
  };

  app.get(
    '/:id/boards/:boardId/members',
    { schema: { params: Params, response: { 200: Type.Object({ members: Type.Array(BoardMemberSchema) }) } } },
    async (request) => {
      const { id, boardId } = request.params;
      await boardOf(request, id, boardId);
      return { members: await membersOf(id, boardId) };
    },
  );

  app.put(
    '/:id/boards/:boardId/members/:userId',
    {
      schema: {
        params: MemberParams,
        body: Type.Object({ role: Nullable(BoardRoleSchema) }, { additionalProperties: false }),
        response: { 200: BoardMemberSchema },
      },
    },
    async (request) => {
      const { id, boardId, userId } = request.params;
      const grant = await boardOf(request, id, boardId);
      if (!grant.permissions.has('edit_board')) throw forbidden();
      if (!(await findMember(orm, id, userId))) throw memberNotFound();
      const role: BoardRole | null = request.body.role;
      if (role) await setBoardRole(orm, boardId, userId, role);
      else await clearBoardRole(orm, boardId, userId);
      return (await membersOf(id, boardId)).find((member) => member.userId === userId)!;
    },
  );
};
