/** /api/v1/workspaces/{id}/members and /analytics: who is in the workspace, and what happens in it. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { memberJoined } from '../flows/platformTriggers';
import { AppError } from '../http/errors';
import { workspaceAnalytics } from './analyticsData';
import { avatarUrlOf } from '../users/userSchema';
import { addMember, changeMemberRole, memberNotFound, removeFromWorkspace } from './memberChanges';
import { listMembers, type MemberView } from './memberData';
import { isUuid, requireMembership, workspaceNotFound } from './membership';
import { transferOwnership } from './ownershipTransfer';
import { requireWorkspacePermission } from './workspaceAccess';
import { findWorkspace } from './workspaceData';
import { tellRemoved, tellRoleChanged } from './workspaceNotifications';
import {
  MemberParamsSchema,
  WorkspaceAnalyticsSchema,
  type WorkspaceMemberJson,
  WorkspaceMemberSchema,
  WorkspaceParamsSchema,
  WorkspaceRoleSchema,
} from './workspaceSchemas';
import { forgetAccessAfterWrites } from '../permissions/accessCache';

const toMemberJson = ({ avatarHash, ...member }: MemberView): WorkspaceMemberJson => ({
  ...member,
  joinedAt: member.joinedAt.toISOString(),
  avatarUrl: avatarUrlOf({ id: member.userId, avatarHash }),
});

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  forgetAccessAfterWrites(app);
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;

  app.get(
    '/:id/members',
    { schema: { params: WorkspaceParamsSchema, response: { 200: Type.Object({ members: Type.Array(WorkspaceMemberSchema) }) } } },
    async (request) => {
      const { workspaceId } = await requireMembership(orm, request.params.id, request.user.id);
      return { members: (await listMembers(orm, workspaceId)).map(toMemberJson) };
    },
  );

  app.post(
    '/:id/members',
    {
      schema: {
        params: WorkspaceParamsSchema,
        body: Type.Object({ userId: Type.String({ maxLength: 100 }), role: Type.Optional(WorkspaceRoleSchema) }),
        response: { 201: WorkspaceMemberSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const actorRole = await requireWorkspacePermission(orm, id, request.user, 'manage_members');
      const { userId, role = 'member' } = request.body;
      if (!isUuid(userId)) throw new AppError(404, 'user_not_found', 'user_not_found');
      const member = await addMember(orm, id, actorRole, userId, role);
      await memberJoined(app, id, member);
      return reply.code(201).send(toMemberJson(member));
    },
  );

  app.put(
    '/:id/members/:userId/role',
    {
      schema: {
        params: MemberParamsSchema,
        body: Type.Object({ role: WorkspaceRoleSchema }),
        response: { 200: WorkspaceMemberSchema },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const actorRole = await requireWorkspacePermission(orm, id, request.user, 'manage_members');
      if (!isUuid(userId)) throw memberNotFound();
      const member = toMemberJson(await changeMemberRole(orm, id, actorRole, userId, request.body.role));
      await tellRoleChanged(request, id, userId, request.body.role);
      return member;
    },
  );

  app.delete('/:id/members/:userId', { schema: { params: MemberParamsSchema } }, async (request, reply) => {
    const { id, userId } = request.params;
    if (userId === request.user.id) {
      await requireMembership(orm, id, request.user.id);
      await removeFromWorkspace(orm, id, null, userId);
      await app.realtime.removeWorkspaceAccess(id, userId);
    } else {
      const actorRole = await requireWorkspacePermission(orm, id, request.user, 'manage_members');
      if (!isUuid(userId)) throw memberNotFound();
      const workspace = await findWorkspace(orm, id);
      await removeFromWorkspace(orm, id, actorRole, userId);
      await app.realtime.removeWorkspaceAccess(id, userId);
      if (workspace) await tellRemoved(request, id, workspace.name, userId);
    }
    return reply.code(204).send();
  });

  app.post(
    '/:id/transfer-ownership',
    {
      schema: {
        params: WorkspaceParamsSchema,
        body: Type.Object({ userId: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Object({ members: Type.Array(WorkspaceMemberSchema) }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw workspaceNotFound();
      await transferOwnership(orm, id, request.user.id, request.body.userId);
      await tellRoleChanged(request, id, request.body.userId, 'owner');
      return { members: (await listMembers(orm, id)).map(toMemberJson) };
    },
  );

  app.get('/:id/analytics', { schema: { params: WorkspaceParamsSchema, response: { 200: WorkspaceAnalyticsSchema } } }, async (request) => {
    await requireWorkspacePermission(orm, request.params.id, request.user, 'view_analytics');
    return workspaceAnalytics(orm, request.params.id);
  });
};
