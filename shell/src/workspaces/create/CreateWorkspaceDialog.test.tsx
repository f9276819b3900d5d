import { $currentWorkspaceId, i18n, navigate } from '@artel/sdk';
import { initWorkspaceContextFx, sessionCleared } from '@artel/sdk/host';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type FakeServer, installFakeServer, makeWorkspace, serveWorkspaces, signIn } from '@artel/sdk/testing';
import { CreateWorkspaceDialog } from './CreateWorkspaceDialog';
import { createWorkspaceDialogClosed, createWorkspaceDialogOpened } from './createWorkspaceDialogModel';

const personal = makeWorkspace('w-me', { name: 'Моё', isPersonal: true });
const legalEntity = { id: 'le-1', name: 'ООО «Ромашка»', isActive: true, isPrimary: true, isPreferred: false, role: 'owner' };
/** An organisation the user is a plain member of: they may not create workspaces under it. */
const joinedEntity = { id: 'le-2', name: 'ООО «Чужое»', isActive: true, isPrimary: false, isPreferred: false, role: 'member' };
let server: FakeServer;

function openDialog() {
  render(<CreateWorkspaceDialog />);
  act(() => createWorkspaceDialogOpened());
  return screen.findByRole('dialog', { name: 'Создать рабочее пространство' });
}

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});

beforeEach(async () => {
  localStorage.clear();
  navigate('/workspaces', { replace: true });
  server = installFakeServer();
  serveWorkspaces(server, [personal]);
  server.on('GET', '/profile/legal-entities', { status: 200, body: { legalEntities: [legalEntity, joinedEntity] } });
  await signIn(server);
  await act(async () => {
    await initWorkspaceContextFx();
  });
});

afterEach(() => {
  act(() => {
    createWorkspaceDialogClosed();
    sessionCleared();
  });
});

describe('Create Workspace modal (SPEC §2, §5)', () => {
  it('has Russian labels, 8 icons, 8 colours and the organisation of the user', async () => {
    const dialog = await openDialog();
    for (const label of ['Название', 'Описание', 'Пригласить участников']) {
      expect(within(dialog).getByLabelText(label, { exact: false })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('radio', { name: 'Общее' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Приватное' })).toBeChecked();
    expect(within(within(dialog).getByRole('group', { name: 'Иконка' })).getAllByRole('button')).toHaveLength(8);
    expect(within(within(dialog).getByRole('group', { name: 'Цвет' })).getAllByRole('button')).toHaveLength(8);
    await waitFor(() => expect(within(dialog).getByLabelText('Организация', { exact: false })).toHaveValue('le-1'));
  });

  it('offers only the organisations the user owns or administers', async () => {
    const dialog = await openDialog();
    const select = await within(dialog).findByLabelText('Организация', { exact: false });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'ООО «Ромашка»' })).toBeInTheDocument());
    expect(within(select).queryByRole('option', { name: 'ООО «Чужое»' })).not.toBeInTheDocument();
  });

  it('shows the SPEC §5 messages and sends nothing while the form is wrong', async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Пригласить участников'), { target: { value: 'b@example.test, not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Название рабочего пространства обязательно')).toBeInTheDocument();
    expect(within(dialog).getByText('Введите корректный адрес электронной почты: not-an-address')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Название', { exact: false }), { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Название рабочего пространства должно содержать не менее 3 символов')).toBeInTheDocument();
    expect(server.callsTo('POST', '/workspaces')).toHaveLength(0);
  });

  it('keeps a personal workspace private and without invitations', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Личное' }));
    expect(within(dialog).queryByRole('radio', { name: 'Публичное' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Пригласить участников')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Личное пространство всегда приватное, пригласить в него нельзя.')).toBeInTheDocument();
  });

  it('creates the workspace, goes to it and shows the invitation links to pass on', async () => {
    const created = makeWorkspace('w-sales', { name: 'Отдел продаж' });
    server.on('POST', '/workspaces', {
      status: 201,
      body: {
        ...created,
        invitations: [
          {
            id: 'i1',
            workspaceId: created.id,
            email: 'b@example.test',
            role: 'member',
            status: 'pending',
            invitedBy: { id: 'u-anna', name: 'Анна' },
            createdAt: '2026-01-01T00:00:00.000Z',
            expiresAt: '2026-01-08T00:00:00.000Z',
            token: 'tok',
            acceptUrl: '/invitations/accept?token=tok',
          },
        ],
      },
    });
    serveWorkspaces(server, [personal, created]);
    server.on('GET', '/profile/legal-entities', { status: 200, body: { legalEntities: [legalEntity] } });
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Организация', { exact: false })).toHaveValue('le-1'));
    fireEvent.change(within(dialog).getByLabelText('Название', { exact: false }), { target: { value: 'Отдел продаж' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Публичное' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ракета' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Бирюзовый' }));
    fireEvent.change(within(dialog).getByLabelText('Пригласить участников'), { target: { value: 'b@example.test\nB@example.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    const links = await screen.findByRole('dialog', { name: 'Ссылки-приглашения' });
    expect(within(links).getByRole('textbox', { name: 'Ссылка-приглашение для b@example.test' })).toHaveValue(
      `${window.location.origin}/invitations/accept?token=tok`,
    );
    expect(server.callsTo('POST', '/workspaces')[0]?.body).toEqual({
      name: 'Отдел продаж',
      description: '',
      isPersonal: false,
      visibility: 'public',
      icon: 'rocket',
      color: 'teal',
      legalEntityId: 'le-1',
      inviteEmails: ['b@example.test'],
    });
    expect(window.location.pathname).toBe('/workspaces/w-sales');
    await waitFor(() => expect($currentWorkspaceId.getState()).toBe('w-sales'));
  });
});
