import { api, i18n } from '@artel/sdk';
import { $navigation, moduleLifecycle, sessionCleared } from '@artel/sdk/host';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { errorBody, type FakeServer, installFakeServer } from '@artel/sdk/testing';
import { registerMarketplaceTranslations } from '../i18n/marketplaceTranslations';
import { catalogModule, installedModule, signInWithWorkspace } from '../testing/marketplaceFixtures';
import { type FakeSystem, headingModule, installFakeSystem } from '../testing/fakeSystem';
import { CatalogPage } from './CatalogPage';

let server: FakeServer;
let system: FakeSystem;

const card = (name: string) => screen.getByRole('article', { name });

beforeAll(() => registerMarketplaceTranslations());
beforeEach(async () => {
  localStorage.clear();
  api.clearCache();
  await i18n.changeLanguage('ru');
  server = installFakeServer();
  system = installFakeSystem();
  server.on('GET', '/marketplace/categories', { status: 200, body: { categories: [{ category: 'productivity', count: 2 }] } });
  server.on('GET', '/marketplace/modules', {
    status: 200,
    body: { modules: [catalogModule('catnotes', { name: 'Cat notes' }), catalogModule('catwiki', { name: 'Cat wiki', blocked: true })] },
  });
});
afterEach(async () => {
  await moduleLifecycle.unloadAll();
  sessionCleared();
});

describe('the marketplace catalog (/marketplace)', () => {
  it('shows each module with its state, and Enable for a workspace owner', async () => {
    await signInWithWorkspace(server, 'owner');
    render(<CatalogPage />);
    expect(await screen.findByRole('article', { name: 'Cat notes' })).toBeInTheDocument();
    expect(within(card('Cat notes')).getByText('Не установлен')).toBeInTheDocument();
    expect(within(card('Cat notes')).getByRole('button', { name: 'Подключить' })).toBeInTheDocument();
    expect(within(card('Cat wiki')).getByText('Заблокирован')).toBeInTheDocument();
    expect(within(card('Cat wiki')).queryByRole('button', { name: 'Подключить' })).toBeNull();
  });

  it('offers no Enable to a member and says who can', async () => {
    await signInWithWorkspace(server, 'member');
    render(<CatalogPage />);
    expect(await screen.findByRole('article', { name: 'Cat notes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подключить' })).toBeNull();
    expect(screen.getByText(/может владелец или администратор рабочего пространства/)).toBeInTheDocument();
  });

  it('enables a module: the server, then the loader, and its navigation item appears with no reload', async () => {
    await signInWithWorkspace(server, 'owner');
    const module = installedModule('catnotes', {
      definition: {
        id: 'catnotes',
        name: 'Cat notes',
        version: '1.0.0',
        path: '/modules/catnotes',
        installMethod: 'bundled',
        navigationItem: { id: 'catnotes', path: '', title: 'Cat notes', icon: 'annotation' },
      },
    });
    server.on('POST', '/marketplace/modules/catnotes/enable', { status: 200, body: { success: true, module } });
    system.serve('catnotes', async () => headingModule(module.definition, 'Cat notes page'));
    render(<CatalogPage />);
    fireEvent.click(await within(await screen.findByRole('article', { name: 'Cat notes' })).findByRole('button', { name: 'Подключить' }));

    await waitFor(() => expect(within(card('Cat notes')).getByText('Подключён')).toBeInTheDocument());
    expect(server.callsTo('POST', '/marketplace/modules/catnotes/enable')).toHaveLength(1);
    expect(system.imports).toEqual(['@artel-module/catnotes']);
    expect($navigation.getState().find((item) => item.moduleId === 'catnotes')).toMatchObject({ path: '/modules/catnotes' });
    // Disabling takes it from everyone in the workspace, so it asks; cancelling leaves it on.
    fireEvent.click(within(card('Cat notes')).getByRole('button', { name: 'Отключить' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Отключить «Cat notes» в этом пространстве?');
    fireEvent.click(within(question).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.callsTo('POST', '/marketplace/modules/catnotes/disable')).toHaveLength(0);
    expect(within(card('Cat notes')).getByText('Подключён')).toBeInTheDocument();
  });

  it('searches as the user types and narrows by category', async () => {
    await signInWithWorkspace(server, 'owner');
    server.on('GET', '/marketplace/modules/search', { status: 200, body: { modules: [catalogModule('catnotes', { name: 'Cat notes' })] } });
    server.on('GET', '/marketplace/modules/category/:category', { status: 200, body: { modules: [] } });
    render(<CatalogPage />);
    await screen.findByRole('article', { name: 'Cat wiki' });

    fireEvent.change(screen.getByLabelText('Поиск модулей'), { target: { value: 'notes' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Cat wiki' })).toBeNull());
    expect(server.calls.some((call) => call.url.endsWith('/marketplace/modules/search?q=notes'))).toBe(true);

    fireEvent.change(screen.getByLabelText('Поиск модулей'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Категория'), { target: { value: 'productivity' } });
    expect(await screen.findByText('Модули не найдены')).toBeInTheDocument();
    expect(server.callsTo('GET', '/marketplace/modules/category/productivity').length).toBeGreaterThan(0);
  });

  it("shows 'Failed to load modules' and an empty list when the catalog cannot be loaded", async () => {
    await i18n.changeLanguage('en');
    await signInWithWorkspace(server, 'owner');
    server.on('GET', '/marketplace/modules', errorBody(500, 'internal_error', 'Internal error'));
    render(<CatalogPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load modules');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it("shows 'Failed to search modules' when a search fails", async () => {
    await i18n.changeLanguage('en');
    await signInWithWorkspace(server, 'owner');
    server.on('GET', '/marketplace/modules/search', errorBody(500, 'internal_error', 'Internal error'));
    render(<CatalogPage />);
    await screen.findByRole('article', { name: 'Cat notes' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Search modules'), { target: { value: 'zzz' } });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search modules');
  });
});
