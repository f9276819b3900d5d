import { api, i18n } from '@artel/sdk';
import { moduleLifecycle, sessionCleared } from '@artel/sdk/host';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type FakeServer, installFakeServer } from '@artel/sdk/testing';
import { registerMarketplaceTranslations } from '../i18n/marketplaceTranslations';
import { installedModule, signInWithWorkspace } from '../testing/marketplaceFixtures';
import { UpdatesPage } from './UpdatesPage';

let server: FakeServer;
let updated = false;

beforeAll(() => registerMarketplaceTranslations());
beforeEach(async () => {
  localStorage.clear();
  api.clearCache();
  await i18n.changeLanguage('ru');
  server = installFakeServer();
  updated = false;
  server.on('GET', '/marketplace/updates', () => ({
    status: 200,
    body: {
      updates: updated
        ? []
        : [
            {
              moduleId: 'updnotes',
              name: 'Upd notes',
              installedVersion: '1.0.0',
              latestVersion: '1.2.0',
              enabled: false,
              changelog: [{ version: '1.2.0', date: '2026-02-01T00:00:00.000Z', changes: ['Tags on notes'] }],
            },
          ],
    },
  }));
});
afterEach(async () => {
  await moduleLifecycle.unloadAll();
  sessionCleared();
});

describe('/marketplace/updates', () => {
  it('lists newer versions with their changelog and updates one, showing what happened to its settings', async () => {
    await signInWithWorkspace(server, 'admin');
    server.on('POST', '/marketplace/modules/updnotes/update', () => {
      updated = true;
      return {
        status: 200,
        body: {
          success: true,
          module: installedModule('updnotes', { enabled: false, version: '1.2.0' }),
          configChanges: [
            { key: 'limit', change: 'reset', previous: 500, value: 100 },
            { key: 'showDates', change: 'added', value: true, label: 'Показывать даты' },
          ],
        },
      };
    });
    render(<UpdatesPage />);
    const card = await screen.findByRole('article', { name: 'Upd notes' });
    expect(card).toHaveTextContent('1.0.0 → 1.2.0');
    expect(card).toHaveTextContent('Tags on notes');

    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(await screen.findByText('Все модули в актуальном состоянии')).toBeInTheDocument();
    expect(screen.getByText('limit: возвращено значение по умолчанию')).toBeInTheDocument();
    expect(screen.getByText('Показывать даты: новый параметр')).toBeInTheDocument();
    expect(server.callsTo('POST', '/marketplace/modules/updnotes/update')).toHaveLength(1);
  });

  it('offers no update to a member', async () => {
    await signInWithWorkspace(server, 'member');
    render(<UpdatesPage />);
    await screen.findByRole('article', { name: 'Upd notes' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Обновить' })).toBeNull());
  });
});
