import { $toasts, addTranslations, i18n } from '@artel/sdk';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { kanbanApi } from '../api/kanbanApi';
import type { KanbanBoard } from '../api/kanbanTypes';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import { BoardHeader } from './BoardHeader';

jest.mock('../api/kanbanApi', () => ({
  kanbanApi: { archiveBoard: jest.fn(), restoreBoard: jest.fn(), updateBoard: jest.fn() },
}));
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

beforeAll(async () => {
  addTranslations(MODULE_ID, translations);
  await i18n.changeLanguage('en');
});
beforeEach(() => jest.clearAllMocks());

function header(shown: KanbanBoard, onChanged = jest.fn()) {
  render(<BoardHeader board={shown} canRename canArchive connected pollingSeconds={5} dragDrop onChanged={onChanged} />);
  return onChanged;
}

it('archives a board only after confirmation and then reads it again', async () => {
  api.archiveBoard.mockResolvedValue({ ...board, archivedAt: '2026-11-23T10:00:00.000Z' });
  const onChanged = header(board);
  fireEvent.click(screen.getByRole('button', { name: 'Archive board' }));
  const question = await screen.findByRole('alertdialog');
  expect(question).toHaveTextContent('Archive the board "Roadmap"? It becomes read-only until someone restores it.');
  expect(api.archiveBoard).not.toHaveBeenCalled();
  fireEvent.click(within(question).getByRole('button', { name: 'Archive board' }));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(api.archiveBoard).toHaveBeenCalledWith('b1');
  const toast = $toasts.getState().find((shown) => shown.message === 'Board "Roadmap" archived');
  expect(toast?.action?.text).toBe('Undo');
  api.restoreBoard.mockResolvedValue(board);
  toast?.action?.onClick();
  await waitFor(() => expect(api.restoreBoard).toHaveBeenCalledWith('b1'));
});

it('shows an archived board as archived, read-only, with Restore', async () => {
  api.restoreBoard.mockResolvedValue(board);
  const onChanged = header({ ...board, archivedAt: '2026-11-23T10:00:00.000Z' });
  expect(screen.getByText('This board is archived')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Archive board' })).toBeNull();
  expect(screen.queryByLabelText('Rename board')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(api.restoreBoard).toHaveBeenCalledWith('b1');
});

it('renames the board in place', async () => {
  api.updateBoard.mockResolvedValue({ ...board, name: 'Roadmap 2027' });
  const onChanged = header(board);
  fireEvent.focus(screen.getByText('Roadmap').closest('.bp6-editable-text') as HTMLElement);
  const input = await screen.findByRole('textbox', { name: 'Rename board' });
  fireEvent.change(input, { target: { value: 'Roadmap 2027' } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  await waitFor(() => expect(api.updateBoard).toHaveBeenCalledWith('b1', { name: 'Roadmap 2027' }));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
});
