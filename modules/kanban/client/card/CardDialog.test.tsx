import { addTranslations, i18n, loginFx, setApiWorkspaceSource } from '@artel/sdk';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { KanbanCard } from '../api/kanbanTypes';
import { testCard } from '../board/testCards';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import { CardDialog } from './CardDialog';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const calls: Call[] = [];
let card: KanbanCard;

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
  if (url.endsWith(`/cards/${card.id}/checklist`) && method === 'POST') {
    const item = { id: 'i1', cardId: card.id, text: (body as { text: string }).text, done: false, rank: 'a0', createdAt: '' };
    return answer(201, { item });
  }
  if (url.endsWith('/boards/b1/labels') && method === 'POST') {
    return answer(201, { label: { id: 'l2', boardId: 'b1', ...(body as object) } });
  }
  if (url.endsWith(`/cards/${card.id}/comments`)) return answer(200, { comments: [] });
  if (url.includes(`/cards/${card.id}/activity`)) {
    return answer(200, {
      activity: [{ id: 'a1', boardId: 'b1', cardId: card.id, actorId: 'u2', actorName: 'Борис', kind: 'card.moved', data: {}, createdAt: '2026-11-22T10:00:00.000Z' }],
      hasMore: false,
    });
  }
  return answer(404, { error: { code: 'not_found', message: 'Not found', statusCode: 404 } });
}

beforeAll(async () => {
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
});

beforeEach(() => {
  calls.length = 0;
  card = {
    ...testCard({ id: 'c1', columnId: 'todo', rank: 'a0', title: 'Fix login', dueDate: '2026-11-30T00:00:00.000Z', labelIds: [] }),
    description: '**Steps** <img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
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

function open(permissions: string[] = ['view_boards', 'edit_card', 'create_comments', 'assign_card']) {
  const onSaved = jest.fn();
  const onLabelCreated = jest.fn();
  render(
    <CardDialog
      cardId="c1"
      boardId="b1"
      onLabelCreated={onLabelCreated}
      labels={labels}
      members={members}
      can={(permission) => permissions.includes(permission)}
      archiveEnabled
      refreshKey={null}
      onSaved={onSaved}
      onRemoved={jest.fn()}
      onClose={jest.fn()}
    />,
  );
  return { onSaved, onLabelCreated };
}

it('shows every field of the card, with the markdown description rendered and sanitised', async () => {
  open();
  expect(await screen.findByLabelText('Title')).toHaveValue('Fix login');
  expect(screen.getByLabelText('Due date')).toHaveValue('2026-11-30');
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

it('saves only the fields that changed, and hands the saved card to the board', async () => {
  const { onSaved } = open();
  const title = await screen.findByLabelText('Title');
  fireEvent.change(title, { target: { value: 'Fix the login form' } });
  fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-12-01' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Bug' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'Fix the login form' })));
  const patch = calls.find((call) => call.method === 'PATCH');
  expect(patch?.url).toContain('/modules/kanban/cards/c1');
  expect(patch?.body).toEqual({ title: 'Fix the login form', dueDate: '2026-12-01T00:00:00.000Z', labelIds: ['l1'] });
});

it('refuses a due date before the start date', async () => {
  open();
  fireEvent.change(await screen.findByLabelText('Start date'), { target: { value: '2026-12-05' } });
  expect(screen.getByText('The due date cannot be before the start date')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
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
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  expect(screen.getByRole('checkbox', { name: 'Борис' })).toBeDisabled();
});

it('makes a new board label from the dialog for someone who may edit the board', async () => {
  const { onLabelCreated } = open(['view_boards', 'edit_card', 'edit_board']);
  fireEvent.change(await screen.findByLabelText('New label'), { target: { value: 'Urgent' } });
  fireEvent.change(screen.getByLabelText('Label colour'), { target: { value: 'red' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(onLabelCreated).toHaveBeenCalledWith({ id: 'l2', boardId: 'b1', name: 'Urgent', color: 'red' }));
  expect(calls.find((call) => call.url.endsWith('/boards/b1/labels'))?.body).toEqual({ name: 'Urgent', color: 'red' });
});
