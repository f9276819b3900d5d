import { i18n, navigate } from '@artel/sdk';
import { $location, loginFx, sessionCleared, type User } from '@artel/sdk/host';
import { startTestServer, type TestServer } from '@artel/sdk/testing';
import { Icons, IconSize } from '@blueprintjs/icons';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { adminRoutes } from './routes';
import { hasPlatformAccess } from './platformAccess';

const member: User = {
  id: 'u2',
  name: 'Борис',
  email: 'boris@example.test',
  role: 'user',
  permissions: [],
  preferredLegalEntityId: null,
  preferredWorkspaceId: null,
};
const admin: User = { ...member, id: 'u1', name: 'Анна', role: 'admin', permissions: ['*'] };

let server: TestServer;

async function signInAs(user: User): Promise<void> {
  server.reply(() => ({ status: 200, body: { user, access_token: 'a', refresh_token: 'r', expires_in: 3600 } }));
  await loginFx({ email: user.email, password: 'secret123' });
  server.calls.length = 0;
}

function pageAt(pattern: string) {
  const route = adminRoutes.find((candidate) => candidate.pattern === pattern);
  if (!route) throw new Error(`no route ${pattern}`);
  navigate(pattern);
  return <route.component params={{}} />;
}

beforeAll(async () => {
  void i18n.changeLanguage('ru');
  // The matrix draws many ticks; loaded up front, they do not arrive after the test has finished.
  await Icons.load('tick', IconSize.STANDARD);
  // The pages are lazy chunks (routes.ts); compiled up front, their first render does not wait for the compiler.
  await Promise.all([import('./RolesPage'), import('./SettingsPage')]);
});

beforeEach(() => {
  server = startTestServer();
});

afterEach(() => {
  sessionCleared();
  localStorage.clear();
});

describe('platform access rule', () => {
  it('needs the admin role, and the permission when one is named', () => {
    expect(hasPlatformAccess(null, { role: 'admin' })).toBe(false);
    expect(hasPlatformAccess(member, { role: 'admin' })).toBe(false);
    expect(hasPlatformAccess(admin, { role: 'admin', permission: 'admin.roles' })).toBe(true);
    expect(hasPlatformAccess({ ...admin, permissions: ['admin.modules'] }, { role: 'admin', permission: 'admin.roles' })).toBe(false);
    expect(hasPlatformAccess({ ...admin, permissions: ['admin.roles'] }, { role: 'admin', permission: 'admin.roles' })).toBe(true);
    expect(hasPlatformAccess({ ...member, permissions: ['*'] }, { role: 'admin' })).toBe(false);
  });
});

