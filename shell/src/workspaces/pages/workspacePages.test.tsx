import { $toasts, i18n, navigate } from '@artel/sdk';
import { initWorkspaceContextFx, sessionCleared, type Workspace } from '@artel/sdk/host';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { errorBody, type FakeServer, installFakeServer, makeWorkspace, serveWorkspaces, signIn, testUser } from '@artel/sdk/testing';
import { WorkspaceDashboardPage } from './dashboard/WorkspaceDashboardPage';
import { WorkspaceDetailPage } from './detail/WorkspaceDetailPage';
import { AcceptInvitationPage } from './invitation/AcceptInvitationPage';
import { WorkspacePermissionsPage } from './permissions/WorkspacePermissionsPage';

const owned = makeWorkspace('w-owned', { name: 'Отдел продаж', slug: 'otdel-prodazh', role: 'owner', memberCount: 2 });
const joined = makeWorkspace('w-joined', { name: 'Склад', role: 'member', legalEntityId: 'le-other', legalEntityName: 'ООО «Логистика»' });
const watched = makeWorkspace('w-watched', { name: 'Бухгалтерия', role: 'viewer' });
const boris = { userId: 'u-boris', name: 'Борис', email: 'boris@example.test', role: 'member', joinedAt: '' };
const anna = { userId: testUser.id, name: testUser.name, email: testUser.email, role: 'owner', joinedAt: '' };

let server: FakeServer;

async function startIn(workspace: Workspace): Promise<void> {
  localStorage.setItem('artel.currentWorkspaceId', workspace.id);
  await act(async () => {
    await initWorkspaceContextFx();
  });
}

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});

beforeEach(async () => {
  localStorage.clear();
  navigate('/workspaces', { replace: true });
  server = installFakeServer();
  serveWorkspaces(server, [owned, joined, watched]);
  server.on('GET', '/workspaces/:id/boards', { status: 200, body: { boards: [] } });
  server.on('GET', '/workspaces/:id/members', { status: 200, body: { members: [anna, boris] } });
  server.on('GET', '/workspaces/:id/invitations', { status: 200, body: { invitations: [] } });
  await signIn(server);
});

afterEach(() => act(() => sessionCleared()));

