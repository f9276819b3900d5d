import { $toasts, api, i18n } from '@artel/sdk';
import { moduleLifecycle, sessionCleared } from '@artel/sdk/host';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { errorBody, type FakeServer, installFakeServer } from '@artel/sdk/testing';
import { registerMarketplaceTranslations } from '../i18n/marketplaceTranslations';
import { catalogModule, signInWithWorkspace } from '../testing/marketplaceFixtures';
import { AdminModulesPage } from './AdminModulesPage';

let server: FakeServer;
let blocked = false;
let approved = true;

const toastMessages = () => $toasts.getState().map((toast) => toast.message);

beforeAll(() => registerMarketplaceTranslations());
beforeEach(async () => {
  localStorage.clear();
  api.clearCache();
  await i18n.changeLanguage('ru');
  server = installFakeServer();
  blocked = false;
  approved = true;
  await signInWithWorkspace(server, 'owner', true);
  server.on('GET', '/marketplace/admin/modules', () => ({
    status: 200,
    body: { modules: [{ ...catalogModule('adminnotes', { name: 'Admin notes', blocked, approved }), installations: 3 }] },
  }));
  server.on('GET', '/marketplace/workspace/modules', { status: 200, body: { modules: [] } });
});
afterEach(async () => {
  await moduleLifecycle.unloadAll();
  sessionCleared();
});

describe("/admin/modules ('Модули')", () => {
  it('lists every module with where it is used, and blocks one platform-wide', async () => {
    server.on('POST', '/marketplace/admin/modules/adminnotes/block', () => {
      blocked = true;
      return { status: 200, body: { success: true, module: catalogModule('adminnotes', { blocked: true }) } };
    });
    render(<AdminModulesPage />);
    expect(screen.getByRole('heading', { name: 'Модули' })).toBeInTheDocument();
    const row = (await screen.findByText('Admin notes')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('3');
    expect(within(row).getByText('Доступен')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Заблокировать Admin notes' }));
    await waitFor(() =>
      expect(within(screen.getByText('Admin notes').closest('tr') as HTMLElement).getByText('Заблокирован')).toBeInTheDocument(),
    );
    expect(toastMessages()).toContain('Модуль «Admin notes» заблокирован');
    // This tab's workspace is refreshed at once, so a blocked module it runs is unloaded here too.
    await waitFor(() => expect(server.callsTo('GET', '/marketplace/workspace/modules')).toHaveLength(1));
  });

  it('approves a developer module into every catalogue', async () => {
    approved = false;
    server.on('POST', '/marketplace/admin/modules/adminnotes/approve', () => {
      approved = true;
      return { status: 200, body: { success: true, module: catalogModule('adminnotes', { approved: true }) } };
    });
    render(<AdminModulesPage />);
    const row = (await screen.findByText('Admin notes')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ждёт одобрения')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Одобрить Admin notes' }));
    await waitFor(() => expect(screen.queryByText('Ждёт одобрения')).not.toBeInTheDocument());
    expect(toastMessages()).toContain('Модуль «Admin notes» теперь виден во всех каталогах');
  });

  it('unblocks a blocked module', async () => {
    blocked = true;
    server.on('POST', '/marketplace/admin/modules/adminnotes/unblock', () => {
      blocked = false;
      return { status: 200, body: { success: true, module: catalogModule('adminnotes') } };
    });
    render(<AdminModulesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Разблокировать Admin notes' }));
    expect(await screen.findByText('Доступен')).toBeInTheDocument();
  });

  it('says why a block failed', async () => {
    await i18n.changeLanguage('en');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.on('POST', '/marketplace/admin/modules/adminnotes/block', errorBody(403, 'forbidden', 'Insufficient permissions'));
    render(<AdminModulesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Block Admin notes' }));
    await waitFor(() => expect(toastMessages()).toContain('Failed to block module: Insufficient permissions'));
    expect(warn).toHaveBeenCalledWith('Insufficient permissions: POST /marketplace/admin/modules/adminnotes/block');
    warn.mockRestore();
  });
});