describe('admin pages', () => {
  it.each(['/admin/roles', '/admin/settings'])('send a non-admin from %s to /workspaces', async (path) => {
    await signInAs(member);
    render(pageAt(path));
    await waitFor(() => expect($location.getState().pathname).toBe('/workspaces'));
  });

  it("shows 'Управление ролями' with SPEC §6's role table to an admin", async () => {
    await signInAs(admin);
    render(pageAt('/admin/roles'));
    expect(await screen.findByRole('heading', { name: 'Управление ролями' })).toBeInTheDocument();
    expect($location.getState().pathname).toBe('/admin/roles');
    const workspaceTable = screen.getByRole('table', { name: 'Роли рабочего пространства' });
    const exportRow = within(workspaceTable).getByRole('row', { name: /export_data/ });
    // owner, admin, member, viewer, guest
    expect(
      within(exportRow)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-granted')),
    ).toEqual(['true', 'false', 'false', 'false', 'false']);
    const viewRow = within(workspaceTable).getByRole('row', { name: /view_workspace/ });
    expect(
      within(viewRow)
        .getAllByRole('cell')
        .every((cell) => cell.getAttribute('data-granted') === 'true'),
    ).toBe(true);
    expect(screen.getByRole('table', { name: 'Роли на доске' })).toBeInTheDocument();
    const cardsRow = within(workspaceTable).getByRole('row', { name: /create_cards/ });
    // Owners and admins manage boards, which carries every card permission: no «—» for them (issue 15).
    expect(
      within(cardsRow)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-granted')),
    ).toEqual(['true', 'true', 'true', 'false', 'false']);
  });

  it("lists the platform's users and blocks one", async () => {
    await signInAs(admin);
    const boris = {
      id: 'u2',
      name: 'Борис',
      email: 'boris@example.test',
      role: 'user',
      blocked: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    server.reply((call) => {
      if (call.method === 'GET' && call.path === '/admin/users') return { status: 200, body: { users: [boris], total: 1 } };
      if (call.method === 'PUT' && call.path === '/admin/users/u2') return { status: 200, body: { ...boris, blocked: true } };
      return undefined;
    });
    render(pageAt('/admin/roles'));
    const row = (await screen.findByText('boris@example.test')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Заблокировать' }));
    const asking = await screen.findByRole('alertdialog');
    expect(asking).toHaveTextContent('Заблокировать Борис (boris@example.test)?');
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(asking).getByRole('button', { name: 'Заблокировать' }));
    expect(await within(row).findByText('Заблокирован')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ blocked: true });
  });

  it('shows an admin the database kind and version the server reports', async () => {
    await signInAs(admin);
    server.reply((call) =>
      call.path === '/health' ? { status: 200, body: { status: 'ok', database: 'pglite', version: '1.4.2' } } : undefined,
    );
    render(pageAt('/admin/settings'));
    expect(await screen.findByText('1.4.2')).toBeInTheDocument();
    expect(screen.getByText('Встроенная PGlite (для одной команды на одной машине)')).toBeInTheDocument();
  });

  it('saves the instance settings an admin edits, the outbound allow-list, the developer script origins and the modules’ instance settings', async () => {
    await signInAs(admin);
    const botApiRoot = {
      id: 'telegram.botApiRoot',
      moduleId: 'telegram',
      label: 'Адрес Bot API Telegram',
      hint: '',
      env: 'TELEGRAM_API_ROOT',
      default: 'https://api.telegram.org',
      stored: '',
      effective: 'https://api.telegram.org',
      source: 'default',
    };
    const stored = {
      name: '',
      registration: 'open',
      defaultLanguage: 'ru',
      avatarLookup: false,
      outboundAllowHosts: ['http://127.0.0.1:11434'],
      devScriptOrigins: [],
      moduleSettings: [botApiRoot],
    };
    server.reply((call) => {
      if (call.path === '/admin/settings') return { status: 200, body: stored };
      if (call.path === '/health') return { status: 200, body: { status: 'ok', database: 'pglite', version: '1.4.2' } };
      if (call.path === '/instance') return { status: 200, body: stored };
      return undefined;
    });
    render(pageAt('/admin/settings'));
    fireEvent.change(await screen.findByLabelText('Регистрация'), { target: { value: 'invite_only' } });
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Ромашка' } });
    expect(screen.getByLabelText('Разрешённые адреса внутри сети')).toHaveValue('http://127.0.0.1:11434');
    fireEvent.change(screen.getByLabelText('Разрешённые адреса внутри сети'), {
      target: { value: 'http://127.0.0.1:11434\n  llm.office.lan \n' },
    });
    fireEvent.change(screen.getByLabelText('Источники, откуда можно загружать скрипты модулей'), {
      target: { value: ' http://localhost:8500\n\n' },
    });
    expect(screen.getByText(/Сейчас: https:\/\/api\.telegram\.org \(по умолчанию\)/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Адрес Bot API Telegram'), { target: { value: 'https://tg.office.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: 'Ромашка',
        registration: 'invite_only',
        defaultLanguage: 'ru',
        avatarLookup: false,
        outboundAllowHosts: ['http://127.0.0.1:11434', 'llm.office.lan'],
        devScriptOrigins: ['http://localhost:8500'],
        moduleSettings: { 'telegram.botApiRoot': 'https://tg.office.example' },
      }),
    );
  });
});