describe('workspace detail page', () => {
  it('is the same page by id and by slug, and makes the workspace current', async () => {
    await startIn(joined);
    render(<WorkspaceDetailPage params={{ slug: 'otdel-prodazh' }} />);
    expect(await screen.findByRole('heading', { name: 'Отдел продаж', level: 1 })).toBeInTheDocument();
    expect(server.callsTo('POST', `/workspaces/${owned.id}/switch`)).toHaveLength(1);
    expect(screen.getByText('Адрес: /workspace/otdel-prodazh')).toBeInTheDocument();
  });

  it("shows a plain member the organisation's name, which is all they may know of it", async () => {
    await startIn(joined);
    render(<WorkspaceDetailPage params={{ id: joined.id }} />);
    expect(await screen.findByText('Организация: ООО «Логистика»')).toBeInTheDocument();
  });

  it('lets a member create a board', async () => {
    server.on('POST', '/workspaces/:id/boards', (call) => ({
      status: 201,
      body: {
        id: 'b1',
        workspaceId: joined.id,
        description: '',
        ...(call.body as object),
        createdById: testUser.id,
        role: 'board_admin',
        archivedAt: null,
      },
    }));
    await startIn(joined);
    render(<WorkspaceDetailPage params={{ id: joined.id }} />);
    fireEvent.change(await screen.findByLabelText('Название доски'), { target: { value: 'Поставки' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать доску' }));
    expect(await screen.findByRole('link', { name: 'Поставки' })).toHaveAttribute('href', '/modules/kanban/boards/b1');
    expect(screen.queryByRole('link', { name: 'Участники и права' })).not.toBeInTheDocument();
  });

  it.each([
    ['ru', { boards: 'Доски', show: 'Архив (1)', list: 'Архивные доски', tag: 'В архиве', hide: 'Скрыть архив' }],
    ['en', { boards: 'Boards', show: 'Archived (1)', list: 'Archived boards', tag: 'Archived', hide: 'Hide archived' }],
  ])('lists archived boards apart, behind «Архив», still reachable (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    const board = (id: string, name: string, archivedAt: string | null) => ({
      id,
      workspaceId: joined.id,
      name,
      description: '',
      createdById: testUser.id,
      role: null,
      archivedAt,
      createdAt: '',
      updatedAt: '',
    });
    server.on('GET', '/workspaces/:id/boards', {
      status: 200,
      body: { boards: [board('b1', 'Поставки', null), board('b2', 'Прошлый квартал', '2026-11-20T10:00:00.000Z')] },
    });
    await startIn(joined);
    render(<WorkspaceDetailPage params={{ id: joined.id }} />);
    const active = await screen.findByRole('list', { name: text.boards });
    expect(within(active).getByRole('link', { name: 'Поставки' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Прошлый квартал' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: text.show }));
    const archived = screen.getByRole('list', { name: text.list });
    expect(within(archived).getByRole('link', { name: 'Прошлый квартал' })).toHaveAttribute('href', '/modules/kanban/boards/b2');
    expect(within(archived).getByText(text.tag)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: text.hide }));
    expect(screen.queryByRole('list', { name: text.list })).not.toBeInTheDocument();
    await i18n.changeLanguage('ru');
  });

  it("hides a viewer's create controls", async () => {
    await startIn(watched);
    render(<WorkspaceDetailPage params={{ id: watched.id }} />);
    expect(await screen.findByText('Досок пока нет.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Создать доску' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Настройки' })).not.toBeInTheDocument();
  });

  it("says 'not found or access denied' for a workspace the user is not in", async () => {
    await startIn(joined);
    render(<WorkspaceDetailPage params={{ id: 'w-foreign' }} />);
    expect(await screen.findByText('Рабочее пространство не найдено или доступ запрещён.')).toBeInTheDocument();
  });
});

describe('workspace permissions page', () => {
  it('sends a member, and someone not in the workspace, to /workspaces', async () => {
    await startIn(joined);
    for (const workspaceId of [joined.id, 'w-foreign']) {
      navigate(`/workspaces/${workspaceId}/permissions`);
      const { unmount } = render(<WorkspacePermissionsPage params={{ workspaceId }} />);
      await waitFor(() => expect(window.location.pathname).toBe('/workspaces'));
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      unmount();
    }
  });

  it("lets an owner change a member's role and invite with a copyable link", async () => {
    server.on('PUT', '/workspaces/:id/members/:userId/role', { status: 200, body: { ...boris, role: 'viewer' } });
    server.on('POST', '/workspaces/:id/invitations', (call) => ({
      status: 201,
      body: {
        id: 'i1',
        workspaceId: owned.id,
        email: (call.body as { email: string }).email,
        role: (call.body as { role: string }).role,
        status: 'pending',
        invitedBy: { id: testUser.id, name: testUser.name },
        createdAt: '2026-01-01T00:00:00.000Z',
        expiresAt: '2026-01-08T00:00:00.000Z',
        token: 'tok',
        acceptUrl: '/invitations/accept?token=tok',
      },
    }));
    await startIn(owned);
    navigate(`/workspaces/${owned.id}/permissions`);
    render(<WorkspacePermissionsPage params={{ workspaceId: owned.id }} />);

    const role = await screen.findByRole('combobox', { name: 'Роль: Борис' });
    expect(screen.getByRole('combobox', { name: 'Роль: Анна' })).toBeDisabled();
    fireEvent.change(role, { target: { value: 'viewer' } });
    await waitFor(() => expect(role).toHaveValue('viewer'));
    expect(server.callsTo('PUT', `/workspaces/${owned.id}/members/u-boris/role`)[0]?.body).toEqual({ role: 'viewer' });

    fireEvent.change(screen.getByLabelText('Электронная почта приглашённого'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Введите корректный адрес электронной почты')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Электронная почта приглашённого'), { target: { value: 'vera@example.test' } });
    fireEvent.change(screen.getByLabelText('Роль приглашённого'), { target: { value: 'viewer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByRole('textbox', { name: 'Ссылка-приглашение для vera@example.test' })).toHaveValue(
      `${window.location.origin}/invitations/accept?token=tok`,
    );
    const pending = screen.getByRole('table', { name: 'Ожидают ответа' });
    expect(within(pending).getByText('Наблюдатель')).toBeInTheDocument();

    server.on('DELETE', '/workspaces/:id/invitations/:invitationId', { status: 204 });
    // Revoking asks first: the link someone may hold stops working.
    fireEvent.click(screen.getByRole('button', { name: 'Отозвать приглашение для vera@example.test' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Отозвать приглашение для vera@example.test? Ссылка из него перестанет работать.');
    fireEvent.click(within(question).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(pending).getByText('vera@example.test')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Отозвать приглашение для vera@example.test' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отозвать' }));
    expect(await screen.findByText('Нет ожидающих приглашений.')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/workspaces/${owned.id}/permissions`);
  });
});

describe('workspace dashboard page', () => {
  it('shows counts and 30 days of activity to an owner', async () => {
    const activity = Array.from({ length: 30 }, (_, day) => ({
      date: `2026-01-${String(day + 1).padStart(2, '0')}`,
      membersJoined: day === 29 ? 2 : 0,
      boardsCreated: day === 29 ? 1 : 0,
    }));
    server.on('GET', '/workspaces/:id/analytics', {
      status: 200,
      body: {
        workspaceId: owned.id,
        members: { total: 2, byRole: { owner: 1, admin: 0, member: 1, viewer: 0, guest: 0 } },
        boards: { total: 1 },
        invitations: { pending: 3 },
        activity,
      },
    });
    await startIn(owned);
    render(<WorkspaceDashboardPage params={{ workspaceId: owned.id }} />);
    expect(await screen.findByRole('img', { name: 'Активность за 30 дней' })).toBeInTheDocument();
    expect(screen.getByText('2026-01-30: участников 2, досок 1')).toBeInTheDocument();
    expect(screen.getByText('Ожидают приглашения').nextSibling).toHaveTextContent('3');
  });

  it('tells a member that analytics are for owners and admins, without asking the server', async () => {
    await startIn(joined);
    render(<WorkspaceDashboardPage params={{ workspaceId: joined.id }} />);
    expect(await screen.findByText('Аналитика доступна владельцам и администраторам пространства.')).toBeInTheDocument();
    expect(server.callsTo('GET', `/workspaces/${joined.id}/analytics`)).toHaveLength(0);
  });
});

describe('accepting an invitation', () => {
  it('joins the workspace of the link and opens it', async () => {
    const invitedTo = makeWorkspace('w-new', { name: 'Маркетинг', role: 'member' });
    await startIn(owned);
    serveWorkspaces(server, [owned, joined, watched, invitedTo]);
    server.on('POST', '/api/invitations/accept', { status: 200, body: { workspace: invitedTo, role: 'member' } });
    navigate('/invitations/accept?token=secret');
    render(<AcceptInvitationPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    await waitFor(() => expect(window.location.pathname).toBe('/workspaces/w-new'));
    expect(server.callsTo('POST', '/api/invitations/accept')[0]?.body).toEqual({ token: 'secret' });
  });

  it('joins without another click when this tab was shown the invitation before signing in (issue 31)', async () => {
    const invitedTo = makeWorkspace('w-new', { name: 'Маркетинг', role: 'member' });
    await startIn(owned);
    serveWorkspaces(server, [owned, joined, watched, invitedTo]);
    server.on('GET', '/api/invitations/preview', {
      status: 200,
      body: { workspaceName: 'Маркетинг', inviterName: 'Ольга', role: 'member', status: 'open' },
    });
    server.on('POST', '/api/invitations/accept', { status: 200, body: { workspace: invitedTo, role: 'member' } });
    sessionStorage.setItem('artel.invitationToJoin', 'seen');
    navigate('/invitations/accept?token=seen');
    render(<AcceptInvitationPage />);
    await waitFor(() => expect(window.location.pathname).toBe('/workspaces/w-new'));
    expect(server.callsTo('POST', '/api/invitations/accept')[0]?.body).toEqual({ token: 'seen' });
    expect(sessionStorage.getItem('artel.invitationToJoin')).toBeNull();
  });

  it("shows the server's reason when the link no longer works", async () => {
    await startIn(owned);
    server.on('POST', '/api/invitations/accept', errorBody(410, 'invitation_expired', 'Срок действия приглашения истёк'));
    navigate('/invitations/accept?token=old');
    render(<AcceptInvitationPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Срок действия приглашения истёк');
    expect(window.location.pathname).toBe('/invitations/accept');
  });

  it('names the workspace, the inviter and the role, and says when the invitation was revoked (issue 15)', async () => {
    await startIn(owned);
    server.on('GET', '/api/invitations/preview', {
      status: 200,
      body: { workspaceName: 'Маркетинг', inviterName: 'Ольга', role: 'viewer', status: 'revoked' },
    });
    navigate('/invitations/accept?token=gone');
    render(<AcceptInvitationPage />);
    expect(await screen.findByText('Ольга приглашает вас в «Маркетинг» с ролью «Наблюдатель».')).toBeInTheDocument();
    expect(screen.getByText('Это приглашение отозвано. Попросите пригласить вас снова.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Принять приглашение' })).toBeDisabled();
  });

  it('says so when the link carries no token', () => {
    navigate('/invitations/accept');
    render(<AcceptInvitationPage />);
    expect(screen.getByText('В ссылке нет приглашения. Попросите отправить ссылку ещё раз.')).toBeInTheDocument();
  });
});

describe('workspace lifecycle', () => {
  // A longer wait: the member picker's chunk loads on first use, slow on a loaded machine.
  it('passes ownership on, after which the former owner sees the controls of an admin, not an owner', async () => {
    await startIn(owned);
    render(<WorkspaceDetailPage params={{ id: owned.id }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Передать владение' }));
    const dialog = await screen.findByRole('dialog', { name: 'Передать владение' });
    const newOwner = await within(dialog).findByRole('combobox', { name: 'Новый владелец' });
    act(() => newOwner.focus());
    fireEvent.click(await screen.findByRole('option', { name: /Борис\s*boris@example\.test/ }));
    expect(newOwner).toHaveValue('Борис');
    server.on('POST', '/workspaces/:id/transfer-ownership', { status: 200, body: {} });
    serveWorkspaces(server, [{ ...owned, role: 'admin' }, joined, watched]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Передать' }));
    await waitFor(() => expect($toasts.getState().map((toast) => toast.message)).toContain('Владелец теперь Борис; вы — администратор'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Удалить пространство' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Покинуть пространство' })).toBeInTheDocument();
    expect(server.callsTo('POST', `/workspaces/${owned.id}/transfer-ownership`)[0]?.body).toEqual({ userId: 'u-boris' });
  }, 20_000);
});
