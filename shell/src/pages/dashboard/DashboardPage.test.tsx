import type { ReactElement } from 'react';
import { i18n, lazyComponent } from '@artel/sdk';
import { registerWidget, initWorkspaceContextFx, moduleLifecycle, removeModuleWidgets, sessionCleared } from '@artel/sdk/host';
import { act, render, screen } from '@testing-library/react';
import { installFakeServer, makeWorkspace, serveWorkspaces, signIn } from '@artel/sdk/testing';
import { registerShellTranslations } from '../../i18n/shellTranslations';
import { DashboardPage } from './DashboardPage';
import { widgetSpan } from './widgetSpan';

function Broken(): never {
  throw new Error('widget crashed');
}

beforeAll(async () => {
  registerShellTranslations();
  await i18n.changeLanguage('ru');
});

afterEach(() => {
  removeModuleWidgets('wiki');
  act(() => sessionCleared());
});

describe("dashboard 'Рабочий стол'", () => {
  it("lists the user's workspaces and the modules' widgets, a broken one without taking the page down", async () => {
    const server = installFakeServer();
    serveWorkspaces(server, [makeWorkspace('w1', { name: 'Личное', isPersonal: true }), makeWorkspace('w2', { name: 'Склад' })]);
    await signIn(server);
    await act(async () => {
      await initWorkspaceContextFx();
    });
    registerWidget('wiki', { id: 'tags', title: 'Popular Tags', component: () => <p>#планы #склад</p> });
    registerWidget('wiki', { id: 'recent', title: 'Recent Articles', component: Broken, defaultSize: { w: 2, h: 2 } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Рабочий стол', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Склад' })).toHaveAttribute('href', '/workspaces/w2');
    expect(screen.getByText('#планы #склад')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Articles' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('shows skeletons, not «no modules» nor «no widgets», until the module list has arrived (issue 15)', () => {
    render(<DashboardPage />);
    expect(screen.getByRole('list', { name: 'Загружаем модули…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(i18n.t('shell:dashboard.noModules'))).toBeNull();
    expect(screen.queryByText('Включённые модули пока не добавили виджетов.')).toBeNull();
  });

  it('says when no module offers widgets', async () => {
    const server = installFakeServer();
    serveWorkspaces(server, [makeWorkspace('w1', { name: 'Личное', isPersonal: true })]);
    server.on('GET', '/marketplace/workspace/modules', { status: 200, body: { modules: [] } });
    await signIn(server);
    await act(async () => {
      await initWorkspaceContextFx();
      await moduleLifecycle.refresh();
    });
    render(<DashboardPage />);
    expect(screen.getByText('Включённые модули пока не добавили виджетов.')).toBeInTheDocument();
  });

  it('shows a widget whose code is a chunk of its own once it has arrived', async () => {
    let arrive: (chunk: { Tags: () => ReactElement }) => void = () => undefined;
    const chunk = new Promise<{ Tags: () => ReactElement }>((resolve) => {
      arrive = resolve;
    });
    registerWidget('wiki', { id: 'tags', title: 'Popular Tags', component: lazyComponent(() => chunk, 'Tags') });
    render(<DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Popular Tags' })).toBeInTheDocument();
    await act(async () => arrive({ Tags: () => <p>#планы</p> }));
    expect(screen.getByText('#планы')).toBeInTheDocument();
  });
});

describe('widgetSpan', () => {
  it('places a widget by its default size within four columns', () => {
    expect(widgetSpan({ defaultSize: { w: 2, h: 2 } })).toEqual({ columns: 2, rows: 2 });
    expect(widgetSpan({ defaultSize: { w: 6, h: 0 } })).toEqual({ columns: 4, rows: 1 });
    expect(widgetSpan({})).toEqual({ columns: 1, rows: 1 });
  });
});
