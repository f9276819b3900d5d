/** Sample data and a signed-in session for the workspace and access tests (SDK and shell). */
import { buildPermissionsData, type PermissionsData, type WorkspaceRole } from '../../permissions';
import { loginFx } from '../../session/sessionModel';
import type { User } from '../../types';
import type { Workspace } from '../workspaceTypes';
import type { FakeServer } from './fakeServer';

export const testUser: User = {
  id: 'u-anna',
  name: 'Анна',
  email: 'anna@example.test',
  role: 'user',
  permissions: [],
  preferredLegalEntityId: null,
  preferredWorkspaceId: null,
};

export function makeWorkspace(id: string, overrides: Partial<Workspace> = {}): Workspace {
  return {
    id,
    slug: id,
    name: `Workspace ${id}`,
    description: '',
    isPersonal: false,
    visibility: 'private',
    icon: 'office',
    color: 'blue',
    legalEntityId: 'le-1',
    ownerId: testUser.id,
    memberCount: 1,
    role: 'owner',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function permissionsOf(role: WorkspaceRole): PermissionsData {
  return buildPermissionsData({ workspaceRole: role });
}

/** Answers the workspace list, switches and permissions of `workspaces` like the real server would. */
export function serveWorkspaces(server: FakeServer, workspaces: readonly Workspace[]): void {
  server.on('GET', '/workspaces', { status: 200, body: { workspaces } });
  server.on('POST', '/workspaces/:id/switch', (_, { id }) => {
    const workspace = workspaces.find((candidate) => candidate.id === id);
    return workspace
      ? { status: 200, body: workspace }
      : { status: 404, body: { error: { code: 'workspace_not_found', message: 'Workspace not found or access denied', statusCode: 404 } } };
  });
  server.on('GET', '/workspaces/:id/permissions', (_, { id }) => {
    const workspace = workspaces.find((candidate) => candidate.id === id);
    return workspace ? { status: 200, body: permissionsOf(workspace.role) } : { status: 404, body: {} };
  });
}

export async function signIn(server: FakeServer, user: User = testUser): Promise<void> {
  server.on('POST', '/auth/login', {
    status: 200,
    body: { user, access_token: 'access', refresh_token: 'refresh', expires_in: 3600 },
  });
  await loginFx({ email: user.email, password: 'correct horse' });
}
