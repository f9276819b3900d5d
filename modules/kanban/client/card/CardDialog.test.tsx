/** The card dialog: its fields, saving, typed work kept, watching, deleting, a viewer. */
import { navigate } from '@artel/sdk';
import { $leaveRequest, stayOnPage } from '@artel/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kanbanSdk } from '../kanbanSdk';
import { assigneeSaves, calls, open, patches, pickDay, serveOneCard, state } from '../testing/cardDialogHarness';

serveOneCard();

it('shows every field of the card, with the markdown description rendered and sanitised', async () => {
  open();
  expect(await screen.findByLabelText('Title')).toHaveValue('Fix login');
  expect(await screen.findByRole('combobox', { name: 'Due date' })).toHaveValue('11/30/2026');
  expect(screen.getByLabelText('Priority')).toHaveValue('medium');
  expect(screen.getByRole('checkbox', { name: 'Bug' })).not.toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Assignees' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  const bold = screen.getByText('Steps');
  expect(bold.tagName).toBe('STRONG');
  const preview = bold.closest('.kanban-markdown') as HTMLElement;
  expect(preview.querySelector('script')).toBeNull();
  expect(preview.innerHTML).not.toContain('onerror');
  expect(await screen.findByText(/Борис moved the card/)).toBeInTheDocument();
});

it('saves each field by itself, says so quietly and undoes the last change', async () => {
  const { onSaved } = open();
  const title = await screen.findByLabelText('Title');
  fireEvent.change(title, { target: { value: 'Fix the login form' } });
  fireEvent.blur(title);
  await waitFor(() => expect(patches()).toEqual([{ title: 'Fix the login form' }]));
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'Fix the login form' }));
  const status = screen.getByText('Saved').closest('[role="status"]') as HTMLElement;
  expect(status).toHaveTextContent('Saved');

  fireEvent.click(within(status).getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(patches()).toEqual([{ title: 'Fix the login form' }, { title: 'Fix login' }]));
  expect(await within(status).findByText('Change undone')).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveValue('Fix login');
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
});

it('applies a label, a priority and a due date as soon as they are picked', async () => {
  open();
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Bug' }));
  await waitFor(() => expect(patches()).toEqual([{ labelIds: ['l1'] }]));
  expect(screen.getByRole('checkbox', { name: 'Bug' })).toBeChecked();
  fireEvent.change(screen.getByLabelText('Priority'), { target: { value: 'high' } });
  await waitFor(() => expect(patches()).toContainEqual({ priority: 'high' }));
  await pickDay('Due date', '25');
  await waitFor(() => expect(patches()).toContainEqual({ dueDate: '2026-11-25T00:00:00.000Z' }));
});

// A longer wait: the picker's chunk loads on first use, slow on a loaded machine when this test runs alone.
it('assigns a member picked from the list and unassigns them from their tag, each saved at once and undoable', async () => {
  const { onSaved } = open();
  const assignees = await screen.findByRole('combobox', { name: 'Assignees' });
  act(() => assignees.focus());
  fireEvent.change(assignees, { target: { value: 'бор' } });
  fireEvent.keyDown(assignees, { key: 'Enter' });
  await waitFor(() => expect(assigneeSaves()).toEqual([['u2']]));
  expect(onSaved).toHaveBeenLastCalledWith(expect.objectContaining({ assigneeIds: ['u2'] }));
  fireEvent.click(await screen.findByRole('button', { name: 'Remove Борис' }));
  await waitFor(() => expect(assigneeSaves()).toEqual([['u2'], []]));
  expect(screen.queryByRole('button', { name: 'Remove Борис' })).toBeNull();
  const status = screen.getByText('Saved').closest('[role="status"]') as HTMLElement;
  fireEvent.click(within(status).getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(assigneeSaves()).toEqual([['u2'], [], ['u2']]));
  expect(await screen.findByRole('button', { name: 'Remove Борис' })).toBeInTheDocument();
}, 15_000);

it('puts the title back on Escape without closing the dialog', async () => {
  const onClose = jest.fn();
  open(undefined, onClose);
  const title = await screen.findByLabelText('Title');
  act(() => title.focus());
  fireEvent.change(title, { target: { value: 'Half typed' } });
  fireEvent.keyDown(title, { key: 'Escape', code: 'Escape' });
  expect(title).toHaveValue('Fix login');
  expect(title).not.toHaveFocus();
  expect(onClose).not.toHaveBeenCalled();
  expect(patches()).toEqual([]);
});

