import { $location, i18n, navigate, type User } from '@artel/sdk';
import { loginFx, sessionCleared } from '@artel/sdk/host';
import { startTestServer, type TestServer } from '@artel/sdk/testing';
import { Icons, IconSize } from '@blueprintjs/icons';
import { render, screen, waitFor, within } from '@testing-library/react';
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
    expect(screen.getByRole('heading', { name: 'Управление ролями' })).toBeInTheDocument();
    expect($location.getState().pathname).toBe('/admin/roles');
    const workspaceTable = screen.getByRole('table', { name: 'Роли рабочего пространства' });
    const exportRow = within(workspaceTable).getByRole('row', { name: /export_data/ });
    // owner, admin, member, viewer, guest
    expect(within(exportRow).getAllByRole('cell').map((cell) => cell.getAttribute('data-granted'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    const viewRow = within(workspaceTable).getByRole('row', { name: /view_workspace/ });
    expect(within(viewRow).getAllByRole('cell').every((cell) => cell.getAttribute('data-granted') === 'true')).toBe(true);
    expect(screen.getByRole('table', { name: 'Роли на доске' })).toBeInTheDocument();
  });

  it('shows an admin the database kind and version the server reports', async () => {
    await signInAs(admin);
    server.reply((call) => (call.path === '/health' ? { status: 200, body: { status: 'ok', database: 'pglite', version: '1.4.2' } } : undefined));
    render(pageAt('/admin/settings'));
    expect(await screen.findByText('1.4.2')).toBeInTheDocument();
    expect(screen.getByText('Встроенная PGlite (для одной команды на одной машине)')).toBeInTheDocument();
  });
});
