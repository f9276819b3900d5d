/**
 * /api/v1/workspaces/{id}/invitations: list, create, renew the link of and revoke, for those who may invite
 * (SPEC §6 invite_members).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { issueOf, validateEmail } from '@artel/sdk/shared';
import { AppError, requestLocale } from '../http/errors';
import { normalizeEmail } from '../users/userRepository';
import { isUuid } from '../workspaces/membership';
import { requireWorkspacePermission } from '../workspaces/workspaceAccess';
import { findWorkspace } from '../workspaces/workspaceData';
import { WorkspaceParamsSchema } from '../workspaces/workspaceSchemas';
import { rejectIssues } from '../http/validationFailure';
import { findInvitation, listOpenInvitations, renewInvitationToken, revokeOpenInvitation } from './invitationData';
import { toCreatedInvitationJson, toInvitationJson } from './invitationJson';
import { tellInvitee } from '../workspaces/workspaceNotifications';
import { inviteByEmail } from './inviting';
import { CreatedInvitationSchema, CreateInvitationBodySchema, InvitationParamsSchema, InvitationSchema } from './invitationSchemas';

const invitationNotFound = () => new AppError(404, 'invitation_not_found', 'invitation_not_found');

export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;

  app.get(
    '/:id/invitations',
    { schema: { params: WorkspaceParamsSchema, response: { 200: Type.Object({ invitations: Type.Array(InvitationSchema) }) } } },
    async (request) => {
      await requireWorkspacePermission(orm, request.params.id, request.user, 'invite_members');
      const now = new Date();
      return { invitations: (await listOpenInvitations(orm, request.params.id)).map((view) => toInvitationJson(view, now)) };
    },
  );

  app.post(
    '/:id/invitations',
    { schema: { params: WorkspaceParamsSchema, body: CreateInvitationBodySchema, response: { 201: CreatedInvitationSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      await requireWorkspacePermission(orm, id, request.user, 'invite_members');
      const email = request.body.email.trim();
      rejectIssues(issueOf('email', validateEmail(email)), requestLocale(request));
      const workspace = await findWorkspace(orm, id);
      if (!workspace) throw invitationNotFound();
      const created = await inviteByEmail(orm, workspace, normalizeEmail(email), request.body.role ?? 'member', request.user.id);
      await tellInvitee(request, created);
      return reply.code(201).send(created);
    },
  );

  // Issue 15: a pending invitation's link can be copied again; the server has only its hash, so it is a new one.
  app.post(
    '/:id/invitations/:invitationId/link',
    { schema: { params: InvitationParamsSchema, response: { 200: CreatedInvitationSchema } } },
    async (request) => {
      const { id, invitationId } = request.params;
      await requireWorkspacePermission(orm, id, request.user, 'invite_members');
      const token = isUuid(invitationId) ? await renewInvitationToken(orm, id, invitationId) : null;
      const view = token ? await findInvitation(orm, id, invitationId) : undefined;
      if (!token || !view) throw invitationNotFound();
      return toCreatedInvitationJson(view, token);
    },
  );

  app.delete('/:id/invitations/:invitationId', { schema: { params: InvitationParamsSchema } }, async (request, reply) => {
    const { id, invitationId } = request.params;
    await requireWorkspacePermission(orm, id, request.user, 'invite_members');
    if (!isUuid(invitationId) || !(await revokeOpenInvitation(orm, id, invitationId))) throw invitationNotFound();
    return reply.code(204).send();
  });
};
