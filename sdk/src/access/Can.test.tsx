import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import type { WorkspaceRole } from '../permissions';
import { sessionCleared } from '../session/sessionModel';
import { errorBody, type FakeServer, installFakeServer } from '../workspace/testing/fakeServer';
import { makeWorkspace, serveWorkspaces, signIn } from '../workspace/testing/workspaceFixtures';
import { initWorkspaceContextFx } from '../workspace/workspaceModel';
import { CURRENT_WORKSPACE_STORAGE_KEY } from '../workspace/workspaceStorage';
import { Can } from './Can';
import { $permissionsState } from './permissionsModel';
import { useHasWorkspaceRole, usePermission, useWorkspaceRole } from './useAccess';

let server: FakeServer;

async function enterWorkspaceAs(role: WorkspaceRole, { failPermissions = false } = {}): Promise<void> {
  const workspace = makeWorkspace(`w-${role}`, { role });
  serveWorkspaces(server, [workspace]);
  if (failPermissions) server.on('GET', '/workspaces/:id/permissions', errorBody(500, 'internal', 'boom'));
  localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, workspace.id);
  await act(async () => {
    await initWorkspaceContextFx();
    for (let turn = 0; turn < 200 && ['idle', 'loading'].includes($permissionsState.getState().status); turn += 1) {
      await Promise.resolve();
    }
  });
}

function Toolbar() {
  return (
    <>
      <Can permission="create_boards">
        <button type="button">Create board</button>
      </Can>
      <Can permissions={['manage_members', 'invite_members']} fallback="disable">
        <button type="button">Invite</button>
      </Can>
      <Can role={['owner', 'admin']}>
        <button type="button">Settings</button>
      </Can>
      <Can permission="export_data">{({ allowed }) => <span>{allowed ? 'export allowed' : 'export denied'}</span>}</Can>
    </>
  );
}

function RoleProbe() {
  const role = useWorkspaceRole();
  const canView = usePermission('view_boards');
  const isManager = useHasWorkspaceRole(['owner', 'admin']);
  return <p>{`${role ?? 'none'} view:${String(canView)} manager:${String(isManager)}`}</p>;
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
  server = installFakeServer();
  await signIn(server);
});

afterEach(() => act(() => sessionCleared()));

describe('<Can> and the access hooks (v-permission, v-role)', () => {
  it('shows everything to an owner', async () => {
    render(<Toolbar />);
    await enterWorkspaceAs('owner');
    expect(screen.getByRole('button', { name: 'Create board' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('export allowed')).toBeInTheDocument();
  });

  it("hides a viewer's create controls and disables what asks to be disabled", async () => {
    render(<Toolbar />);
    await enterWorkspaceAs('viewer');
    expect(screen.queryByRole('button', { name: 'Create board' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    const invite = screen.getByRole('button', { name: 'Invite' });
    expect(invite).toBeDisabled();
    expect(invite).toHaveAttribute('title', 'You do not have permission to perform this action.');
    expect(screen.getByText('export denied')).toBeInTheDocument();
  });

  it('lets a member create boards but not manage the workspace', async () => {
    render(<Toolbar />);
    await enterWorkspaceAs('member');
    expect(screen.getByRole('button', { name: 'Create board' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('keeps controls back until the permissions arrive', () => {
    render(<Toolbar />);
    expect(screen.queryByRole('button', { name: 'Create board' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled();
  });

  it('falls back to the SPEC §6 list when the permissions cannot be loaded, and fails role checks', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Toolbar />);
    await enterWorkspaceAs('owner', { failPermissions: true });
    expect(screen.queryByRole('button', { name: 'Create board' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    jest.mocked(console.warn).mockRestore();
  });

  it('tells the role and single permissions through hooks', async () => {
    render(<RoleProbe />);
    expect(screen.getByText('none view:false manager:false')).toBeInTheDocument();
    await enterWorkspaceAs('admin');
    expect(screen.getByText('admin view:true manager:true')).toBeInTheDocument();
  });
});
