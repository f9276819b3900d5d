/**
 * Another user's profile is what the caller may already see: their name and e-mail as a fellow member,
 * and the workspaces both belong to. The server lists members per workspace, so this asks each shared
 * (non-personal) workspace of the caller.
 */
import { api, type WorkspaceMember, type WorkspaceRole } from '@artel/sdk';
import { type Workspace } from '@artel/sdk/host';

export interface SharedWorkspace {
  workspace: Workspace;
  /** The other user's role in it. */
  role: WorkspaceRole;
}

export interface SharedProfile {
  userId: string;
  name: string;
  email: string;
  workspaces: SharedWorkspace[];
}

async function membersOf(workspaceId: string): Promise<WorkspaceMember[]> {
  const body = await api.get<{ members: WorkspaceMember[] }>(`/workspaces/${encodeURIComponent(workspaceId)}/members`);
  return body.members;
}

/** null: no such user among the people the caller shares a workspace with. */
export async function loadSharedProfile(userId: string): Promise<SharedProfile | null> {
  const { workspaces } = await api.get<{ workspaces: Workspace[] }>('/workspaces', { cache: false });
  const shared = workspaces.filter((workspace) => !workspace.isPersonal);
  const found = await Promise.all(
    shared.map(async (workspace) => ({ workspace, member: (await membersOf(workspace.id)).find((member) => member.userId === userId) })),
  );
  const memberships = found.filter((entry): entry is { workspace: Workspace; member: WorkspaceMember } => entry.member !== undefined);
  const [first] = memberships;
  if (!first) return null;
  return {
    userId,
    name: first.member.name,
    email: first.member.email,
    workspaces: memberships.map(({ workspace, member }) => ({ workspace, role: member.role })),
  };
}
