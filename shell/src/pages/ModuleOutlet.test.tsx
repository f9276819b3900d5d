import { api, i18n, navigate } from '@artel/sdk';
import { moduleLifecycle, moduleRegistry, sessionCleared } from '@artel/sdk/host';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type FakeServer, installFakeServer } from '@artel/sdk/testing';
import { registerShellTranslations } from '../i18n/shellTranslations';
import { registerMarketplaceTranslations } from '../marketplace/i18n/marketplaceTranslations';
import { type FakeSystem, headingModule, installFakeSystem } from '../marketplace/testing/fakeSystem';
import { installedModule, signInWithWorkspace } from '../marketplace/testing/marketplaceFixtures';
import { ModuleOutlet } from './ModuleOutlet';

let server: FakeServer;
let system: FakeSystem;
let errorSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;

function serveEnable(moduleId: string, extra: Parameters<typeof installedModule>[1] = {}) {
  const module = installedModule(moduleId, extra);
  server.on('POST', `/marketplace/modules/${moduleId}/enable`, { status: 200, body: { success: true, module } });
  return module;
}

beforeAll(() => {
  registerShellTranslations();
  registerMarketplaceTranslations();
});
beforeEach(async () => {
  localStorage.clear();
  api.clearCache();
  await i18n.changeLanguage('ru');
  server = installFakeServer();
  system = installFakeSystem();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await signInWithWorkspace(server, 'owner');
});
afterEach(async () => {
  await moduleLifecycle.unloadAll();
  sessionCleared();
  errorSpy.mockRestore();
  warnSpy.mockRestore();
  jest.useRealTimers();
});

describe('the module outlet', () => {
  it('shows the SPEC §8 message of a module that failed to load, and Retry loads it', async () => {
    const module = serveEnable('outfail');
    jest.useFakeTimers();
    const enabling = moduleLifecycle.enable('outfail');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(15_000);
    });
    await expect(enabling).resolves.toMatchObject({ status: 'failed' });
    jest.useRealTimers();

    navigate('/modules/outfail');
    render(<ModuleOutlet moduleId="outfail" />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('Модуль «Outfail» не загрузился');
    // The cause, found by fetching the bundle's URL again (the fixtures' server answers 404 for it).
    expect(panel).toHaveTextContent(/Модуль outfail не загрузился: файла \S+outfail\.0123456789abcdef\.js нет \(404\)/);

    system.serve('outfail', async () => headingModule(module.definition, 'Outfail page'));
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(moduleRegistry.get('outfail')?.state).toBe('active'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a module is not enabled in this workspace, with the way to the marketplace', async () => {
    server.on('GET', '/marketplace/workspace/modules', { status: 200, body: { modules: [] } });
    await act(async () => {
      await moduleLifecycle.refresh();
    });
    render(<ModuleOutlet moduleId="nothere" />);
    expect(screen.getByText('Модуль «nothere» не подключён в этом рабочем пространстве.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть в маркетплейсе' })).toHaveAttribute('href', '/marketplace/modules/nothere');
  });

  it('waits, rather than saying "not enabled", until the workspace list has arrived', () => {
    render(<ModuleOutlet moduleId="early" />);
    expect(screen.getByLabelText('Загрузка модуля…')).toBeInTheDocument();
    expect(screen.queryByText(/не подключён/)).toBeNull();
  });

  it("says 'Failed to load modules' when the workspace list cannot be fetched, and retries it", async () => {
    await i18n.changeLanguage('en');
    server.on('GET', '/marketplace/workspace/modules', {
      status: 500,
      body: { error: { code: 'internal_error', message: 'x', statusCode: 500 } },
    });
    await act(async () => {
      await moduleLifecycle.refresh().catch(() => undefined);
    });
    render(<ModuleOutlet moduleId="later" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load modules');
    server.on('GET', '/marketplace/workspace/modules', { status: 200, body: { modules: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The module “later” is not enabled in this workspace.')).toBeInTheDocument();
  });

  it('explains a module skipped for permissions the user lacks (SPEC §5)', async () => {
    serveEnable('outperm', {
      definition: {
        id: 'outperm',
        name: 'Outperm',
        version: '1.0.0',
        path: '/modules/outperm',
        installMethod: 'bundled',
        requiredPermissions: ['reports.view'],
      },
    });
    await act(async () => {
      await moduleLifecycle.enable('outperm');
    });
    render(<ModuleOutlet moduleId="outperm" />);
    expect(screen.getByText('Недостаточно прав для модуля «Outperm»')).toBeInTheDocument();
    expect(screen.getByText('Permission denied to load module outperm')).toBeInTheDocument();
    expect(system.imports).not.toContain('@artel-module/outperm');
  });
});
