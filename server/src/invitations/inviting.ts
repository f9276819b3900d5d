import type { Orm } from '../db/database';
import type { InvitationRole } from '../db/tables/invitations';
import { alreadyMember, personalWorkspace } from '../workspaces/memberChanges';
import { isMemberByEmail } from '../workspaces/memberData';
import type { WorkspaceRow } from '../workspaces/workspaceData';
import { createInvitation, findInvitation } from './invitationData';
import { toCreatedInvitationJson } from './invitationJson';
import type { CreatedInvitationJson } from './invitationSchemas';

/**
 * Invites a valid, lower-cased address to a shared workspace and answers with the one-time link. No e-mail
 * is sent: there is no mail server in this issue, the inviter copies the link.
 */
export async function inviteByEmail(
  orm: Orm,
  workspace: WorkspaceRow,
  email: string,
  role: InvitationRole,
  invitedById: string,
): Promise<CreatedInvitationJson> {
  if (workspace.isPersonal) throw personalWorkspace();
  if (await isMemberByEmail(orm, workspace.id, email)) throw alreadyMember();
  const { id, token } = await createInvitation(orm, { workspaceId: workspace.id, email, role, invitedById });
  const view = await findInvitation(orm, workspace.id, id);
  if (!view) throw new Error('The invitation vanished after it was made');
  return toCreatedInvitationJson(view, token);
}