describe('typed work', () => {
  const commentBox = () => screen.findByRole('combobox', { name: 'New comment' });
  const posts = () => calls.filter((call) => call.method === 'POST' && call.url.endsWith('/cards/c1/comments')).map((call) => call.body);
  const pressEscape = (target: Element) => fireEvent.keyDown(target, { key: 'Escape', code: 'Escape' });

  it('keeps a typed comment as a draft when the card closes, gives it back marked as a draft, and forgets it once posted', async () => {
    const first = open();
    await userEvent.type(await commentBox(), 'Call the supplier');
    first.close();

    const second = open();
    await waitFor(async () => expect(await commentBox()).toHaveValue('Call the supplier'));
    expect(screen.getByText('Draft: the comment is not posted yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts()).toEqual([{ body: 'Call the supplier' }]));
    await waitFor(async () => expect(await commentBox()).toHaveValue(''));
    expect(screen.queryByText('Draft: the comment is not posted yet')).toBeNull();
    second.close();

    open();
    expect(await screen.findByText('Call the supplier')).toBeInTheDocument();
    expect(await commentBox()).toHaveValue('');
    expect(await kanbanSdk().drafts.get('card:c1:comment')).toBeUndefined();
  });

  it('keeps the description being edited as a draft, so closing the card asks nothing and loses nothing', async () => {
    const typed = `${state.card.description} and more`;
    const onClose = jest.fn();
    const first = open(undefined, onClose);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    first.close();

    open();
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue(typed);
    expect(screen.getByText('Draft: the description is not saved yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toEqual([{ description: typed }]));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Description' })).toBeNull());
    expect(await kanbanSdk().drafts.get('card:c1:description')).toBeUndefined();
  });

  it('takes the first Escape in the checklist or comment input out of the field without closing the card; the next closes it', async () => {
    const onClose = jest.fn();
    open(undefined, onClose);
    const checklist = await screen.findByRole('region', { name: 'Checklist' });
    fireEvent.click(within(checklist).getByRole('button', { name: 'New item' }));
    const itemInput = within(checklist).getByLabelText('New item');
    expect(itemInput).toHaveFocus();
    pressEscape(itemInput);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(checklist).queryByLabelText('New item')).toBeNull();

    const comment = await commentBox();
    await userEvent.type(comment, 'Half a thought');
    pressEscape(comment);
    expect(onClose).not.toHaveBeenCalled();
    expect(comment).not.toHaveFocus();
    expect(comment).toHaveValue('Half a thought');

    // The comment is kept as a draft, so nothing typed is lost: the card closes without a question.
    pressEscape(document.activeElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before closing only over text that would be lost: a comment being edited', async () => {
    state.comments = [
      {
        id: 'm1',
        cardId: 'c1',
        authorId: 'u1',
        authorName: 'Анна',
        body: 'First take',
        createdAt: '2026-11-22T10:00:00.000Z',
        updatedAt: '',
        editedAt: null,
      },
    ];
    const onClose = jest.fn();
    open(undefined, onClose);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit comment' }));
    const edit = screen.getByRole('textbox', { name: 'Edit comment' });
    await userEvent.type(edit, ', second take');
    pressEscape(edit);
    expect(edit).not.toHaveFocus();
    expect(edit).toHaveValue('First take, second take');
    expect(onClose).not.toHaveBeenCalled();

    pressEscape(document.activeElement!);
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('There is unsaved text. Close the card and lose it?');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Edit comment' })).toHaveValue('First take, second take');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close without saving' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("holds a navigation off the card while an edit would be lost, and lets the card's own address change", async () => {
    window.history.replaceState(null, '', '/modules/kanban/boards/b1?card=c1');
    state.comments = [
      {
        id: 'm1',
        cardId: 'c1',
        authorId: 'u1',
        authorName: 'Анна',
        body: 'First take',
        createdAt: '2026-11-22T10:00:00.000Z',
        updatedAt: '',
        editedAt: null,
      },
    ];
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit comment' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit comment' }), '!');

    navigate('/modules/kanban/boards/b1', { replace: true });
    expect(window.location.search).toBe('?card=c1');
    expect($leaveRequest.getState()?.to).toBe('/modules/kanban/boards/b1');
    stayOnPage();
    navigate('/modules/kanban/boards/b1?card=c1&panel=activity');
    expect(window.location.search).toBe('?card=c1&panel=activity');
    expect($leaveRequest.getState()).toBeNull();
  });
});

