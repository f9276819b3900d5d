/** The workspace calls of SPEC §7, typed; every other file of this folder goes through these. */
import { api } from '../api/apiClient';
import type { WorkspaceRole } from '../permissions';
import type {
  AcceptedInvitation,
  CreatedInvitation,
  CreatedWorkspace,
  InvitationRole,
  Workspace,
  WorkspaceAnalytics,
  WorkspaceBoard,
  WorkspaceInvitation,
  WorkspaceChanges,
  WorkspaceMember,
} from './workspaceTypes';

const at = (workspaceId: string, rest = '') => `/workspaces/${encodeURIComponent(workspaceId)}${rest}`;

export interface CreateWorkspaceBody {
  name: string;
  description: string;
  isPersonal: boolean;
  visibility: string;
  icon: string | null;
  color: string | null;
  legalEntityId: string;
  inviteEmails: string[];
}

/**
 * SPEC §7 puts the accept call at /api/invitations/accept, beside /api/v1 rather than under it; the
 * client's base is /api/v1, and the browser resolves the '..' segment before the request leaves.
 */
const ACCEPT_INVITATION_PATH = '/../invitations/accept';

export const workspaceApi = {
  /** Never from the cache: an accepted invitation or a removal elsewhere must show at once. */
  list: () => api.get<{ workspaces: Workspace[] }>('/workspaces', { cache: false }).then((body) => body.workspaces),
  prefetchList: () => void api.prefetch('/workspaces'),
  update: (workspaceId: string, changes: WorkspaceChanges) => api.put<Workspace>(at(workspaceId), changes),
  create: (body: CreateWorkspaceBody) => api.post<CreatedWorkspace>('/workspaces', body),
  switchTo: (workspaceId: string) => api.post<Workspace>(at(workspaceId, '/switch')),
  members: (workspaceId: string) => api.get<{ members: WorkspaceMember[] }>(at(workspaceId, '/members')).then((body) => body.members),
  changeRole: (workspaceId: string, userId: string, role: WorkspaceRole) =>
    api.put<WorkspaceMember>(at(workspaceId, `/members/${encodeURIComponent(userId)}/role`), { role }),
  removeMember: (workspaceId: string, userId: string) => api.delete<unknown>(at(workspaceId, `/members/${encodeURIComponent(userId)}`)),
  invitations: (workspaceId: string) =>
    api.get<{ invitations: WorkspaceInvitation[] }>(at(workspaceId, '/invitations'), { cache: false }).then((body) => body.invitations),
  invite: (workspaceId: string, email: string, role: InvitationRole) =>
    api.post<CreatedInvitation>(at(workspaceId, '/invitations'), { email, role }),
  renewInvitationLink: (workspaceId: string, invitationId: string) =>
    api.post<CreatedInvitation>(at(workspaceId, `/invitations/${encodeURIComponent(invitationId)}/link`)),
  revokeInvitation: (workspaceId: string, invitationId: string) =>
    api.delete<unknown>(at(workspaceId, `/invitations/${encodeURIComponent(invitationId)}`)),
  acceptInvitation: (token: string) => api.post<AcceptedInvitation>(ACCEPT_INVITATION_PATH, { token }),
  boards: (workspaceId: string) =>
    api.get<{ boards: WorkspaceBoard[] }>(at(workspaceId, '/boards'), { cache: false }).then((body) => body.boards),
  createBoard: (workspaceId: string, name: string, description: string) =>
    api.post<WorkspaceBoard>(at(workspaceId, '/boards'), { name, description, withDefaults: true }),
  analytics: (workspaceId: string) => api.get<WorkspaceAnalytics>(at(workspaceId, '/analytics')),
};
