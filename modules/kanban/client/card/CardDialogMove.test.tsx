/** «Переместить» in the card dialog: the column field moves the card to the end of another column, and undoes it. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, open, serveOneCard, state } from '../testing/cardDialogHarness';

serveOneCard();

const moves = () => calls.filter((call) => call.method === 'POST' && call.url.endsWith('/cards/c1/move')).map((call) => call.body);

it('moves the card to the end of the chosen column, tells the board, and takes it back on undo', async () => {
  const { onSaved } = open();
  const column = await screen.findByRole('combobox', { name: 'Column' });
  expect(column).toHaveValue('todo');
  fireEvent.change(column, { target: { value: 'doing' } });
  await waitFor(() => expect(moves()).toEqual([{ columnId: 'doing', afterId: null, beforeId: null }]));
  expect(state.card.columnId).toBe('doing');
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1', columnId: 'doing' }));
  await waitFor(() => expect(column).toHaveValue('doing'));

  const status = screen.getByText('Saved').closest('[role="status"]') as HTMLElement;
  fireEvent.click(within(status).getByRole('button', { name: 'Undo' }));
  await waitFor(() =>
    expect(moves()).toEqual([
      { columnId: 'doing', afterId: null, beforeId: null },
      { columnId: 'todo', afterId: null, beforeId: null },
    ]),
  );
  await waitFor(() => expect(column).toHaveValue('todo'));
});

it('puts the properties, the column first, before the description and the activity', async () => {
  open();
  const column = await screen.findByRole('combobox', { name: 'Column' });
  const description = await screen.findByRole('heading', { name: 'Description' });
  const activity = await screen.findByRole('heading', { name: 'Activity' });
  const assignees = screen.getByRole('combobox', { name: 'Assignees' });
  const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(before(column, assignees)).toBe(true);
  expect(before(assignees, description)).toBe(true);
  expect(before(description, activity)).toBe(true);
});

it('offers no move to someone who may not move cards', async () => {
  open(['view_boards', 'edit_card']);
  expect(await screen.findByRole('combobox', { name: 'Column' })).toBeDisabled();
});
