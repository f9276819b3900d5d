import { HotkeysProvider, useHotkeys } from '@blueprintjs/core';
import { $currentWorkspaceId, i18n, navigate, switchWorkspaceFx } from '@artel/sdk';
import { $permissionsState, initWorkspaceContextFx, sessionCleared, type Workspace } from '@artel/sdk/host';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { type FakeServer, installFakeServer, makeWorkspace, serveWorkspaces, signIn } from '@artel/sdk/testing';
import { $createWorkspaceDialogOpen, createWorkspaceDialogClosed } from '../create/createWorkspaceDialogModel';
import { switcherClosed } from './switcherModel';
import { workspaceSwitcherHotkey } from './switcherHotkey';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

const personal = makeWorkspace('w-me', { name: 'Моё пространство', isPersonal: true });
const alpha = makeWorkspace('w-alpha', { name: 'Альфа' });
const beta = makeWorkspace('w-beta', { name: 'Бета' });
const gamma = makeWorkspace('w-gamma', { name: 'Гамма 2026', role: 'viewer' });

let server: FakeServer;

/** The switcher with the shell's Ctrl/Cmd+K binding, as AppLayout has it. */
function TopBarHarness() {
  const hotkeys = useMemo(() => [workspaceSwitcherHotkey('Shell', 'Workspaces')], []);
  const { handleKeyDown, handleKeyUp } = useHotkeys(hotkeys);
  return (
    <div onKeyDown={handleKeyDown} onKeyUp={handleKeyUp}>
      <WorkspaceSwitcher />
    </div>
  );
}

async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
  });
}

async function startIn(current: Workspace, visited: Workspace[] = []): Promise<void> {
  localStorage.setItem('artel.currentWorkspaceId', current.id);
  await act(async () => {
    await initWorkspaceContextFx();
    for (const workspace of [...visited, current]) await switchWorkspaceFx(workspace.id);
  });
  await waitFor(() => expect($permissionsState.getState().status).toBe('ready'));
}

function openWithHotkey() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Поиск рабочего пространства' });
const switcherButton = () => screen.getByRole('button', { name: /^Рабочее пространство:/ });

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});

beforeEach(async () => {
  localStorage.clear();
  navigate('/dashboard', { replace: true });
  server = installFakeServer();
  serveWorkspaces(server, [personal, alpha, beta, gamma]);
  await signIn(server);
});

afterEach(() => {
  act(() => {
    switcherClosed();
    createWorkspaceDialogClosed();
    sessionCleared();
  });
});

describe('workspace switcher (SPEC §2)', () => {
  it('opens with Ctrl+K with its search box focused, and Ctrl+K closes it again', async () => {
    await startIn(alpha);
    render(
      <HotkeysProvider>
        <TopBarHarness />
      </HotkeysProvider>,
    );
    expect(switcherButton()).toHaveTextContent('Альфа');
    openWithHotkey();
    await waitFor(() => expect(searchBox()).toHaveFocus());
    expect(switcherButton()).toHaveAttribute('aria-expanded', 'true');
    openWithHotkey();
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
  });

  it("lists 'Личные' and 'Общие' sections and narrows them by the search", async () => {
    await startIn(alpha);
    render(<TopBarHarness />);
    fireEvent.click(switcherButton());
    const panel = await screen.findByRole('menu');
    expect(within(panel).getByText('Личные')).toBeInTheDocument();
    expect(within(panel).getByText('Общие')).toBeInTheDocument();
    fireEvent.change(searchBox(), { target: { value: 'бет' } });
    expect(within(panel).queryByText('Альфа')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Личные')).not.toBeInTheDocument();
    expect(within(panel).getByText('Бета')).toBeInTheDocument();
    fireEvent.change(searchBox(), { target: { value: 'нет такого' } });
    expect(within(panel).getByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('picks the first match with Enter', async () => {
    await startIn(alpha);
    render(<TopBarHarness />);
    fireEvent.click(switcherButton());
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'гам' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    await waitFor(() => expect($currentWorkspaceId.getState()).toBe(gamma.id));
    expect(server.callsTo('POST', `/workspaces/${gamma.id}/switch`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
  });

  it('picks recent workspaces with keys 1-3, most recent first, without the current one', async () => {
    await startIn(alpha, [beta, gamma, personal]);
    render(<TopBarHarness />);
    fireEvent.click(switcherButton());
    const panel = await screen.findByRole('menu');
    expect(within(panel).getByText('Недавние')).toBeInTheDocument();
    expect(within(panel).getByText('Клавиша 3')).toBeInTheDocument();
    fireEvent.keyDown(searchBox(), { key: '2' });
    await waitFor(() => expect($currentWorkspaceId.getState()).toBe(gamma.id));
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
  });

  it('treats digits typed after other text as part of the search', async () => {
    await startIn(alpha, [beta]);
    render(<TopBarHarness />);
    fireEvent.click(switcherButton());
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'Гамма ' } });
    fireEvent.keyDown(searchBox(), { key: '1' });
    expect($currentWorkspaceId.getState()).toBe(alpha.id);
    expect(searchBox()).toBeInTheDocument();
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    await startIn(alpha);
    render(<TopBarHarness />);
    switcherButton().focus();
    fireEvent.click(switcherButton());
    fireEvent.keyDown(await screen.findByRole('searchbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('searchbox')).not.toBeInTheDocument());
    expect(switcherButton()).toHaveFocus();
    expect($currentWorkspaceId.getState()).toBe(alpha.id);
  });

  it("offers 'Настройки рабочего пространства' to an owner only", async () => {
    await startIn(alpha);
    const { unmount } = render(<TopBarHarness />);
    fireEvent.click(switcherButton());
    expect(await screen.findByRole('menuitem', { name: /Настройки рабочего пространства/ })).toBeInTheDocument();
    unmount();

    await startIn(gamma);
    render(<TopBarHarness />);
    fireEvent.click(switcherButton());
    await screen.findByRole('searchbox');
    expect(screen.queryByRole('menuitem', { name: /Настройки рабочего пространства/ })).not.toBeInTheDocument();
  });

  it("opens the Create Workspace modal from 'Создать рабочее пространство'", async () => {
    await startIn(alpha);
    server.on('GET', '/profile/legal-entities', { status: 200, body: { legalEntities: [] } });
    render(<TopBarHarness />);
    fireEvent.click(switcherButton());
    fireEvent.click(await screen.findByRole('menuitem', { name: /Создать рабочее пространство/ }));
    expect($createWorkspaceDialogOpen.getState()).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Создать рабочее пространство' })).toBeInTheDocument();
    await settle();
  });

  it('on a workspace page, goes to the same page of the picked workspace', async () => {
    await startIn(alpha, [beta]);
    navigate(`/workspaces/${alpha.id}/dashboard`);
    render(<TopBarHarness />);
    fireEvent.click(switcherButton());
    fireEvent.keyDown(await screen.findByRole('searchbox'), { key: '1' });
    expect(window.location.pathname).toBe(`/workspaces/${beta.id}/dashboard`);
  });
});
