/**
 * The board view is cached once for all viewers (boardViewCache.ts), so these read it as several members at once:
 * after every kind of write each of them sees it on their very next read, even when revalidating the ETag they
 * held, and a change of one member's rights shows on that member's next read and nobody else's — a member who
 * may no longer see the board gets 404, never the view cached for the others.
 */
import type { ModuleTestHost } from '@artel/sdk/server/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { addCard, boardWithColumns, createKanbanHost, joinAs, kanban, newTeam, type Person } from './testing/kanbanFixtures';

let host: ModuleTestHost;
let app: FastifyInstance;

beforeAll(async () => {
  host = await createKanbanHost();
  app = host.app;
});

afterAll(() => host.close());

interface Seen {
  status: number;
  etag: string;
  /** Each card as `title in column`, in the board's order. */
  cards: string[];
  columns: string[];
  permissions: string[];
  role: string | null;
}

/** The board as `who` reads it, revalidating `etag` when given (a 304 is reported as such, with no view). */
async function seen(who: Person, boardId: string, etag?: string): Promise<Seen> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/modules/kanban/boards/${boardId}`,
    headers: { ...who.headers, 'accept-encoding': 'identity', ...(etag ? { 'if-none-match': etag } : {}) },
  });
  const view =
    response.statusCode === 200
      ? response.json<{
          cards: Array<{ title: string; columnId: string }>;
          columns: Array<{ id: string; name: string }>;
          permissions: string[];
          board: { role: string | null };
        }>()
      : null;
  const columnName = new Map(view?.columns.map((column) => [column.id, column.name]));
  return {
    status: response.statusCode,
    etag: (response.headers.etag as string | undefined) ?? '',
    cards: view?.cards.map((card) => `${card.title} in ${columnName.get(card.columnId)}`) ?? [],
    columns: view?.columns.map((column) => column.name) ?? [],
    permissions: view?.permissions ?? [],
    role: view?.board.role ?? null,
  };
}

/** A platform route (members, board roles) called by the workspace's owner. */
async function asOwner(owner: Person, method: InjectOptions['method'], url: string, payload?: unknown): Promise<void> {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: owner.headers.authorization! },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
}

async function ok(response: ReturnType<typeof kanban>) {
  const answered = await response;
  if (answered.statusCode >= 300) throw new Error(`${answered.statusCode} ${answered.body}`);
  return answered;
}

describe('the cached board view, read by several members', () => {
  it('shows each kind of card and column write to every member on their very next read', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const readers = [owner, await joinAs(host, workspaceId, 'member', 'Мария'), await joinAs(host, workspaceId, 'member', 'Пётр')];
    readers.push(await joinAs(host, workspaceId, 'viewer', 'Зритель'));
    const {
      boardId,
      columnIds: [todo = '', done = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do', 'Done']);
    const first = await addCard(app, owner, todo, 'First');

    /** Every reader's view before the write, then after it: each a 200 with the change, even for the old ETag. */
    const afterWrite = async (write: () => Promise<unknown>) => {
      const before = await Promise.all(readers.map((reader) => seen(reader, boardId)));
      await write();
      const after = await Promise.all(readers.map((reader, index) => seen(reader, boardId, before[index]!.etag)));
      for (const [index, view] of after.entries()) {
        expect(view.status).toBe(200);
        expect(view.etag).not.toBe(before[index]!.etag);
      }
      expect(new Set(after.map((view) => JSON.stringify([view.cards, view.columns]))).size).toBe(1);
      return after[0]!;
    };

    expect((await afterWrite(() => addCard(app, readers[1]!, todo, 'Second'))).cards).toEqual(['First in To do', 'Second in To do']);
    const renamed = await afterWrite(() => ok(kanban(app, owner, 'PATCH', `/cards/${first.id}`, { title: 'Renamed' })));
    expect(renamed.cards).toEqual(['Renamed in To do', 'Second in To do']);
    const moved = await afterWrite(() => ok(kanban(app, readers[2]!, 'POST', `/cards/${first.id}/move`, { columnId: done })));
    expect(moved.cards).toContain('Renamed in Done');
    expect((await afterWrite(() => ok(kanban(app, owner, 'DELETE', `/cards/${first.id}`)))).cards).toEqual(['Second in To do']);
    expect((await afterWrite(() => ok(kanban(app, owner, 'POST', `/boards/${boardId}/columns`, { name: 'Later' })))).columns).toEqual([
      'To do',
      'Done',
      'Later',
    ]);
    expect((await afterWrite(() => ok(kanban(app, owner, 'PATCH', `/columns/${done}`, { name: 'Shipped' })))).columns).toEqual([
      'To do',
      'Shipped',
      'Later',
    ]);
    expect((await afterWrite(() => ok(kanban(app, owner, 'DELETE', `/columns/${done}`)))).columns).toEqual(['To do', 'Later']);
  });

  it("changes one member's rights on their very next read, and nobody else's", async () => {
    const { workspaceId, owner } = await newTeam(host);
    const [anna, boris] = [await joinAs(host, workspaceId, 'member', 'Анна'), await joinAs(host, workspaceId, 'member', 'Борис')];
    const {
      boardId,
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    await addCard(app, owner, todo, 'Secret plan');
    const annaBefore = await seen(anna, boardId);
    const borisBefore = await seen(boris, boardId);
    // Two members of one role share one cached answer: the case where a stale right would leak.
    expect(borisBefore.etag).toBe(annaBefore.etag);
    expect(borisBefore.cards).toEqual(['Secret plan in To do']);

    await asOwner(owner, 'PUT', `/workspaces/${workspaceId}/members/${boris.id}/role`, { role: 'guest' });
    expect((await seen(boris, boardId)).status).toBe(404);
    expect((await seen(boris, boardId, borisBefore.etag)).status).toBe(404);
    expect(await seen(anna, boardId, annaBefore.etag)).toMatchObject({ status: 304 });

    await addCard(app, owner, todo, 'Made while Boris was a guest');
    await asOwner(owner, 'PUT', `/workspaces/${workspaceId}/boards/${boardId}/members/${boris.id}`, { role: 'board_viewer' });
    const asBoardViewer = await seen(boris, boardId, borisBefore.etag);
    expect(asBoardViewer).toMatchObject({
      status: 200,
      role: 'board_viewer',
      cards: ['Secret plan in To do', 'Made while Boris was a guest in To do'],
    });
    expect(asBoardViewer.permissions).not.toContain('create_cards');
    expect((await seen(anna, boardId)).permissions).toContain('create_cards');

    await asOwner(owner, 'PUT', `/workspaces/${workspaceId}/boards/${boardId}/members/${boris.id}`, { role: null });
    expect((await seen(boris, boardId, asBoardViewer.etag)).status).toBe(404);

    await asOwner(owner, 'PUT', `/workspaces/${workspaceId}/members/${anna.id}/role`, { role: 'viewer' });
    const annaAsViewer = await seen(anna, boardId);
    expect(annaAsViewer.permissions).toContain('view_boards');
    expect(annaAsViewer.permissions).not.toContain('create_cards');
    expect(annaAsViewer.cards).toEqual(['Secret plan in To do', 'Made while Boris was a guest in To do']);

    await asOwner(owner, 'DELETE', `/workspaces/${workspaceId}/members/${anna.id}`);
    expect((await seen(anna, boardId, annaAsViewer.etag)).status).toBe(404);
    expect((await seen(boris, boardId)).status).toBe(404);
    expect((await seen(owner, boardId)).cards).toEqual(['Secret plan in To do', 'Made while Boris was a guest in To do']);
  });
});
