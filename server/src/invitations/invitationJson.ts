import { acceptPath } from './invitationTokens';
import type { InvitationView } from './invitationData';
import type { CreatedInvitationJson, InvitationJson } from './invitationSchemas';

export function toInvitationJson({ invitation, invitedByName }: InvitationView, now: Date = new Date()): InvitationJson {
  return {
    id: invitation.id,
    workspaceId: invitation.workspaceId,
    email: invitation.email,
    role: invitation.role,
    status: invitation.expiresAt > now ? 'pending' : 'expired',
    invitedBy: { id: invitation.invitedById, name: invitedByName },
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

export function toCreatedInvitationJson(view: InvitationView, token: string): CreatedInvitationJson {
  return { ...toInvitationJson(view), token, acceptUrl: acceptPath(token) };
}
