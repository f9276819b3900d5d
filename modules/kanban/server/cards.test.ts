import fs from 'node:fs';
import path from 'node:path';
import type { ModuleTestHost } from '@artel/sdk/server/testing';
import type { FastifyInstance } from 'fastify';
import {
  addCard,
  boardView,
  boardWithColumns,
  createKanbanHost,
  joinAs,
  kanban,
  newTeam,
  type Person,
  titlesByColumn,
} from './testing/kanbanFixtures';

let host: ModuleTestHost;
let app: FastifyInstance;
let dataDir: string;
let workspaceId: string;
let owner: Person;

beforeAll(async () => {
  host = await createKanbanHost();
  ({ app, dataDir } = host);
  ({ workspaceId, owner } = await newTeam(host));
}, 30_000);

afterAll(async () => {
  await host.close();
});

/** Settles the notify() and publish calls a route makes after its answer is built. */
const notificationsOf = async (who: Person) =>
  (await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: who.headers })).json<{
    notifications: Array<{ type: string; title: string; message: string; data: Record<string, unknown> }>;
  }>().notifications;

describe('cards in full', () => {
  it('keeps every field: markdown as sent, labels, priority, dates, checklist; the board view stays lean', async () => {
    const {
      boardId,
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    const label = (await kanban(app, owner, 'POST', `/boards/${boardId}/labels`, { name: 'Bug', color: 'red' })).json().label;
    const created = await addCard(app, owner, todo, 'Fix login', {
      description: '# Steps\n<script>alert(1)</script>',
      priority: 'urgent',
      labelIds: [label.id],
      dueDate: '2026-12-01T10:00:00.000Z',
    });
    const item = (await kanban(app, owner, 'POST', `/cards/${created.id}/checklist`, { text: 'Reproduce' })).json().item;
    await kanban(app, owner, 'PATCH', `/checklist/${item.id}`, { done: true });
    await kanban(app, owner, 'POST', `/cards/${created.id}/checklist`, { text: 'Fix' });
    const card = (await kanban(app, owner, 'GET', `/cards/${created.id}`)).json().card;
    expect(card).toMatchObject({
      title: 'Fix login',
      description: '# Steps\n<script>alert(1)</script>',
      priority: 'urgent',
      labelIds: [label.id],
      dueDate: '2026-12-01T10:00:00.000Z',
      startDate: null,
      checklist: { done: 1, total: 2 },
      hasDescription: true,
    });
    expect(card.checklistItems.map((entry: { text: string }) => entry.text)).toEqual(['Reproduce', 'Fix']);
    const summary = (await boardView(app, owner, boardId)).cards[0]!;
    expect(summary).not.toHaveProperty('description');
    // The board view's JSON is built by the database: it must be exactly the summary part of the full card.
    const { description: _d, watcherIds: _w, checklistItems: _i, attachments: _a, createdAt: _c, ...cardSummary } = card;
    expect(summary).toEqual(cardSummary);
    expect(summary).toMatchObject({ checklist: { done: 1, total: 2 }, labelIds: [label.id] });
    expect((await kanban(app, owner, 'DELETE', `/labels/${label.id}`)).statusCode).toBe(204);
    expect((await kanban(app, owner, 'GET', `/cards/${created.id}`)).json().card.labelIds).toEqual([]);
  });

  it('archives and restores a card, listing it among the board archived cards meanwhile', async () => {
    const {
      boardId,
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    const card = await addCard(app, owner, todo, 'Old task');
    expect((await kanban(app, owner, 'POST', `/cards/${card.id}/archive`)).json().card.archivedAt).not.toBeNull();
    expect((await boardView(app, owner, boardId)).cards).toEqual([]);
    const archived = (await kanban(app, owner, 'GET', `/boards/${boardId}/archived-cards`)).json().cards;
    expect(archived.map((entry: { title: string }) => entry.title)).toEqual(['Old task']);
    expect((await kanban(app, owner, 'POST', `/cards/${card.id}/move`, { columnId: todo })).json().error.code).toBe('card_archived');
    expect((await kanban(app, owner, 'POST', `/cards/${card.id}/restore`)).json().card).toMatchObject({ archivedAt: null, columnId: todo });
    expect(titlesByColumn(await boardView(app, owner, boardId))).toEqual([['Old task']]);
  });

  it('deletes a column moving its cards to the end of another, or archiving them', async () => {
    const {
      boardId,
      columnIds: [a = '', b = '', c = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['A', 'B', 'C']);
    await addCard(app, owner, a, 'a1');
    await addCard(app, owner, a, 'a2');
    await addCard(app, owner, b, 'b1');
    expect((await kanban(app, owner, 'DELETE', `/columns/${a}`)).json().error.code).toBe('column_not_empty');
    const moved = await kanban(app, owner, 'DELETE', `/columns/${a}?cards=move&targetColumnId=${b}`);
    expect(moved.json().movedCardIds).toHaveLength(2);
    expect(titlesByColumn(await boardView(app, owner, boardId))).toEqual([['b1', 'a1', 'a2'], []]);
    const archived = await kanban(app, owner, 'DELETE', `/columns/${b}?cards=archive`);
    expect(archived.json().archivedCardIds).toHaveLength(3);
    const view = await boardView(app, owner, boardId);
    expect(view.columns.map((column) => column.id)).toEqual([c]);
    expect((await kanban(app, owner, 'GET', `/boards/${boardId}/archived-cards`)).json().cards).toHaveLength(3);
  });

  it('archives a board: out of the list, in the archived list, marked in the workspace list, read-only until restored', async () => {
    const {
      boardId,
      columnIds: [todo = '', done = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do', 'Done']);
    const card = await addCard(app, owner, todo, 'Frozen');
    expect((await kanban(app, owner, 'POST', `/boards/${boardId}/archive`)).json().board.archivedAt).not.toBeNull();
    const ids = async (url: string) => (await kanban(app, owner, 'GET', url)).json().boards.map((board: { id: string }) => board.id);
    expect(await ids('/boards')).not.toContain(boardId);
    expect(await ids('/boards/archived')).toContain(boardId);
    // The platform's own list (the workspace page) hears from kanban which boards are archived.
    const workspaceBoard = async () =>
      (await app.inject({ method: 'GET', url: `/api/v1/workspaces/${workspaceId}/boards`, headers: owner.headers }))
        .json<{ boards: Array<{ id: string; archivedAt: string | null }> }>()
        .boards.find((board) => board.id === boardId);
    expect((await workspaceBoard())?.archivedAt).toEqual(expect.any(String));

    const refusals = [
      await kanban(app, owner, 'POST', `/columns/${todo}/cards`, { title: 'x' }),
      await kanban(app, owner, 'POST', `/cards/${card.id}/move`, { columnId: done }),
      await kanban(app, owner, 'PATCH', `/cards/${card.id}`, { title: 'Thawed' }),
      await kanban(app, owner, 'POST', `/boards/${boardId}/columns`, { name: 'Later' }),
      await kanban(app, owner, 'PATCH', `/columns/${todo}`, { name: 'Renamed' }),
      await kanban(app, owner, 'DELETE', `/columns/${done}`),
      await kanban(app, owner, 'PATCH', `/boards/${boardId}`, { name: 'Renamed board' }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'board_archived', message: 'The board is archived: restore it first' });
    }
    const russian = await app.inject({
      method: 'POST',
      url: `/api/v1/modules/kanban/columns/${todo}/cards`,
      headers: { ...owner.headers, 'accept-language': 'ru' },
      payload: { title: 'x' },
    });
    expect(russian.json().error.message).toBe('Доска в архиве: сначала восстановите её');
    const view = await boardView(app, owner, boardId);
    expect(view.columns.map((column) => column.name)).toEqual(['To do', 'Done']);
    expect(titlesByColumn(view)).toEqual([['Frozen'], []]);

    await kanban(app, owner, 'POST', `/boards/${boardId}/restore`);
    expect(await ids('/boards')).toContain(boardId);
    expect((await workspaceBoard())?.archivedAt).toBeNull();
    expect((await kanban(app, owner, 'PATCH', `/boards/${boardId}`, { name: 'Renamed board' })).json().board.name).toBe('Renamed board');
  });

  it('stores attachments under DATA_DIR, serves them back, refuses big or odd files', async () => {
    const {
      boardId,
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    const card = await addCard(app, owner, todo, 'With file');
    const upload = await kanban(app, owner, 'POST', `/cards/${card.id}/attachments`, {
      fileName: '../../notes.txt',
      contentType: 'text/plain',
      dataBase64: Buffer.from('hello').toString('base64'),
    });
    expect(upload.statusCode).toBe(201);
    const attachment = upload.json().attachment;
    expect(attachment).toMatchObject({ fileName: 'notes.txt', size: 5 });
    // Embedded: DATA_DIR/kanban/attachments/<workspace>/<board>/<id>, where earlier versions kept them; PostgreSQL: in the database.
    if (!process.env.DATABASE_URL) {
      expect(fs.readFileSync(path.join(dataDir, 'kanban/attachments', workspaceId, boardId, attachment.id), 'utf8')).toBe('hello');
    }
    const download = await app.inject({ method: 'GET', url: attachment.url, headers: { authorization: owner.headers.authorization! } });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('hello');
    expect(download.headers['content-disposition']).toContain('attachment');
    const odd = await kanban(app, owner, 'POST', `/cards/${card.id}/attachments`, {
      fileName: 'x.exe',
      contentType: 'application/x-msdownload',
      dataBase64: 'AAAA',
    });
    expect(odd.json().error.code).toBe('attachment_type_not_allowed');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64');
    const tooBig = await kanban(app, owner, 'POST', `/cards/${card.id}/attachments`, {
      fileName: 'big.pdf',
      contentType: 'application/pdf',
      dataBase64: big,
    });
    expect(tooBig.json().error).toMatchObject({ code: 'attachment_too_large', statusCode: 413 });
    const viewer = await joinAs(host, workspaceId, 'viewer');
    expect((await kanban(app, viewer, 'DELETE', `/attachments/${attachment.id}`)).statusCode).toBe(403);
    expect((await kanban(app, owner, 'DELETE', `/attachments/${attachment.id}`)).statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: attachment.url, headers: { authorization: owner.headers.authorization! } })).statusCode,
    ).toBe(404);
    expect(fs.existsSync(path.join(dataDir, 'kanban/attachments', workspaceId, boardId, attachment.id))).toBe(false);
  });
});

describe('cards by due date across boards', () => {
  it('lists due cards of the boards the caller may view, soonest first, narrowed by range and assignee', async () => {
    const team = await newTeam(host);
    const first = await boardWithColumns(app, team.owner, team.workspaceId, ['A']);
    const second = await boardWithColumns(app, team.owner, team.workspaceId, ['B']);
    const member = await joinAs(host, team.workspaceId, 'member');
    await addCard(app, team.owner, first.columnIds[0]!, 'later', { dueDate: '2026-03-10T09:00:00.000Z' });
    await addCard(app, team.owner, second.columnIds[0]!, 'sooner', { dueDate: '2026-03-02T09:00:00.000Z', assigneeIds: [member.id] });
    await addCard(app, team.owner, second.columnIds[0]!, 'undated');
    const titles = async (who: Person, query = '') =>
      (await kanban(app, who, 'GET', `/cards/due${query}`)).json().cards.map((card: { title: string }) => card.title);
    expect(await titles(team.owner)).toEqual(['sooner', 'later']);
    expect(await titles(team.owner, '?from=2026-03-05T00:00:00.000Z&to=2026-04-01T00:00:00.000Z')).toEqual(['later']);
    // The calendar asks for [first shown day, day after the last shown day): `from` counts, `to` does not.
    expect(await titles(team.owner, '?from=2026-03-02T09:00:00.000Z&to=2026-03-10T09:00:00.000Z')).toEqual(['sooner']);
    expect(await titles(team.owner, '?limit=1')).toEqual(['sooner']);
    expect(await titles(member, '?assignedToMe=true')).toEqual(['sooner']);
    await kanban(app, team.owner, 'POST', `/boards/${second.boardId}/archive`);
    expect(await titles(team.owner)).toEqual(['later']);
    const guest = await joinAs(host, team.workspaceId, 'guest');
    expect(await titles(guest)).toEqual([]);
  });
});

describe('activity, live events and notifications', () => {
  it('logs what happened to a card, newest first', async () => {
    const {
      columnIds: [todo = '', done = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do', 'Done']);
    const card = await addCard(app, owner, todo, 'Tracked');
    await kanban(app, owner, 'POST', `/cards/${card.id}/move`, { columnId: done });
    const { activity } = (await kanban(app, owner, 'GET', `/cards/${card.id}/activity`)).json();
    expect(activity.map((entry: { kind: string }) => entry.kind)).toEqual(['card.moved', 'card.created']);
    expect(activity[0]).toMatchObject({ actorId: owner.id, actorName: 'Владелец', data: { fromColumnId: todo, toColumnId: done } });
  });

  it('pushes card events with ids and ranks only to sockets subscribed to the workspace', async () => {
    const {
      boardId,
      columnIds: [todo = '', done = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do', 'Done']);
    const { messages: events, stop: unsubscribe } = host.workspaceMessages(workspaceId);
    try {
      const card = await addCard(app, owner, todo, 'Secret title');
      const moved = (await kanban(app, owner, 'POST', `/cards/${card.id}/move`, { columnId: done })).json().card;
      await kanban(app, owner, 'POST', `/cards/${card.id}/comments`, { body: 'hi' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(events.map((message) => message.event.kind)).toEqual(['kanban.card.created', 'kanban.card.moved', 'kanban.comment.added']);
      expect(events[1]).toMatchObject({
        type: 'workspace_event',
        workspaceId,
        event: {
          kind: 'kanban.card.moved',
          boardId,
          cardId: card.id,
          fromColumnId: todo,
          columnId: done,
          rank: moved.rank,
          actorId: owner.id,
        },
      });
      expect(JSON.stringify(events)).not.toContain('Secret title');
    } finally {
      unsubscribe();
    }
  });

  it('tells the assignee, the card creator of comments and of moves by others; never the actor', async () => {
    const {
      boardId,
      columnIds: [todo = '', done = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do', 'Done']);
    const member = await joinAs(host, workspaceId, 'member', 'Анна');
    const card = await addCard(app, member, todo, 'Anna card');
    await kanban(app, owner, 'PUT', `/cards/${card.id}/assignees`, { userIds: [member.id, owner.id] });
    await kanban(app, owner, 'POST', `/cards/${card.id}/comments`, { body: 'Please check' });
    await kanban(app, owner, 'POST', `/cards/${card.id}/move`, { columnId: done });
    const received = await notificationsOf(member);
    expect(received.map((notification) => notification.type).sort()).toEqual(['card_moved', 'comment', 'task']);
    // The reader's language (Russian, the default), not the English of the owner who moved it.
    expect(received.find((notification) => notification.type === 'card_moved')).toMatchObject({
      title: 'Карточка перемещена',
      data: { targetUrl: `/modules/kanban/boards/${boardId}?card=${card.id}`, boardId, cardId: card.id },
    });
    expect(await notificationsOf(owner)).toEqual([]);
    const inEnglish = await app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { ...member.headers, 'accept-language': 'en' },
    });
    const movedInEnglish = inEnglish.json().notifications.find((notification: { type: string }) => notification.type === 'card_moved');
    expect(movedInEnglish).toMatchObject({
      title: 'Card moved',
      texts: { en: { title: 'Card moved' }, ru: { title: 'Карточка перемещена' } },
    });
  });

  it('tells the card creator of a move once, with the column as named then; not of a new place in the same column, nor once they turned card_moved off', async () => {
    const {
      columnIds: [todo = '', done = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do', 'Done']);
    const member = await joinAs(host, workspaceId, 'member', 'Борис');
    const card = await addCard(app, member, todo, 'Boris card');
    const other = await addCard(app, member, todo, 'Second card');
    const moved = () => notificationsOf(member).then((all) => all.filter((notification) => notification.type === 'card_moved'));

    await kanban(app, owner, 'POST', `/cards/${card.id}/move`, { columnId: todo, afterId: other.id });
    expect(await moved()).toEqual([]);
    await kanban(app, owner, 'POST', `/cards/${card.id}/move`, { columnId: done });
    expect((await kanban(app, owner, 'PATCH', `/columns/${done}`, { name: 'Shipped' })).statusCode).toBe(200);
    const [notice] = await moved();
    expect(notice).toMatchObject({ title: 'Карточка перемещена', message: 'Владелец переместил(а) «Boris card» в колонку «Done»' });

    const off = await app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      headers: member.headers,
      payload: { types: { card_moved: { inApp: false } } },
    });
    expect(off.statusCode).toBe(200);
    await kanban(app, owner, 'POST', `/cards/${card.id}/move`, { columnId: todo });
    expect(await moved()).toHaveLength(1);
  });
});

describe('mentions in comments', () => {
  it("tells the mentioned member, and the card's assignees of the comment once; refuses a mention of an outsider and keeps nothing", async () => {
    const {
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    const assignee = await joinAs(host, workspaceId, 'member', 'Пётр');
    const mentioned = await joinAs(host, workspaceId, 'member', 'Ольга');
    const card = await addCard(app, owner, todo, 'Смета на фасад');
    await kanban(app, owner, 'PUT', `/cards/${card.id}/assignees`, { userIds: [assignee.id, mentioned.id] });
    const before = { assignee: (await notificationsOf(assignee)).length, mentioned: (await notificationsOf(mentioned)).length };

    const posted = await kanban(app, owner, 'POST', `/cards/${card.id}/comments`, {
      body: '@Ольга проверь, пожалуйста',
      mentions: [mentioned.id],
    });
    expect(posted.statusCode).toBe(201);
    const toMentioned = (await notificationsOf(mentioned)).slice(0, -before.mentioned || undefined);
    expect(toMentioned).toHaveLength(1);
    expect(toMentioned[0]).toMatchObject({ type: 'comment', title: 'Вас упомянули в комментарии' });
    const toAssignee = (await notificationsOf(assignee)).slice(0, -before.assignee || undefined);
    expect(toAssignee.map((notification) => notification.title)).toEqual(['Новый комментарий к вашей карточке']);

    const { owner: outsider } = await newTeam(host);
    const refused = await kanban(app, owner, 'POST', `/cards/${card.id}/comments`, { body: 'Кто это?', mentions: [outsider.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('mention_not_member');
    const { comments } = (await kanban(app, owner, 'GET', `/cards/${card.id}/comments`)).json();
    expect(comments.map((comment: { body: string }) => comment.body)).toEqual(['@Ольга проверь, пожалуйста']);
  });
});

describe('watching a card', () => {
  it("tells a watcher of each comment once, even a viewer; never the comment's author; nothing once they stop watching", async () => {
    const {
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    const viewer = await joinAs(host, workspaceId, 'viewer', 'Вера');
    const assignee = await joinAs(host, workspaceId, 'member', 'Глеб');
    const card = await addCard(app, owner, todo, 'Проверить смету');
    await kanban(app, owner, 'PUT', `/cards/${card.id}/assignees`, { userIds: [assignee.id] });

    const watched = await kanban(app, viewer, 'PUT', `/cards/${card.id}/watch`);
    expect(watched.statusCode).toBe(200);
    expect(watched.json().card.watcherIds).toEqual([viewer.id]);
    // Watching twice keeps one entry; the assignee watching too still hears once.
    await kanban(app, viewer, 'PUT', `/cards/${card.id}/watch`);
    await kanban(app, assignee, 'PUT', `/cards/${card.id}/watch`);
    expect((await kanban(app, owner, 'GET', `/cards/${card.id}`)).json().card.watcherIds).toEqual([viewer.id, assignee.id]);
    const before = { viewer: (await notificationsOf(viewer)).length, assignee: (await notificationsOf(assignee)).length };

    await kanban(app, owner, 'POST', `/cards/${card.id}/comments`, { body: 'Смета готова' });
    const toViewer = (await notificationsOf(viewer)).slice(0, -before.viewer || undefined);
    expect(toViewer.map((notification) => notification.title)).toEqual(['Новый комментарий к карточке, за которой вы следите']);
    expect((await notificationsOf(assignee)).length - before.assignee).toBe(1);

    await kanban(app, assignee, 'POST', `/cards/${card.id}/comments`, { body: 'Спасибо' });
    expect((await notificationsOf(assignee)).length - before.assignee).toBe(1);
    expect((await notificationsOf(viewer)).length).toBe(before.viewer + 2);

    const unwatched = await kanban(app, viewer, 'DELETE', `/cards/${card.id}/watch`);
    expect(unwatched.json().card.watcherIds).toEqual([assignee.id]);
    await kanban(app, owner, 'POST', `/cards/${card.id}/comments`, { body: 'Ещё правка' });
    expect((await notificationsOf(viewer)).length).toBe(before.viewer + 2);
  });
});

describe('label names', () => {
  it("refuses a second label of the same name on a board, whatever the case, in the caller's language, and changes nothing", async () => {
    const { boardId } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    const bug = (await kanban(app, owner, 'POST', `/boards/${boardId}/labels`, { name: 'Bug', color: 'red' })).json().label;
    const again = await kanban(app, owner, 'POST', `/boards/${boardId}/labels`, { name: ' bug ', color: 'blue' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'label_name_taken', message: 'This board already has a label named "bug"' });
    const inRussian = await app.inject({
      method: 'POST',
      url: `/api/v1/modules/kanban/boards/${boardId}/labels`,
      headers: { ...owner.headers, 'accept-language': 'ru' },
      payload: { name: 'BUG', color: 'blue' },
    });
    expect(inRussian.json().error.message).toBe('На этой доске уже есть метка «BUG»');

    const feature = (await kanban(app, owner, 'POST', `/boards/${boardId}/labels`, { name: 'Feature', color: 'green' })).json().label;
    expect((await kanban(app, owner, 'PATCH', `/labels/${feature.id}`, { name: 'Bug' })).statusCode).toBe(409);
    // Renaming a label to its own name in another case is not a clash; unnamed labels may repeat.
    expect((await kanban(app, owner, 'PATCH', `/labels/${bug.id}`, { name: 'BUG' })).statusCode).toBe(200);
    expect((await kanban(app, owner, 'POST', `/boards/${boardId}/labels`, { name: '', color: 'red' })).statusCode).toBe(201);
    expect((await kanban(app, owner, 'POST', `/boards/${boardId}/labels`, { name: '', color: 'red' })).statusCode).toBe(201);
    const names = (await kanban(app, owner, 'GET', `/boards/${boardId}/labels`)).json().labels.map((label: { name: string }) => label.name);
    expect(names).toEqual(['BUG', 'Feature', '', '']);
  });

  it('lets the same name live on two boards', async () => {
    const first = await boardWithColumns(app, owner, workspaceId, ['To do']);
    const second = await boardWithColumns(app, owner, workspaceId, ['To do']);
    expect((await kanban(app, owner, 'POST', `/boards/${first.boardId}/labels`, { name: 'Bug', color: 'red' })).statusCode).toBe(201);
    expect((await kanban(app, owner, 'POST', `/boards/${second.boardId}/labels`, { name: 'Bug', color: 'red' })).statusCode).toBe(201);
  });
});
