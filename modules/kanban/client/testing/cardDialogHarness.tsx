/** The card dialog's test harness: an in-memory kanban server for one card and the dialog opened on it. */
import { addTranslations, i18n } from '@artel/sdk';
import { loginFx, setApiWorkspaceSource } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { CardComment, KanbanCard } from '../api/kanbanTypes';
import { testCard } from '../board/testCards';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import { CardDialog } from '../card/CardDialog';
import { bindTestSdk } from './bindTestSdk';
import { kanbanSdk } from '../kanbanSdk';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

export const calls: Call[] = [];
/** The one card the in-memory server knows, its comments, and whether it refuses the next checklist move. */
export const state: { card: KanbanCard; comments: CardComment[]; refuseMoves: boolean } = {
  card: undefined as unknown as KanbanCard,
  comments: [],
  refuseMoves: false,
};

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

/** The kanban server for one state.card, in memory. */
function server(url: string, method: string, body: unknown): Response {
  if (url.endsWith('/auth/login')) {
    const user = {
      id: 'u1',
      name: 'Анна',
      email: 'anna@example.test',
      role: 'user',
      permissions: [],
      preferredLegalEntityId: null,
      preferredWorkspaceId: 'w1',
    };
    return answer(200, { user, access_token: 'access', refresh_token: 'refresh', expires_in: 3600 });
  }
  if (url.endsWith(`/cards/${state.card.id}`) && method === 'GET') return answer(200, { card: state.card });
  if (url.endsWith(`/cards/${state.card.id}`) && method === 'PATCH') {
    state.card = { ...state.card, ...(body as Partial<KanbanCard>) };
    return answer(200, { card: state.card });
  }
  if (url.endsWith(`/cards/${state.card.id}/move`) && method === 'POST') {
    state.card = { ...state.card, columnId: (body as { columnId: string }).columnId, rank: 'z0' };
    return answer(200, { card: state.card });
  }
  if (url.endsWith(`/cards/${state.card.id}/assignees`) && method === 'PUT') {
    state.card = { ...state.card, assigneeIds: (body as { userIds: string[] }).userIds };
    return answer(200, { card: state.card });
  }
  if (url.endsWith(`/cards/${state.card.id}/watch`)) {
    state.card = { ...state.card, watcherIds: method === 'PUT' ? ['u1'] : [] };
    return answer(200, { card: state.card });
  }
  if (url.endsWith(`/cards/${state.card.id}/checklist`) && method === 'POST') {
    const item = { id: 'i1', cardId: state.card.id, text: (body as { text: string }).text, done: false, rank: 'a0', createdAt: '' };
    return answer(201, { item });
  }
  if (url.endsWith('/boards/b1/labels') && method === 'POST') {
    return answer(201, { label: { id: 'l2', boardId: 'b1', ...(body as object) } });
  }
  if (url.endsWith('/labels/l1') && method === 'PATCH') return answer(200, { label: { ...labels[0], ...(body as object) } });
  if (url.endsWith('/labels/l1') && method === 'DELETE') return answer(204, undefined);
  const checklistItem = state.card.checklistItems.find((item) => url.endsWith(`/checklist/${item.id}`));
  if (checklistItem && method === 'PATCH') {
    if (state.refuseMoves) return answer(500, { error: { code: 'internal', message: 'The server is down', statusCode: 500 } });
    return answer(200, { item: { ...checklistItem, rank: 'server-rank' } });
  }
  if (url.endsWith(`/cards/${state.card.id}/comments`) && method === 'POST') {
    const comment = {
      id: `m${state.comments.length + 1}`,
      cardId: state.card.id,
      authorId: 'u1',
      authorName: 'Анна',
      body: (body as { body: string }).body,
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '',
      editedAt: null,
    };
    state.comments = [...state.comments, comment];
    return answer(201, { comment });
  }
  if (url.endsWith(`/cards/${state.card.id}/comments`)) return answer(200, { comments: state.comments });
  if (url.includes(`/cards/${state.card.id}/activity`)) {
    return answer(200, {
      activity: [
        {
          id: 'a1',
          boardId: 'b1',
          cardId: state.card.id,
          actorId: 'u2',
          actorName: 'Борис',
          kind: 'card.moved',
          data: {},
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      ],
      hasMore: false,
    });
  }
  return answer(404, { error: { code: 'not_found', message: 'Not found', statusCode: 404 } });
}

/** The in-memory kanban server behind every test of the file, signed in, in English, without drafts. */
export function serveOneCard(): void {
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
    await import('../card/DatePickerInput');
  }, 60_000);

  beforeEach(async () => {
    calls.length = 0;
    state.refuseMoves = false;
    state.comments = [];
    // Drafts live in IndexedDB across renders, as in the browser; each test starts without any.
    const drafts = kanbanSdk().drafts;
    for (const { key } of await drafts.list()) await drafts.remove(key);
    state.card = {
      ...testCard({ id: 'c1', columnId: 'todo', rank: 'a0', title: 'Fix login', dueDate: '2026-11-30T00:00:00.000Z', labelIds: [] }),
      description: '**Steps** <img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
      watcherIds: [],
      checklistItems: [],
      attachments: [],
      createdAt: '',
    };
  });
}

/** The card's PATCH bodies, in order. */
export const patches = () => calls.filter((call) => call.method === 'PATCH' && call.url.endsWith('/cards/c1')).map((call) => call.body);

/** The assignee lists the dialog saved, in order. */
export const assigneeSaves = () =>
  calls
    .filter((call) => call.method === 'PUT' && call.url.endsWith('/cards/c1/assignees'))
    .map((call) => (call.body as { userIds: string[] }).userIds);

const members = [
  { userId: 'u1', name: 'Анна', email: 'anna@example.test', role: 'owner' as const, joinedAt: '' },
  { userId: 'u2', name: 'Борис', email: 'boris@example.test', role: 'member' as const, joinedAt: '' },
];
const columns = [
  { id: 'todo', boardId: 'b1', name: 'To do', rank: 'a0', wipLimit: null, createdAt: '', updatedAt: '' },
  { id: 'doing', boardId: 'b1', name: 'Doing', rank: 'a1', wipLimit: null, createdAt: '', updatedAt: '' },
];
const labels = [{ id: 'l1', boardId: 'b1', name: 'Bug', color: 'red' as const }];

/** What a click on a date field does first: focus opens its picker. */
export function openPicker(input: HTMLElement) {
  act(() => input.focus());
  fireEvent.click(input);
}

/** Opens the date picker of a field and clicks a day of the month it shows. */
export async function pickDay(field: string, day: string) {
  openPicker(await screen.findByRole('combobox', { name: field }));
  const picker = await screen.findByRole('dialog', { name: 'date picker' });
  fireEvent.click(within(picker).getByRole('gridcell', { name: day }));
}

export function open(
  permissions: string[] = ['view_boards', 'edit_card', 'create_comments', 'assign_card', 'move_card'],
  onClose: () => void = jest.fn(),
) {
  const onSaved = jest.fn();
  const onLabelSaved = jest.fn();
  const onLabelDeleted = jest.fn();
  const view = render(
    <CardDialog
      cardId="c1"
      boardId="b1"
      columns={columns}
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
