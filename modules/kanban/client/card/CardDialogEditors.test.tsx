/** The card dialog's editors: dates, board labels and the checklist order. */
import { $toasts, i18n } from '@artel/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChecklistItem } from '../api/kanbanTypes';
import { calls, open, openPicker, patches, serveOneCard, state } from '../testing/cardDialogHarness';

serveOneCard();

describe('dates', () => {
  const saveAndReadPatch = async () => {
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    return calls.find((call) => call.method === 'PATCH')?.body;
  };

  it("clears a due date with the picker's Clear button and saves it as none", async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('combobox', { name: 'Due date' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'date picker' })).getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('combobox', { name: 'Due date' })).toHaveValue('');
    expect(await saveAndReadPatch()).toEqual({ dueDate: null });
  });

  it('shows and reads dates as dd.MM.yyyy with Russian month names in Russian', async () => {
    await act(() => i18n.changeLanguage('ru'));
    try {
      open();
      const due = await screen.findByRole('combobox', { name: 'Срок' });
      expect(due).toHaveValue('30.11.2026');
      openPicker(due);
      const picker = await screen.findByRole('dialog', { name: 'date picker' });
      expect(within(picker).getByRole('combobox', { name: 'Месяц' })).toHaveDisplayValue('ноябрь');
      // Weeks start on Monday in the Russian locale.
      expect(within(picker).getAllByRole('columnheader')[0]).toHaveTextContent('пн');
      fireEvent.change(due, { target: { value: '01.12.2026' } });
      expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
      await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ dueDate: '2026-12-01T00:00:00.000Z' }));
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('labels', () => {
  const editor = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Edit label "Bug"' }));
    return (await screen.findByRole('textbox', { name: 'Label name' })).closest('form') as HTMLElement;
  };

  it('renames and recolours a board label from the label picker', async () => {
    const { onLabelSaved } = open(['view_boards', 'edit_card', 'edit_board']);
    const form = await editor();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Label name' }), { target: { value: 'Defect' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Orange' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onLabelSaved).toHaveBeenCalledWith({ id: 'l1', boardId: 'b1', name: 'Defect', color: 'orange' }));
    expect(calls.find((call) => call.url.endsWith('/labels/l1'))).toMatchObject({
      method: 'PATCH',
      body: { name: 'Defect', color: 'orange' },
    });
    // Saving the label is not saving the card.
    expect(calls.some((call) => call.url.endsWith('/cards/c1') && call.method === 'PATCH')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Label name' })).toBeNull());
  });

  it('deletes a label only after confirmation, and the card stops carrying it', async () => {
    state.card = { ...state.card, labelIds: ['l1'] };
    const { onLabelDeleted } = open(['view_boards', 'edit_card', 'edit_board']);
    const form = await editor();
    fireEvent.click(within(form).getByRole('button', { name: 'Delete label' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Delete label' });
    expect(confirmation).toHaveTextContent('Delete the label "Bug"? It will be taken off every card on the board.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Delete label' }));

    await waitFor(() => expect(onLabelDeleted).toHaveBeenCalledWith('l1'));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toContain('/modules/kanban/labels/l1');
    expect(screen.getByRole('checkbox', { name: 'Bug' })).not.toBeChecked();
    // A later save does not hand the deleted label back to the server.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Fix login now' } });
    fireEvent.blur(screen.getByLabelText('Title'));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/cards/c1') && call.method === 'PATCH')?.body).toEqual({ title: 'Fix login now' }),
    );
  });

  it('keeps label editing to people who may edit the board', async () => {
    open(['view_boards', 'edit_card']);
    expect(await screen.findByRole('checkbox', { name: 'Bug' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Edit label "Bug"' })).toBeNull();
  });
});

describe('checklist order', () => {
  const item = (id: string, text: string, rank: string): ChecklistItem => ({ id, cardId: 'c1', text, done: false, rank, createdAt: '' });
  const shownOrder = (checklist: HTMLElement) =>
    within(checklist)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
  let rects: jest.SpyInstance;

  beforeEach(() => {
    state.card = { ...state.card, checklistItems: [item('i1', 'Write tests', 'a0'), item('i2', 'Review', 'a1'), item('i3', 'Ship', 'a2')] };
    // jsdom lays nothing out: stack the items 30 px apart so dnd-kit's keyboard moves have somewhere to go.
    rects = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('li[data-item-id]');
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
      const top = index * 30;
      return { x: 0, y: top, top, left: 0, width: 200, height: 28, bottom: top + 28, right: 200, toJSON: () => ({}) };
    });
  });
  afterEach(() => rects.mockRestore());

  /** Space picks the item up, each arrow moves it one place, Space drops it (what a keyboard user presses). */
  async function moveDownOnePlace(checklist: HTMLElement, text: string) {
    const handle = within(checklist).getByRole('button', { name: `Move item "${text}"` });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await screen.findByText(`Picked up item "${text}", position 1 of 3`);
    // The sensor starts listening for arrows on the task after the pick-up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await screen.findByText(`Item "${text}" is at position 2 of 3`);
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  }

  it('moves an item with the keyboard and sends its new neighbours to the server', async () => {
    const { onSaved } = open();
    const checklist = await screen.findByRole('region', { name: 'Checklist' });
    await moveDownOnePlace(checklist, 'Write tests');

    await waitFor(() => expect(shownOrder(checklist)).toEqual(['Review', 'Write tests', 'Ship']));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/checklist/i1'))?.body).toEqual({ afterId: 'i2', beforeId: 'i3' }));
    expect(calls.find((call) => call.url.endsWith('/checklist/i1'))?.method).toBe('PATCH');
    expect(screen.getByText('Item "Write tests" dropped at position 2 of 3')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
  });

  it('puts the item back and says why when the server refuses the move', async () => {
    state.refuseMoves = true;
    open();
    const checklist = await screen.findByRole('region', { name: 'Checklist' });
    await moveDownOnePlace(checklist, 'Write tests');

    await waitFor(() => expect($toasts.getState().map((toast) => toast.message)).toContain('The server is down'));
    await waitFor(() => expect(shownOrder(checklist)).toEqual(['Write tests', 'Review', 'Ship']));
  });
});

it('refuses a new label whose name the board already has, before asking the server', async () => {
  open(['view_boards', 'edit_card', 'edit_board']);
  fireEvent.change(await screen.findByLabelText('New label'), { target: { value: ' bug ' } });
  expect(screen.getByRole('alert')).toHaveTextContent('This board already has a label named "bug"');
  expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  expect(calls.some((call) => call.url.endsWith('/boards/b1/labels'))).toBe(false);
});

it('applies a label made in the dialog to the card', async () => {
  open(['view_boards', 'edit_card', 'edit_board']);
  fireEvent.change(await screen.findByLabelText('New label'), { target: { value: 'Urgent' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(patches()).toEqual([{ labelIds: ['l2'] }]));
});
