import { $toasts, api, i18n, type WorkspaceRole } from '@artel/sdk';
import { type ModuleConfigOption, moduleLifecycle, sessionCleared } from '@artel/sdk/host';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type FakeServer, installFakeServer } from '@artel/sdk/testing';
import { registerMarketplaceTranslations } from '../i18n/marketplaceTranslations';
import { installedModule, signInWithWorkspace } from '../testing/marketplaceFixtures';
import { ModuleSettingsPage } from './ModuleSettingsPage';

const options: ModuleConfigOption[] = [
  { key: 'title', type: 'string', default: '', label: { ru: 'Заголовок', en: 'Title' } },
  { key: 'limit', type: 'number', default: 10, min: 1, max: 50, label: { ru: 'Лимит', en: 'Limit' } },
  { key: 'archive', type: 'boolean', default: true, label: { ru: 'Архив', en: 'Archive' } },
  { key: 'mode', type: 'enum', default: 'fast', values: ['fast', 'safe'] },
];
const notes = installedModule('setnotes', {
  enabled: false,
  config: { title: 'Мои', limit: 10, archive: true, mode: 'fast' },
  definition: { id: 'setnotes', name: 'Заметки', version: '1.0.0', path: '/modules/setnotes', installMethod: 'upload', config: options },
});

let server: FakeServer;

async function openSettings(role: WorkspaceRole = 'owner') {
  await signInWithWorkspace(server, role);
  server.on('GET', '/marketplace/workspace/modules', { status: 200, body: { modules: [notes] } });
  await act(async () => {
    await moduleLifecycle.refresh();
  });
  render(<ModuleSettingsPage params={{ moduleId: 'setnotes' }} />);
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Сохранить|Save)$/ }));

beforeAll(() => registerMarketplaceTranslations());
beforeEach(async () => {
  localStorage.clear();
  api.clearCache();
  await i18n.changeLanguage('ru');
  server = installFakeServer();
});
afterEach(async () => {
  await moduleLifecycle.unloadAll();
  sessionCleared();
});

describe('module settings (/marketplace/modules/{moduleId}/settings)', () => {
  it("generates a field per config option, filled with the workspace's values", async () => {
    await openSettings();
    expect(screen.getByRole('heading', { name: 'Настройки модуля «Заметки»' })).toBeInTheDocument();
    expect(screen.getByLabelText('Заголовок')).toHaveValue('Мои');
    expect(screen.getByLabelText('Лимит')).toHaveValue(10);
    expect(screen.getByText('От 1 до 50')).toBeInTheDocument();
    expect(screen.getByLabelText('Архив')).toBeChecked();
    expect(screen.getByLabelText('mode')).toHaveValue('fast');
  });

  it('refuses a number out of its range before sending anything', async () => {
    await openSettings();
    fireEvent.change(screen.getByLabelText('Лимит'), { target: { value: '51' } });
    save();
    expect(await screen.findByText('Значение должно быть не больше 50')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/marketplace/modules/setnotes/config')).toHaveLength(0);
  });

  it('saves typed values and keeps the workspace list in step', async () => {
    await openSettings();
    server.on('PUT', '/marketplace/modules/setnotes/config', (call) => ({
      status: 200,
      body: { success: true, module: { ...notes, config: (call.body as { config: Record<string, unknown> }).config } },
    }));
    fireEvent.change(screen.getByLabelText('Лимит'), { target: { value: '25' } });
    fireEvent.click(screen.getByLabelText('Архив'));
    fireEvent.change(screen.getByLabelText('mode'), { target: { value: 'safe' } });
    save();
    await waitFor(() => expect(server.callsTo('PUT', '/marketplace/modules/setnotes/config')).toHaveLength(1));
    expect(server.callsTo('PUT', '/marketplace/modules/setnotes/config')[0]?.body).toEqual({
      config: { title: 'Мои', limit: 25, archive: false, mode: 'safe' },
    });
    await waitFor(() => expect($toasts.getState().map((toast) => toast.message)).toContain('Настройки модуля «Заметки» сохранены'));
    expect(moduleLifecycle.$modules.getState()[0]?.config).toMatchObject({ limit: 25 });
  });

  it("shows 'Failed to update module config' and the server's reason at the field when it refuses", async () => {
    await i18n.changeLanguage('en');
    await openSettings();
    server.on('PUT', '/marketplace/modules/setnotes/config', {
      status: 400,
      body: {
        error: {
          code: 'invalid_module_config',
          message: 'Option "title" must be a string',
          statusCode: 400,
          details: [{ key: 'title', rule: 'type', message: 'Option "title" must be a string' }],
        },
      },
    });
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update module config: Option "title" must be a string');
    expect(screen.getAllByText('Option "title" must be a string').length).toBeGreaterThan(0);
  });

  it('shows the values read-only to a member', async () => {
    await openSettings('member');
    expect(screen.getByLabelText('Лимит')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });

  it('says so for a module this workspace has not installed', async () => {
    await signInWithWorkspace(server, 'owner');
    server.on('GET', '/marketplace/workspace/modules', { status: 200, body: { modules: [] } });
    await act(async () => {
      await moduleLifecycle.refresh();
    });
    render(<ModuleSettingsPage params={{ moduleId: 'setnotes' }} />);
    expect(screen.getByText('Модуль не установлен в этом рабочем пространстве')).toBeInTheDocument();
    // Blueprint fetches a large icon's paths after the first render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });
});
