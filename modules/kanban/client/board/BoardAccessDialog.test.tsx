import { addTranslations, i18n } from '@artel/sdk';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type BoardMember, kanbanApi } from '../api/kanbanApi';
import type { KanbanBoard } from '../api/kanbanTypes';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import { BoardAccessDialog } from './BoardAccessDialog';

jest.mock('../api/kanbanApi', () => ({ kanbanApi: { boardMembers: jest.fn(), setBoardRole: jest.fn() } }));
const api = kanbanApi as jest.Mocked<typeof kanbanApi>;

const board: KanbanBoard = {
  id: 'b1',
  workspaceId: 'w1',
  name: 'Roadmap',
  description: '',
  createdById: 'u1',
  role: 'board_admin',
  archivedAt: null,
  createdAt: '',
  updatedAt: '',
};
const anna: BoardMember = {
  userId: 'u1',
  name: 'Anna',
  email: 'anna@example.com',
  workspaceRole: 'owner',
  boardRole: 'board_admin',
  defaultRole: 'board_admin',
  effectiveRole: 'board_admin',
};
const gleb: BoardMember = {
  userId: 'u2',
  name: 'Gleb',
  email: 'gleb@example.com',
  workspaceRole: 'guest',
  boardRole: null,
  defaultRole: null,
  effectiveRole: null,
};

beforeAll(async () => {
  addTranslations(MODULE_ID, translations);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  jest.clearAllMocks();
  api.boardMembers.mockResolvedValue([anna, gleb]);
});

describe('BoardAccessDialog', () => {
  it('gives a guest a role on the board and takes it back to the workspace default', async () => {
    render(<BoardAccessDialog board={board} canManage onClose={jest.fn()} />);
    const glebRole = await screen.findByRole('combobox', { name: "Gleb's role on the board" });
    expect(glebRole).toHaveValue('');
    expect(screen.getByRole('option', { name: 'By workspace role (no access)' })).toBeInTheDocument();

    api.setBoardRole.mockResolvedValueOnce({ ...gleb, boardRole: 'commenter', effectiveRole: 'commenter' });
    fireEvent.change(glebRole, { target: { value: 'commenter' } });
    await waitFor(() => expect(glebRole).toHaveValue('commenter'));
    expect(api.setBoardRole).toHaveBeenCalledWith(board, 'u2', 'commenter');

    api.setBoardRole.mockResolvedValueOnce(gleb);
    fireEvent.change(glebRole, { target: { value: '' } });
    await waitFor(() => expect(api.setBoardRole).toHaveBeenLastCalledWith(board, 'u2', null));
  });

  it('shows the roles without controls to someone who may not change them', async () => {
    render(<BoardAccessDialog board={board} canManage={false} onClose={jest.fn()} />);
    expect(await screen.findByText('Board admin')).toBeInTheDocument();
    expect(screen.getByText('no access')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
