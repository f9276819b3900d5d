/**
 * The board view served from memory (boardViewCache.ts): every change is visible on the next read, a
 * revalidation with the current ETag is a 304 and a stale one a 200, the compressed bytes are the same JSON,
 * and what differs between viewers never leaks from one to another.
 */
import zlib from 'node:zlib';
import type { ModuleTestHost } from '@artel/sdk/server/testing';
import type { FastifyInstance } from 'fastify';
import { addCard, boardView, boardWithColumns, createKanbanHost, joinAs, kanban, newTeam, type Person } from './testing/kanbanFixtures';

let host: ModuleTestHost;
let app: FastifyInstance;

beforeAll(async () => {
  host = await createKanbanHost();
  app = host.app;
});

afterAll(() => host.close());

interface CardFace {
  id: string;
  title: string;
  columnId: string;
  labelIds: string[];
  assigneeIds: string[];
  checklist: { done: number; total: number };
  commentCount: number;
  attachmentCount: number;
}
interface FullView {
  board: { name: string; archivedAt: string | null };
  columns: Array<{ id: string; name: string }>;
  labels: Array<{ id: string; name: string }>;
  cards: CardFace[];
}

const read = async (who: Person, boardId: string) => (await boardView(app, who, boardId)) as unknown as FullView;
const cardIn = (view: FullView, id: string) => view.cards.find((card) => card.id === id);
const ok = async (response: ReturnType<typeof kanban>) => {
  const answered = await response;
  if (answered.statusCode >= 300) throw new Error(`${answered.statusCode} ${answered.body}`);
  return answered;
};