it('watches the card and stops, even for a viewer, the button saying which', async () => {
  open(['view_boards']);
  fireEvent.click(await screen.findByRole('button', { name: 'Watch' }));
  const stop = await screen.findByRole('button', { name: 'Stop watching' });
  expect(stop).toHaveAttribute('aria-pressed', 'true');
  expect(calls.filter((call) => call.url.endsWith('/cards/c1/watch')).map((call) => call.method)).toEqual(['PUT']);
  fireEvent.click(stop);
  expect(await screen.findByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false');
  expect(calls.filter((call) => call.url.endsWith('/cards/c1/watch')).map((call) => call.method)).toEqual(['PUT', 'DELETE']);
});

it('deletes a card only after confirmation', async () => {
  open(['view_boards', 'edit_card', 'delete_card']);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete card' }));
  const question = await screen.findByRole('alertdialog');
  expect(question).toHaveTextContent('Delete the card "Fix login"');
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
});

it('marks the due date «готово» beside it, and a new due date takes the mark off with an undo that brings it back', async () => {
  open();
  const complete = await screen.findByRole('checkbox', { name: 'Complete' });
  expect(complete).not.toBeChecked();
  fireEvent.click(complete);
  await waitFor(() => expect(patches()).toEqual([{ dueComplete: true }]));
  expect(screen.getByRole('checkbox', { name: 'Complete' })).toBeChecked();
  await pickDay('Due date', '25');
  await waitFor(() => expect(patches()).toContainEqual({ dueDate: '2026-11-25T00:00:00.000Z', dueComplete: false }));
  // The mark follows the saved card, which arrives a tick after the request is sent.
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Complete' })).not.toBeChecked());
  const status = screen.getByText('Saved').closest('[role="status"]') as HTMLElement;
  fireEvent.click(within(status).getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(patches()).toContainEqual({ dueDate: '2026-11-30T00:00:00.000Z', dueComplete: true }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Complete' })).toBeChecked());
  // The date picker's first use in a file loads its chunk: seconds in jsdom on a busy machine.
}, 20_000);

it('refuses a due date before the start date', async () => {
  open();
  fireEvent.change(await screen.findByRole('combobox', { name: 'Start date' }), { target: { value: '12/05/2026' } });
  expect(await screen.findByText('The due date cannot be before the start date')).toBeInTheDocument();
  expect(patches()).toEqual([]);
});

it('adds a checklist item and counts it on the card', async () => {
  const { onSaved } = open();
  const checklist = await screen.findByRole('region', { name: 'Checklist' });
  fireEvent.click(within(checklist).getByRole('button', { name: 'New item' }));
  fireEvent.change(within(checklist).getByLabelText('New item'), { target: { value: 'Write tests' } });
  fireEvent.click(within(checklist).getByRole('button', { name: 'Add' }));
  expect(await within(checklist).findByRole('checkbox', { name: 'Write tests' })).not.toBeChecked();
  expect(onSaved).toHaveBeenLastCalledWith(expect.objectContaining({ checklist: { done: 0, total: 1 } }));
});

it('lets a viewer read the card but change nothing', async () => {
  open(['view_boards']);
  expect(await screen.findByLabelText('Title')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  expect(screen.getByRole('combobox', { name: 'Assignees' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Due date' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Edit label "Bug"' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Move item/ })).toBeNull();
});

it('makes a new board label from the dialog for someone who may edit the board', async () => {
  const { onLabelSaved } = open(['view_boards', 'edit_card', 'edit_board']);
  fireEvent.change(await screen.findByLabelText('New label'), { target: { value: 'Urgent' } });
  fireEvent.change(screen.getByLabelText('Label colour'), { target: { value: 'red' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(onLabelSaved).toHaveBeenCalledWith({ id: 'l2', boardId: 'b1', name: 'Urgent', color: 'red' }));
  expect(calls.find((call) => call.url.endsWith('/boards/b1/labels'))?.body).toEqual({ name: 'Urgent', color: 'red' });
});
