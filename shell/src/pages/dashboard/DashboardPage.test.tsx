import { i18n, initWorkspaceContextFx, type ModuleDefinition, moduleRegistry, registerComponent, sessionCleared } from '@artel/sdk';
import { act, render, screen } from '@testing-library/react';
import { installFakeServer } from '../../../../sdk/src/workspace/testing/fakeServer';
import { makeWorkspace, serveWorkspaces, signIn } from '../../../../sdk/src/workspace/testing/workspaceFixtures';
import { registerShellTranslations } from '../../i18n/shellTranslations';
import { DashboardPage } from './DashboardPage';
import { placedWidgets } from './moduleWidgets';

const wiki: ModuleDefinition = {
  id: 'wiki-test',
  name: 'Wiki',
  version: '1.0.0',
  path: '/modules/wiki-test',
  installMethod: 'bundled',
  widgets: [
    { id: 'recent', title: 'Recent Articles', defaultSize: { w: 2, h: 2 } },
    { id: 'tags', title: 'Popular Tags', defaultSize: { w: 1, h: 1 } },
  ],
};

beforeAll(async () => {
  registerShellTranslations();
  await i18n.changeLanguage('ru');
  moduleRegistry.register(wiki);
  for (const state of ['loading', 'installed', 'active'] as const) moduleRegistry.transition(wiki.id, state);
});

afterEach(() => act(() => sessionCleared()));

describe("dashboard 'Рабочий стол'", () => {
  it("lists the user's workspaces and the active modules' widgets, drawing the registered ones", async () => {
    const server = installFakeServer();
    serveWorkspaces(server, [makeWorkspace('w1', { name: 'Личное', isPersonal: true }), makeWorkspace('w2', { name: 'Склад' })]);
    await signIn(server);
    await act(async () => {
      await initWorkspaceContextFx();
    });
    const unregister = registerComponent('widget:wiki-test.tags', ({ workspaceId }: { workspaceId: string | null }) => (
      <p>{`tags of ${workspaceId}`}</p>
    ));
    render(<DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Рабочий стол', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Склад' })).toHaveAttribute('href', '/workspaces/w2');
    expect(screen.getByRole('heading', { name: 'Recent Articles' })).toBeInTheDocument();
    expect(screen.getByText('tags of w1')).toBeInTheDocument();
    unregister();
  });
});

describe('placedWidgets', () => {
  it('sizes widgets by their default size within four columns', () => {
    const placed = placedWidgets(moduleRegistry.$modules.getState()).filter((widget) => widget.moduleId === wiki.id);
    expect(placed.map(({ componentName, columns, rows }) => ({ componentName, columns, rows }))).toEqual([
      { componentName: 'widget:wiki-test.recent', columns: 2, rows: 2 },
      { componentName: 'widget:wiki-test.tags', columns: 1, rows: 1 },
    ]);
  });
});
