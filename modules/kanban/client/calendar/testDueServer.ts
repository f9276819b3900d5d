/**
 * For the calendar and widget tests: `fetch` answering sign-in, the user's two workspaces and permissions, the board list and
 * GET /cards/due (narrowed by from and to as the real server does), and recording what was asked.
 */
import type { CardSummary, KanbanBoard } from '../api/kanbanTypes';

export interface SeenRequest {
  method: string;
  url: URL;
  workspaceId: string | null;
  body: unknown;
}

export interface DueServer {
  requests: SeenRequest[];
  /** The query strings of GET /cards/due, in order. */
  dueQueries(): URLSearchParams[];
}

export function testBoard(id: string, name: string): KanbanBoard {
  return { id, workspaceId: 'w1', name, description: '', createdById: null, role: null, archivedAt: null, createdAt: '', updatedAt: '' };
}

function workspace(id: string, name: string) {
  return {
    id,
    slug: id,
    name,
    description: '',
    isPersonal: false,
    visibility: 'private',
    icon: null,
    color: null,
    legalEntityId: null,
    ownerId: 'u1',
    memberCount: 1,
    role: 'owner',
    createdAt: '',
    updatedAt: '',
  };
}

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

const DUE_PATH = '/modules/kanban/cards/due';

export function installDueServer(boards: Record<string, KanbanBoard[]>, cards: Record<string, CardSummary[]>): DueServer {
  const requests: SeenRequest[] = [];
  const workspaces = [workspace('w1', 'Team'), workspace('w2', 'Other team')];
  const respond = ({ method, url, workspaceId, body }: SeenRequest): Response => {
    if (url.pathname.endsWith('/auth/login')) {
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
    if (url.pathname.endsWith('/workspaces') && method === 'GET') return answer(200, { workspaces });
    if (url.pathname.endsWith('/permissions'))
      return answer(200, { permissions: {}, roles: ['owner'], boardPermissions: {}, boardRoles: {} });
    const switched = workspaces.find((candidate) => url.pathname.endsWith(`/workspaces/${candidate.id}/switch`));
    if (switched) return answer(200, switched);
    if (url.pathname.endsWith('/modules/kanban/boards')) return answer(200, { boards: boards[workspaceId ?? ''] ?? [] });
    if (url.pathname.endsWith(DUE_PATH)) {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '9999';
      const limit = Number(url.searchParams.get('limit') ?? Infinity);
      // The test boards' done column is 'done', as the server names each board's last one.
      const open = url.searchParams.get('open') === 'true';
      const due = (cards[workspaceId ?? ''] ?? []).filter(
        (card) => card.dueDate && card.dueDate >= from && card.dueDate < to && !(open && (card.dueComplete || card.columnId === 'done')),
      );
      return answer(200, { cards: due.slice(0, limit), doneColumnIds: ['done'] });
    }
    const patched = url.pathname.match(/\/modules\/kanban\/cards\/([^/]+)$/);
    const card = Object.values(cards)
      .flat()
      .find((candidate) => candidate.id === patched?.[1]);
    if (card && method === 'PATCH') return answer(200, { card: { ...card, ...(body as object) } });
    return answer(404, { error: { code: 'not_found', message: 'Not found', statusCode: 404 } });
  };
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      workspaceId: new Headers(init.headers).get('x-workspace-id'),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    return respond(request);
  }) as typeof fetch;
  return {
    requests,
    dueQueries: () => requests.filter((request) => request.url.pathname.endsWith(DUE_PATH)).map((request) => request.url.searchParams),
  };
}
