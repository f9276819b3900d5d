import type { FastifyRequest } from 'fastify';
import type { WorkspaceRole } from '../db/schema';
import {
  notifyInvitationAccepted,
  notifyInvitationReceived,
  notifyRemovedFromWorkspace,
  notifyRoleChanged,
} from '../notifications/platformEvents';
import { findUserByEmail, findUserById } from '../users/userRepository';
import { findWorkspace } from './workspaceData';

/**
 * Tells people what happened to them in a workspace (issue 4: invitation received, role changed, removed; issue 31:
 * the inviter hears that their invitation was accepted).
 * Called after the change has committed; a failure to notify is logged and never undoes the change.
 */
async function tell(request: FastifyRequest, what: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    request.log.error({ err: error }, `could not notify: ${what}`);
  }
}

export async function tellInvitee(
  request: FastifyRequest,
  invitation: { id: string; workspaceId: string; email: string; role: WorkspaceRole; acceptUrl: string },
): Promise<void> {
  const { orm } = request.server.db;
  const [invitee, workspace, inviter] = await Promise.all([
    findUserByEmail(orm, invitation.email),
    findWorkspace(orm, invitation.workspaceId),
    findUserById(orm, request.user.id),
  ]);
  // Someone without an account yet learns of it from the link the inviter sends them.
  if (!invitee || !workspace) return;
  await tell(request, 'invitation', () =>
    notifyInvitationReceived(request.server, {
      userId: invitee.id,
      workspaceId: workspace.id,
      workspaceName: workspace.name,
      role: invitation.role,
      inviterName: inviter?.name ?? '',
      invitationId: invitation.id,
      targetUrl: invitation.acceptUrl,
    }),
  );
}

export async function tellRoleChanged(request: FastifyRequest, workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
  const workspace = await findWorkspace(request.server.db.orm, workspaceId);
  if (!workspace || userId === request.user.id) return;
  await tell(request, 'role change', () =>
    notifyRoleChanged(request.server, {
      userId,
      workspaceId,
      workspaceName: workspace.name,
      role,
      targetUrl: `/workspaces/${workspaceId}`,
    }),
  );
}

export async function tellRemoved(request: FastifyRequest, workspaceId: string, workspaceName: string, userId: string): Promise<void> {
  await tell(request, 'removal', () => notifyRemovedFromWorkspace(request.server, { userId, workspaceId, workspaceName }));
}

export async function tellInviterAccepted(
  request: FastifyRequest,
  accepted: { workspaceId: string; workspaceName: string; inviterId: string; role: WorkspaceRole },
): Promise<void> {
  if (accepted.inviterId === request.user.id) return;
  await tell(request, 'invitation accepted', () =>
    notifyInvitationAccepted(request.server, {
      userId: accepted.inviterId,
      workspaceId: accepted.workspaceId,
      workspaceName: accepted.workspaceName,
      memberName: request.user.name,
      role: accepted.role,
      targetUrl: `/workspaces/${accepted.workspaceId}`,
    }),
  );
}
