/** POST /api/invitations/accept (SPEC §7): the invited, signed-in user joins with the invitation's role. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberJoined } from '../flows/platformTriggers';
import { findMember } from '../workspaces/memberData';
import { findWorkspaceOf } from '../workspaces/workspaceData';
import { requestLocale } from '../http/errors';
import { toWorkspaceJson } from '../workspaces/workspaceJson';
import { tellInviterAccepted } from '../workspaces/workspaceNotifications';
import { acceptInvitation } from './acceptInvitation';
import { AcceptedInvitationSchema, AcceptInvitationBodySchema } from './invitationSchemas';
import { forgetAccessAfterWrites } from '../permissions/accessCache';

export const acceptInvitationRoute: FastifyPluginAsyncTypebox = async (app) => {
  forgetAccessAfterWrites(app);
  app.post(
    '/invitations/accept',
    { onRequest: app.authenticate, schema: { body: AcceptInvitationBodySchema, response: { 200: AcceptedInvitationSchema } } },
    async (request) => {
      const { workspaceId, role, joined, invitedById } = await acceptInvitation(app.db.orm, request.body.token.trim(), request.user);
      const view = await findWorkspaceOf(app.db.orm, request.user.id, { id: workspaceId });
      if (!view) throw new Error('The accepted workspace vanished');
      const member = await findMember(app.db.orm, workspaceId, request.user.id);
      if (member) await memberJoined(app, workspaceId, member);
      if (joined && invitedById)
        await tellInviterAccepted(request, { workspaceId, workspaceName: view.workspace.name, inviterId: invitedById, role });
      return { workspace: toWorkspaceJson(view, requestLocale(request)), role };
    },
  );
};
