import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { navigate } from '../router/router';
import { sessionCleared } from '../session/sessionModel';
import { installFakeServer } from '../workspace/testing/fakeServer';
import { makeWorkspace, serveWorkspaces, signIn } from '../workspace/testing/workspaceFixtures';
import { initWorkspaceContextFx } from '../workspace/workspaceModel';
import { CURRENT_WORKSPACE_STORAGE_KEY } from '../workspace/workspaceStorage';
import type { WorkspaceRole } from '../permissions';
import { ModuleRoutes, registerRoutes } from './moduleRoutes';
import { type RouteAccessRule, useCanOpen } from './routeAccess';

const managesWorkspace: RouteAccessRule = ({ permissions }) => permissions?.permissions.manage_workspace === true;

function Settings() {
  return <h1>settings form</h1>;
}
function Home() {
  const canOpenSettings = useCanOpen(managesWorkspace);
  return <h1>home{canOpenSettings && <a href="/modules/telegram/settings">settings</a>}</h1>;
}

async function signedInAs(role: WorkspaceRole): Promise<void> {
  localStorage.clear();
  const server = installFakeServer();
  serveWorkspaces(server, [makeWorkspace('w-team', { role })]);
  await signIn(server, {
    id: 'u-anna',
    name: 'Анна',
    email: 'anna@example.test',
    role: 'user',
    permissions: [],
    preferredLegalEntityId: null,
    preferredWorkspaceId: 'w-team',
  });
  localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, 'w-team');
  await act(async () => {
    await initWorkspaceContextFx();
  });
}

describe('a module page that declares who may open it', () => {
  let release: () => void;
  beforeEach(async () => {
    await i18n.changeLanguage('ru');
    release = registerRoutes('telegram', [
      { path: 'settings', component: Settings, canOpen: managesWorkspace },
      {
        path: 'broken',
        component: Settings,
        canOpen: () => {
          throw new Error('no such permission');
        },
      },
      { path: '', component: Home },
    ]);
  });
  afterEach(() => {
    act(() => release());
    act(() => navigate('/'));
    act(() => sessionCleared());
  });

  it('is shown to a role that may use it', async () => {
    await signedInAs('owner');
    act(() => navigate('/modules/telegram/settings'));
    render(<ModuleRoutes moduleId="telegram" />);
    expect((await screen.findByRole('heading')).textContent).toBe('settings form');
  });

  it('is refused to a role that may not: «Нет доступа», why, and the way back to the module', async () => {
    await signedInAs('viewer');
    act(() => navigate('/modules/telegram/settings'));
    render(<ModuleRoutes moduleId="telegram" />);
    expect((await screen.findByRole('heading')).textContent).toBe('Нет доступа');
    expect(screen.queryByText('settings form')).toBeNull();
    expect(screen.getByText(/Ваша роль в этом рабочем пространстве не позволяет открыть эту страницу/).isConnected).toBe(true);
    const back = screen.getByRole('link', { name: 'К главной странице модуля' });
    expect(back.getAttribute('href')).toBe('/modules/telegram');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading').textContent).toBe('No access');
    act(() => back.click());
    expect(screen.getByRole('heading').textContent).toBe('home');
  });

  it('refuses when the rule itself fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signedInAs('owner');
    act(() => navigate('/modules/telegram/broken'));
    render(<ModuleRoutes moduleId="telegram" />);
    expect((await screen.findByRole('heading')).textContent).toBe('Нет доступа');
    jest.mocked(console.warn).mockRestore();
  });

  it('hides the links to it from those it refuses', async () => {
    await signedInAs('viewer');
    act(() => navigate('/modules/telegram'));
    const { unmount } = render(<ModuleRoutes moduleId="telegram" />);
    expect((await screen.findByRole('heading')).textContent).toBe('home');
    expect(screen.queryByRole('link', { name: 'settings' })).toBeNull();
    unmount();
    // Signing out forgets the viewer's cached permissions.
    act(() => sessionCleared());

    await signedInAs('owner');
    render(<ModuleRoutes moduleId="telegram" />);
    expect((await screen.findByRole('link', { name: 'settings' })).isConnected).toBe(true);
  });
});
