import { api, i18n } from '@artel/sdk';
import { moduleLifecycle, sessionCleared } from '@artel/sdk/host';
import { render, screen } from '@testing-library/react';
import { errorBody, type FakeServer, installFakeServer } from '@artel/sdk/testing';
import { registerMarketplaceTranslations } from '../i18n/marketplaceTranslations';
import { catalogModule, signInWithWorkspace } from '../testing/marketplaceFixtures';
import { ModuleDetailPage } from './ModuleDetailPage';

let server: FakeServer;

beforeAll(() => registerMarketplaceTranslations());
beforeEach(async () => {
  localStorage.clear();
  api.clearCache();
  await i18n.changeLanguage('ru');
  server = installFakeServer();
  await signInWithWorkspace(server, 'owner');
});
afterEach(async () => {
  await moduleLifecycle.unloadAll();
  sessionCleared();
});

describe('/marketplace/modules/{id}', () => {
  it('shows the description, versions, required permissions, dependencies and changelog', async () => {
    server.on('GET', '/marketplace/modules/detnotes', {
      status: 200,
      body: {
        module: catalogModule('detnotes', {
          name: 'Det notes',
          description: 'Notes for the team',
          latestVersion: '1.2.0',
          installed: true,
          enabled: false,
          installedVersion: '1.0.0',
          updateAvailable: true,
          requiredPermissions: ['notes.view'],
          dependencies: ['workspace', 'detbase'],
          changelog: [{ version: '1.2.0', date: '2026-02-01T00:00:00.000Z', changes: ['Tags on notes'] }],
        }),
      },
    });
    render(<ModuleDetailPage params={{ id: 'detnotes' }} />);
    expect(await screen.findByRole('heading', { name: 'Det notes', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Notes for the team')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Версия 1.2.0' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Установленная версия 1.0.0' })).toBeInTheDocument();
    expect(screen.getByText('notes.view')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'detbase' })).toHaveAttribute('href', '/marketplace/modules/detbase');
    expect(screen.queryByRole('link', { name: 'workspace' })).toBeNull();
    expect(screen.getByText('Tags on notes')).toBeInTheDocument();
    expect(screen.getByText('Отключён')).toBeInTheDocument();
    expect(screen.getByText('Доступно обновление')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подключить' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить 1.2.0' })).toBeInTheDocument();
  });

  it('says so for a module that is not in the catalog', async () => {
    server.on('GET', '/marketplace/modules/ghost', errorBody(404, 'MODULE_NOT_FOUND', 'Module not found in registry'));
    render(<ModuleDetailPage params={{ id: 'ghost' }} />);
    expect(await screen.findByText('Модуль не найден')).toBeInTheDocument();
  });
});
