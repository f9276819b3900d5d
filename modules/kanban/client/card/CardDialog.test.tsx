import { $toasts, addTranslations, i18n, navigate } from '@artel/sdk';
import { $leaveRequest, loginFx, setApiWorkspaceSource, stayOnPage } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardComment, ChecklistItem, KanbanCard } from '../api/kanbanTypes';
import { testCard } from '../board/testCards';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import { CardDialog } from './CardDialog';
import { bindTestSdk } from '../testing/bindTestSdk';
import { kanbanSdk } from '../kanbanSdk';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const calls: Call[] = [];
let card: KanbanCard;
let comments: CardComment[] = [];
/** The server's answer to the next checklist move is a failure. */
let refuseMoves = false;

function answer(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    ok: status < 300,
    status,
    headers: { get: () => 'application/json' },
    text: async () => text,
    json: async () => body,
    clone: () => response,
  };
  return response as unknown as Response;
}

/** The kanban server for one card, in memory. */
function server(url: string, method: string, body: unknown): Response {
  if (url.endsWith('/auth/login')) {
    const user = { id: 'u1', name: 'Анна', email: 'anna@example.test', role: 'user', permissions: [], preferredLegalEntityId: null, preferredWorkspaceId: 'w1' };
    return answer(200, { user, access_token: 'access', refresh_token: 'refresh', expires_in: 3600 });
  }
  if (url.endsWith(`/cards/${card.id}`) && method === 'GET') return answer(200, { card });
  if (url.endsWith(`/cards/${card.id}`) && method === 'PATCH') {
    card = { ...card, ...(body as Partial<KanbanCard>) };
    return answer(200, { card });
  }
  if (url.endsWith(`/cards/${card.id}/watch`)) {
    card = { ...card, watcherIds: method === 'PUT' ? ['u1'] : [] };
    return answer(200, { card });
  }
  if (url.endsWith(`/cards/${card.id}/checklist`) && method === 'POST') {
    const item = { id: 'i1', cardId: card.id, text: (body as { text: string }).text, done: false, rank: 'a0', createdAt: '' };
    return answer(201, { item });
  }
  if (url.endsWith('/boards/b1/labels') && method === 'POST') {
    return answer(201, { label: { id: 'l2', boardId: 'b1', ...(body as object) } });
  }
  if (url.endsWith('/labels/l1') && method === 'PATCH') return answer(200, { label: { ...labels[0], ...(body as object) } });
  if (url.endsWith('/labels/l1') && method === 'DELETE') return answer(204, undefined);
  const checklistItem = card.checklistItems.find((item) => url.endsWith(`/checklist/${item.id}`));
  if (checklistItem && method === 'PATCH') {
    if (refuseMoves) return answer(500, { error: { code: 'internal', message: 'The server is down', statusCode: 500 } });
    return answer(200, { item: { ...checklistItem, rank: 'server-rank' } });
  }
  if (url.endsWith(`/cards/${card.id}/comments`) && method === 'POST') {
    const comment = { id: `m${comments.length + 1}`, cardId: card.id, authorId: 'u1', authorName: 'Анна', body: (body as { body: string }).body, createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '', editedAt: null };
    comments = [...comments, comment];
    return answer(201, { comment });
  }
  if (url.endsWith(`/cards/${card.id}/comments`)) return answer(200, { comments });
  if (url.includes(`/cards/${card.id}/activity`)) {
    return answer(200, {
      activity: [{ id: 'a1', boardId: 'b1', cardId: card.id, actorId: 'u2', actorName: 'Борис', kind: 'card.moved', data: {}, createdAt: '2026-11-22T10:00:00.000Z' }],
      hasMore: false,
    });
  }
  return answer(404, { error: { code: 'not_found', message: 'Not found', statusCode: 404 } });
}

beforeAll(async () => {
  bindTestSdk();
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: String(input), body });
    return server(String(input), method, body);
  }) as typeof fetch;
  await loginFx({ email: 'anna@example.test', password: 'correct horse battery' });
  setApiWorkspaceSource(() => 'w1');
  addTranslations(MODULE_ID, translations);
  await i18n.changeLanguage('en');
  // The date picker is a lazy chunk; loading date-fns and Blueprint's datetime once here keeps each test quick.
  await import('./DatePickerInput');
}, 60_000);

beforeEach(async () => {
  calls.length = 0;
  refuseMoves = false;
  comments = [];
  // Drafts live in IndexedDB across renders, as in the browser; each test starts without any.
  const drafts = kanbanSdk().drafts;
  for (const { key } of await drafts.list()) await drafts.remove(key);
  card = {
    ...testCard({ id: 'c1', columnId: 'todo', rank: 'a0', title: 'Fix login', dueDate: '2026-11-30T00:00:00.000Z', labelIds: [] }),
    description: '**Steps** <img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
    watcherIds: [],
    checklistItems: [],
    attachments: [],
    createdAt: '',
  };
});

