import { act, render, renderHook, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { ModuleRoutes, registerRoutes } from '../modules/moduleRoutes';
import type { WorkspaceRole } from '../permissions';
import { navigate } from '../router/router';
import { sessionCleared } from '../session/sessionModel';
import { installFakeServer } from '../workspace/testing/fakeServer';
import { makeWorkspace, serveWorkspaces, signIn } from '../workspace/testing/workspaceFixtures';
import { initWorkspaceContextFx } from '../workspace/workspaceModel';
import { CURRENT_WORKSPACE_STORAGE_KEY } from '../workspace/workspaceStorage';
import { modulePermissions } from './modulePermissionChecks';

const notes = modulePermissions({
  id: 'notes',
  permissions: {
    'notes.view': ['owner', 'admin', 'member', 'viewer'],
    'notes.edit': ['owner', 'admin', 'member'],
    'notes.settings': ['owner'],
  },
});

function Page({ text }: { text: string }) {
  return <h1>{text}</h1>;
}

async function signedInAs(role: WorkspaceRole, permissions: string[] = []): Promise<void> {
  localStorage.clear();
  const server = installFakeServer();
  serveWorkspaces(server, [makeWorkspace('w-team', { role })]);
  await signIn(server, {
    id: 'u-anna',
    name: 'Анна',
    email: 'anna@example.test',
    role: 'user',
    permissions,
    preferredLegalEntityId: null,
    preferredWorkspaceId: 'w-team',
  });
  localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, 'w-team');
  await act(async () => {
    await initWorkspaceContextFx();
  });
}

async function headingAt(path: string): Promise<string | null> {
  act(() => navigate(path));
  const { unmount } = render(<ModuleRoutes moduleId="notes" />);
  const text = (await screen.findByRole('heading')).textContent;
  unmount();
  return text;
}

describe("a module's page guard decided by its manifest's permissions", () => {
  let release: () => void;
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    release = registerRoutes('notes', [
      { path: 'edit', component: () => <Page text="edit form" />, canOpen: notes.rule('notes.edit') },
      { path: 'settings', component: () => <Page text="settings form" />, canOpen: notes.rule('notes.view', 'notes.settings') },
    ]);
  });
  afterEach(() => {
    act(() => release());
    act(() => navigate('/'));
    act(() => sessionCleared());
  });

  it('refuses a viewer the edit and settings pages', async () => {
    await signedInAs('viewer');
    expect([await headingAt('/modules/notes/edit'), await headingAt('/modules/notes/settings')]).toEqual(['No access', 'No access']);
  });

  it('opens the edit page to a member, and settings only to the role the manifest names', async () => {
    await signedInAs('member');
    expect([await headingAt('/modules/notes/edit'), await headingAt('/modules/notes/settings')]).toEqual(['edit form', 'No access']);
  });

  it("opens both to the owner, and to a viewer holding '*' or 'notes.*'", async () => {
    await signedInAs('owner');
    expect(await headingAt('/modules/notes/settings')).toBe('settings form');
    act(() => sessionCleared());
    await signedInAs('viewer', ['notes.*']);
    expect([await headingAt('/modules/notes/edit'), await headingAt('/modules/notes/settings')]).toEqual(['edit form', 'settings form']);
  });

  it('answers a button the same way through useCan', async () => {
    await signedInAs('viewer');
    const { result } = renderHook(() => notes.useCan());
    expect([
      result.current('notes.view'),
      result.current('notes.edit'),
      result.current('view_boards'),
      result.current('create_cards'),
    ]).toEqual([true, false, true, false]);
  });
});
