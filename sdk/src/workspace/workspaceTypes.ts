/** Workspace shapes as the workspace calls of SPEC §7 send them (fields of SPEC §3). */
import type { BoardRole, WorkspaceRole } from '../permissions';
import type { WorkspaceVisibility } from '../validation';

export interface Workspace {
  id: string;
  slug: string;
  name: string;
  description: string;
  isPersonal: boolean;
  visibility: WorkspaceVisibility;
  icon: string | null;
  color: string | null;
  legalEntityId: string | null;
  /** The organisation's name: what every member of the workspace may know of it. */
  legalEntityName?: string | null;
  ownerId: string;
  memberCount: number;
  /** The signed-in user's role in this workspace. */
  role: WorkspaceRole;
  createdAt: string;
  updatedAt: string;
}

export interface WorkspaceMember {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  joinedAt: string;
  /** The picture the member uploaded; null or absent: initials. */
  avatarUrl?: string | null;
}

export interface WorkspaceBoard {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  createdById: string;
  /** The signed-in user's board role, if any. */
  role: BoardRole | null;
  /** Set when the module holding the board's content (kanban) archived it: the board is read-only, listed apart. */
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WorkspaceActivityDay {
  /** 'YYYY-MM-DD', UTC. */
  date: string;
  membersJoined: number;
  boardsCreated: number;
}

export interface WorkspaceAnalytics {
  workspaceId: string;
  members: { total: number; byRole: Record<WorkspaceRole, number> };
  boards: { total: number };
  invitations: { pending: number };
  /** The last 30 days, oldest first; the last is today. */
  activity: WorkspaceActivityDay[];
}

/** Roles an invitation can carry: never owner. */
export type InvitationRole = Exclude<WorkspaceRole, 'owner'>;

export interface WorkspaceInvitation {
  id: string;
  workspaceId: string;
  /** Lower-cased. */
  email: string;
  role: InvitationRole;
  status: 'pending' | 'expired';
  invitedBy: { id: string; name: string };
  createdAt: string;
  /** After this the link no longer works. */
  expiresAt: string;
}

/** Only the answer that creates an invitation carries its token and link; neither can be shown again. */
export interface CreatedInvitation extends WorkspaceInvitation {
  token: string;
  /** A path, '/invitations/accept?token=…', to prefix with the site's origin. */
  acceptUrl: string;
}

/** POST /workspaces answers with the workspace and the invitations made from inviteEmails. */
export interface CreatedWorkspace extends Workspace {
  invitations: CreatedInvitation[];
}

/** What the Create Workspace modal hands to createWorkspaceFx. */
export interface CreateWorkspaceParams {
  name: string;
  description?: string;
  isPersonal?: boolean;
  visibility?: WorkspaceVisibility;
  icon?: string | null;
  color?: string | null;
  legalEntityId: string | null;
  inviteEmails?: string[];
}

export interface CreateBoardParams {
  workspaceId: string;
  name: string;
  description?: string;
}

/** PUT /workspaces/{id}: any of these; the slug never changes. */
export interface WorkspaceChanges {
  name?: string;
  description?: string;
  visibility?: string;
  icon?: string | null;
  color?: string | null;
  legalEntityId?: string | null;
}

export interface AcceptedInvitation {
  workspace: Workspace;
  role: WorkspaceRole;
}