const members = [
  { userId: 'u1', name: 'Анна', email: 'anna@example.test', role: 'owner' as const, joinedAt: '' },
  { userId: 'u2', name: 'Борис', email: 'boris@example.test', role: 'member' as const, joinedAt: '' },
];
const labels = [{ id: 'l1', boardId: 'b1', name: 'Bug', color: 'red' as const }];

/** What a click on a date field does first: focus opens its picker. */
function openPicker(input: HTMLElement) {
  act(() => input.focus());
  fireEvent.click(input);
}

/** Opens the date picker of a field and clicks a day of the month it shows. */
async function pickDay(field: string, day: string) {
  openPicker(await screen.findByRole('combobox', { name: field }));
  const picker = await screen.findByRole('dialog', { name: 'date picker' });
  fireEvent.click(within(picker).getByRole('gridcell', { name: day }));
}

function open(permissions: string[] = ['view_boards', 'edit_card', 'create_comments', 'assign_card'], onClose: () => void = jest.fn()) {
  const onSaved = jest.fn();
  const onLabelSaved = jest.fn();
  const onLabelDeleted = jest.fn();
  const view = render(
    <CardDialog
      cardId="c1"
      boardId="b1"
      onLabelSaved={onLabelSaved}
      onLabelDeleted={onLabelDeleted}
      labels={labels}
      members={members}
      can={(permission) => permissions.includes(permission)}
      archiveEnabled
      refreshKey={null}
      onSaved={onSaved}
      onRemoved={jest.fn()}
      onClose={onClose}
    />,
  );
  return { onSaved, onLabelSaved, onLabelDeleted, close: view.unmount };
}

it('shows every field of the card, with the markdown description rendered and sanitised', async () => {
  open();
  expect(await screen.findByLabelText('Title')).toHaveValue('Fix login');
  expect(await screen.findByRole('combobox', { name: 'Due date' })).toHaveValue('11/30/2026');
  expect(screen.getByLabelText('Priority')).toHaveValue('medium');
  expect(screen.getByRole('checkbox', { name: 'Bug' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Борис' })).not.toBeChecked();
  const bold = screen.getByText('Steps');
  expect(bold.tagName).toBe('STRONG');
  const preview = bold.closest('.kanban-markdown') as HTMLElement;
  expect(preview.querySelector('script')).toBeNull();
  expect(preview.innerHTML).not.toContain('onerror');
  expect(await screen.findByText(/Борис moved the card/)).toBeInTheDocument();
});

const patches = () => calls.filter((call) => call.method === 'PATCH' && call.url.endsWith('/cards/c1')).map((call) => call.body);

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
    const typed = `${card.description} and more`;
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
    comments = [{ id: 'm1', cardId: 'c1', authorId: 'u1', authorName: 'Анна', body: 'First take', createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '', editedAt: null }];
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
    comments = [{ id: 'm1', cardId: 'c1', authorId: 'u1', authorName: 'Анна', body: 'First take', createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '', editedAt: null }];
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
  expect(screen.getByRole('checkbox', { name: 'Complete' })).not.toBeChecked();
  const status = screen.getByText('Saved').closest('[role="status"]') as HTMLElement;
  fireEvent.click(within(status).getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(patches()).toContainEqual({ dueDate: '2026-11-30T00:00:00.000Z', dueComplete: true }));
  expect(screen.getByRole('checkbox', { name: 'Complete' })).toBeChecked();
});

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
  expect(screen.getByRole('checkbox', { name: 'Борис' })).toBeDisabled();
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
    expect(calls.find((call) => call.url.endsWith('/labels/l1'))).toMatchObject({ method: 'PATCH', body: { name: 'Defect', color: 'orange' } });
    // Saving the label is not saving the card.
    expect(calls.some((call) => call.url.endsWith('/cards/c1') && call.method === 'PATCH')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Label name' })).toBeNull());
  });

  it('deletes a label only after confirmation, and the card stops carrying it', async () => {
    card = { ...card, labelIds: ['l1'] };
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
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/cards/c1') && call.method === 'PATCH')?.body).toEqual({ title: 'Fix login now' }));
  });

  it('keeps label editing to people who may edit the board', async () => {
    open(['view_boards', 'edit_card']);
    expect(await screen.findByRole('checkbox', { name: 'Bug' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Edit label "Bug"' })).toBeNull();
  });
});

describe('checklist order', () => {
  const item = (id: string, text: string, rank: string): ChecklistItem => ({ id, cardId: 'c1', text, done: false, rank, createdAt: '' });
  const shownOrder = (checklist: HTMLElement) => within(checklist).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
  let rects: jest.SpyInstance;

  beforeEach(() => {
    card = { ...card, checklistItems: [item('i1', 'Write tests', 'a0'), item('i2', 'Review', 'a1'), item('i3', 'Ship', 'a2')] };
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
    refuseMoves = true;
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
