import type { Orm } from '../db/database';
import type { WorkspaceRole } from '../db/schema';
import { AppError } from '../http/errors';
import { normalizeEmail } from '../users/userRepository';
import type { UserRow } from '../users/userSchema';
import { findMember, joinWorkspace, lockWorkspace } from '../workspaces/memberData';
import { findInvitationByToken, markInvitationAccepted } from './invitationData';

const invitationUsed = () => new AppError(409, 'invitation_used', 'invitation_used');
const invitationRevoked = () => new AppError(410, 'invitation_revoked', 'invitation_revoked');

/**
 * Uses the token for the signed-in user, whose e-mail must be the invited one (letter case aside). Someone
 * already in the workspace keeps their role and the invitation is spent all the same.
 */
export interface AcceptedInvitation {
  workspaceId: string;
  role: WorkspaceRole;
  /** Whether the user has just joined (not someone already in the workspace). */
  joined: boolean;
  invitedById: string | null;
}

export function acceptInvitation(orm: Orm, token: string, user: UserRow): Promise<AcceptedInvitation> {
  return orm.transaction(async (tx) => {
    const invitation = await findInvitationByToken(tx, token);
    if (!invitation) throw new AppError(404, 'invitation_not_found', 'invitation_not_found');
    if (normalizeEmail(user.email) !== invitation.email) {
      throw new AppError(403, 'invitation_email_mismatch', 'invitation_email_mismatch');
    }
    if (invitation.revokedAt) throw invitationRevoked();
    if (invitation.acceptedAt) throw invitationUsed();
    if (invitation.expiresAt <= new Date()) throw new AppError(410, 'invitation_expired', 'invitation_expired');
    const workspace = await lockWorkspace(tx, invitation.workspaceId);
    if (!workspace) throw new AppError(404, 'invitation_not_found', 'invitation_not_found');
    if (!(await markInvitationAccepted(tx, invitation.id, user.id))) throw invitationUsed();
    const existing = await findMember(tx, workspace.id, user.id);
    const invitedById = invitation.invitedById ?? null;
    if (existing) return { workspaceId: workspace.id, role: existing.role, joined: false, invitedById };
    await joinWorkspace(tx, workspace, user.id, invitation.role);
    return { workspaceId: workspace.id, role: invitation.role, joined: true, invitedById };
  });
}
