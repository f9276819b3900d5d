import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { users, workspaces } from '../db/schema';
import { AppError } from '../http/errors';
import { findInvitationByToken } from './invitationData';

const PreviewSchema = Type.Object({
  workspaceName: Type.String(),
  inviterName: Type.String(),
  role: Type.String(),
  /** The invited address while the invitation is open, so a signed-out visitor's forms start with it filled in; '' after. */
  email: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('accepted'), Type.Literal('revoked'), Type.Literal('expired')]),
});

/**
 * GET /api/invitations/preview?token=…: what the accept page shows before joining (issue 15) — the workspace,
 * who invited and with which role, and whether the invitation still works. The token is the proof, as for
 * accepting; without it nothing is told. No sign-in needed (issue 31): the invitee opens the link signed out,
 * and the sign-in page names the invitation and fills in its address.
 */
export const invitationPreviewRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invitations/preview',
    {
      schema: { querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }), response: { 200: PreviewSchema } },
    },
    async (request) => {
      const invitation = await findInvitationByToken(app.db.orm, request.query.token.trim());
      if (!invitation) throw new AppError(404, 'invitation_not_found', 'invitation_not_found');
      const [workspace] = await app.db.orm
        .select({ name: workspaces.name })
        .from(workspaces)
        .where(eq(workspaces.id, invitation.workspaceId));
      const [inviter] = await app.db.orm.select({ name: users.name }).from(users).where(eq(users.id, invitation.invitedById));
      const status: Static<typeof PreviewSchema>['status'] = invitation.revokedAt
        ? 'revoked'
        : invitation.acceptedAt
          ? 'accepted'
          : invitation.expiresAt <= new Date()
            ? 'expired'
            : 'open';
      // An old link (accepted, revoked, expired) still names the workspace, never the address it was sent to.
      const email = status === 'open' ? invitation.email : '';
      return { workspaceName: workspace?.name ?? '', inviterName: inviter?.name ?? '', role: invitation.role, email, status };
    },
  );
};