describe('the cached board view', () => {
  it('shows every kind of change on the very next read', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const {
      boardId,
      columnIds: [todo = '', done = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do', 'Done']);
    const card = await addCard(app, owner, todo, 'First');
    await read(owner, boardId);
    const change = async (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
      await read(owner, boardId);
      const response = await ok(kanban(app, owner, method, url, payload));
      return { response, view: await read(owner, boardId) };
    };

    expect(cardIn((await change('POST', `/columns/${todo}/cards`, { title: 'Second' })).view, card.id)).toBeDefined();
    expect((await read(owner, boardId)).cards.map((face) => face.title)).toEqual(['First', 'Second']);
    expect(cardIn((await change('PATCH', `/cards/${card.id}`, { title: 'Renamed' })).view, card.id)?.title).toBe('Renamed');
    expect(cardIn((await change('POST', `/cards/${card.id}/move`, { columnId: done })).view, card.id)?.columnId).toBe(done);

    expect(cardIn((await change('PUT', `/cards/${card.id}/assignees`, { userIds: [owner.id] })).view, card.id)?.assigneeIds).toEqual([
      owner.id,
    ]);

    const item = await change('POST', `/cards/${card.id}/checklist`, { text: 'Step' });
    expect(cardIn(item.view, card.id)?.checklist).toEqual({ done: 0, total: 1 });
    const itemId = item.response.json().item.id as string;
    expect(cardIn((await change('PATCH', `/checklist/${itemId}`, { done: true })).view, card.id)?.checklist).toEqual({ done: 1, total: 1 });
    expect(cardIn((await change('DELETE', `/checklist/${itemId}`)).view, card.id)?.checklist).toEqual({ done: 0, total: 0 });

    const comment = await change('POST', `/cards/${card.id}/comments`, { body: 'Looks good' });
    expect(cardIn(comment.view, card.id)?.commentCount).toBe(1);
    expect(cardIn((await change('DELETE', `/comments/${comment.response.json().comment.id}`)).view, card.id)?.commentCount).toBe(0);

    const attachment = await change('POST', `/cards/${card.id}/attachments`, {
      fileName: 'a.txt',
      contentType: 'text/plain',
      dataBase64: Buffer.from('a').toString('base64'),
    });
    expect(cardIn(attachment.view, card.id)?.attachmentCount).toBe(1);
    expect(
      cardIn((await change('DELETE', `/attachments/${attachment.response.json().attachment.id}`)).view, card.id)?.attachmentCount,
    ).toBe(0);

    const label = await change('POST', `/boards/${boardId}/labels`, { name: 'Bug', color: 'red' });
    const labelId = label.response.json().label.id as string;
    expect(label.view.labels.map((entry) => entry.name)).toEqual(['Bug']);
    expect((await change('PATCH', `/labels/${labelId}`, { name: 'Defect' })).view.labels.map((entry) => entry.name)).toEqual(['Defect']);
    expect(cardIn((await change('PATCH', `/cards/${card.id}`, { labelIds: [labelId] })).view, card.id)?.labelIds).toEqual([labelId]);
    const unlabelled = (await change('DELETE', `/labels/${labelId}`)).view;
    expect([unlabelled.labels, cardIn(unlabelled, card.id)?.labelIds]).toEqual([[], []]);

    const column = await change('POST', `/boards/${boardId}/columns`, { name: 'Later' });
    const columnId = column.response.json().column.id as string;
    expect(column.view.columns.map((entry) => entry.name)).toEqual(['To do', 'Done', 'Later']);
    expect((await change('PATCH', `/columns/${columnId}`, { name: 'Someday' })).view.columns.map((entry) => entry.name)).toEqual([
      'To do',
      'Done',
      'Someday',
    ]);
    expect((await change('POST', `/columns/${columnId}/move`, { beforeId: todo })).view.columns.map((entry) => entry.name)).toEqual([
      'Someday',
      'To do',
      'Done',
    ]);
    expect((await change('DELETE', `/columns/${columnId}`)).view.columns.map((entry) => entry.name)).toEqual(['To do', 'Done']);

    expect(cardIn((await change('POST', `/cards/${card.id}/archive`)).view, card.id)).toBeUndefined();
    expect(cardIn((await change('POST', `/cards/${card.id}/restore`)).view, card.id)).toBeDefined();
    expect(cardIn((await change('DELETE', `/cards/${card.id}`)).view, card.id)).toBeUndefined();

    expect((await change('PATCH', `/boards/${boardId}`, { name: 'Renamed board' })).view.board.name).toBe('Renamed board');
    expect((await change('POST', `/boards/${boardId}/archive`)).view.board.archivedAt).not.toBeNull();
    expect((await change('POST', `/boards/${boardId}/restore`)).view.board.archivedAt).toBeNull();
  });

  it('after a write to one card shows the same cards, in the same order, as a view built afresh', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const {
      boardId,
      columnIds: [todo = '', done = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do', 'Done']);
    const [a, b, c] = [await addCard(app, owner, todo, 'A'), await addCard(app, owner, todo, 'B'), await addCard(app, owner, done, 'C')];
    await read(owner, boardId);
    let round = 0;
    /** The one-card write, the view read right after it, then the same view built whole (a column rename changes no card). */
    const sameAsBuilt = async (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
      await ok(kanban(app, owner, method, url, payload));
      const patched = (await read(owner, boardId)).cards;
      await ok(kanban(app, owner, 'PATCH', `/columns/${done}`, { name: `Done ${(round += 1)}` }));
      expect(patched).toEqual((await read(owner, boardId)).cards);
      return [todo, done].map((columnId) => patched.filter((card) => card.columnId === columnId).map((card) => card.title));
    };

    expect(await sameAsBuilt('POST', `/cards/${a.id}/move`, { columnId: done, afterId: c.id })).toEqual([['B'], ['C', 'A']]);
    expect(await sameAsBuilt('POST', `/cards/${a.id}/move`, { columnId: todo, beforeId: b.id })).toEqual([['A', 'B'], ['C']]);
    expect(await sameAsBuilt('POST', `/columns/${todo}/cards`, { title: 'Top', position: 'top' })).toEqual([['Top', 'A', 'B'], ['C']]);
    expect(await sameAsBuilt('PATCH', `/cards/${b.id}`, { title: 'B renamed', description: 'Now with a description' })).toEqual([
      ['Top', 'A', 'B renamed'],
      ['C'],
    ]);
    expect(await sameAsBuilt('POST', `/cards/${c.id}/checklist`, { text: 'Step' })).toEqual([['Top', 'A', 'B renamed'], ['C']]);
    expect(await sameAsBuilt('POST', `/cards/${c.id}/comments`, { body: 'Noted' })).toEqual([['Top', 'A', 'B renamed'], ['C']]);
    expect(await sameAsBuilt('POST', `/cards/${b.id}/archive`)).toEqual([['Top', 'A'], ['C']]);
    expect(await sameAsBuilt('POST', `/cards/${b.id}/restore`, { columnId: done })).toEqual([
      ['Top', 'A'],
      ['C', 'B renamed'],
    ]);
    expect(await sameAsBuilt('DELETE', `/cards/${a.id}`)).toEqual([['Top'], ['C', 'B renamed']]);
  });

  it('answers a matching If-None-Match with 304 until the board changes, then 200 with a new ETag', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const {
      boardId,
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    await addCard(app, owner, todo, 'First');
    const first = await kanban(app, owner, 'GET', `/boards/${boardId}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const revalidate = (tag: string) =>
      app.inject({ method: 'GET', url: `/api/v1/modules/kanban/boards/${boardId}`, headers: { ...owner.headers, 'if-none-match': tag } });
    const unchanged = await revalidate(etag);
    expect([unchanged.statusCode, unchanged.body, unchanged.headers.etag]).toEqual([304, '', etag]);

    await addCard(app, owner, todo, 'Second');
    const changed = await revalidate(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().cards.map((card: { title: string }) => card.title)).toEqual(['First', 'Second']);
    expect((await revalidate(changed.headers.etag as string)).statusCode).toBe(304);
  });

  it('sends br and gzip compressed once, to the same JSON as the plain answer, each with its own ETag', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const {
      boardId,
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    for (let index = 0; index < 30; index += 1) await addCard(app, owner, todo, `Card ${index} with a title long enough to compress`);
    const get = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/modules/kanban/boards/${boardId}`,
        headers: { ...owner.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it('gives each viewer their own rights and role, and nothing to someone outside the workspace', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const viewer = await joinAs(host, workspaceId, 'viewer');
    const {
      boardId,
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    await addCard(app, owner, todo, 'First');
    const asOwner = await kanban(app, owner, 'GET', `/boards/${boardId}`);
    const asViewer = await kanban(app, viewer, 'GET', `/boards/${boardId}`);
    expect(asOwner.json().permissions).toContain('edit_board');
    expect(asViewer.json().permissions).not.toContain('edit_board');
    expect(asViewer.json().permissions).toContain('view_boards');
    expect(asOwner.json().board.role).toBe('board_admin');
    expect(asViewer.json().board.role).toBeNull();
    expect(asViewer.json().cards).toEqual(asOwner.json().cards);
    expect(asViewer.headers.etag).not.toBe(asOwner.headers.etag);

    const stranger = await newTeam(host);
    const outside = await kanban(app, stranger.owner, 'GET', `/boards/${boardId}`);
    expect(outside.statusCode).toBe(404);
    const guessed = await app.inject({
      method: 'GET',
      url: `/api/v1/modules/kanban/boards/${boardId}`,
      headers: { ...stranger.owner.headers, 'if-none-match': asOwner.headers.etag as string },
    });
    expect(guessed.statusCode).toBe(404);
  });
});
