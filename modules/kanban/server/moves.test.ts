import type { ModuleTestHost } from '@artel/sdk/server/testing';
import type { FastifyInstance } from 'fastify';
import {
  addCard,
  boardView,
  boardWithColumns,
  createKanbanHost,
  kanban,
  newTeam,
  type Person,
  titlesByColumn,
} from './testing/kanbanFixtures';

let host: ModuleTestHost;
let app: FastifyInstance;
let workspaceId: string;
let owner: Person;

beforeAll(async () => {
  host = await createKanbanHost();
  ({ app } = host);
  ({ workspaceId, owner } = await newTeam(host));
}, 30_000);

afterAll(async () => {
  await host.close();
});

const move = (cardId: string, body: Record<string, unknown>) => kanban(app, owner, 'POST', `/cards/${cardId}/move`, body);

describe('card positions by rank', () => {
  it('places a card after or before the neighbours it names, without touching the others', async () => {
    const {
      boardId,
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    const [a, b, c] = [await addCard(app, owner, todo, 'A'), await addCard(app, owner, todo, 'B'), await addCard(app, owner, todo, 'C')];
    expect((await move(c!.id, { columnId: todo, afterId: a!.id })).json().card.columnId).toBe(todo);
    expect(titlesByColumn(await boardView(app, owner, boardId))).toEqual([['A', 'C', 'B']]);
    await move(a!.id, { columnId: todo, beforeId: null, afterId: b!.id });
    const view = await boardView(app, owner, boardId);
    expect(titlesByColumn(view)).toEqual([['C', 'B', 'A']]);
    expect(view.cards.find((card) => card.id === b!.id)!.rank).toBe(b!.rank);
  });

  it('a neighbour that has left the column is ignored: the card goes after the other neighbour or last', async () => {
    const {
      boardId,
      columnIds: [todo = '', done = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do', 'Done']);
    const a = await addCard(app, owner, todo, 'A');
    const b = await addCard(app, owner, todo, 'B');
    const x = await addCard(app, owner, done, 'X');
    await move(a.id, { columnId: done });
    expect((await move(x.id, { columnId: todo, afterId: a.id, beforeId: b.id })).statusCode).toBe(200);
    expect(titlesByColumn(await boardView(app, owner, boardId))).toEqual([['X', 'B'], ['A']]);
  });

  it('many parallel moves into one column end in one consistent order with distinct ranks, the same on every read', async () => {
    const {
      boardId,
      columnIds: [from = '', to = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['From', 'To']);
    const anchor = await addCard(app, owner, to, 'anchor');
    const cards = [];
    for (let i = 0; i < 20; i++) cards.push(await addCard(app, owner, from, `card ${i}`));
    // Every move names the same neighbour, as twenty people dropping cards at one spot at once would.
    const answers = await Promise.all(cards.map((card) => move(card.id, { columnId: to, afterId: anchor.id })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(cards.map(() => 200));
    const first = await boardView(app, owner, boardId);
    const ranks = first.cards.filter((card) => card.columnId === to).map((card) => card.rank);
    expect(new Set(ranks).size).toBe(21);
    expect([...ranks].sort()).toEqual(ranks);
    expect(titlesByColumn(first)[0]).toEqual([]);
    expect(titlesByColumn(first)[1]![0]).toBe('anchor');
    expect(titlesByColumn(await boardView(app, owner, boardId))).toEqual(titlesByColumn(first));
  });

  it('reorders columns by neighbours', async () => {
    const {
      boardId,
      columnIds: [a = '', , c = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['A', 'B', 'C']);
    expect((await kanban(app, owner, 'POST', `/columns/${c}/move`, { beforeId: a })).statusCode).toBe(200);
    expect((await boardView(app, owner, boardId)).columns.map((column) => column.name)).toEqual(['C', 'A', 'B']);
  });
});

describe('limits', () => {
  it('refuses a card beyond maxCardsPerColumn of the workspace config with 409 column_full, in ru by default', async () => {
    const team = await newTeam(host);
    const config = await app.inject({
      method: 'PUT',
      url: '/api/v1/marketplace/modules/kanban/config',
      headers: team.owner.headers,
      payload: { config: { maxCardsPerColumn: 2 } },
    });
    expect(config.statusCode).toBe(200);
    const {
      columnIds: [todo = '', done = ''],
    } = await boardWithColumns(app, team.owner, team.workspaceId, ['To do', 'Done']);
    await addCard(app, team.owner, todo, 'one');
    await addCard(app, team.owner, todo, 'two');
    const third = await kanban(app, team.owner, 'POST', `/columns/${todo}/cards`, { title: 'three' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toEqual({
      code: 'column_full',
      message: 'The column is full: at most 2 cards (module setting maxCardsPerColumn)',
      statusCode: 409,
      details: { max: 2, columnId: todo },
    });
    const ru = await app.inject({
      method: 'POST',
      url: `/api/v1/modules/kanban/columns/${todo}/cards`,
      headers: team.owner.headers,
      payload: { title: 'x' },
    });
    expect(ru.json().error.message).toBe('Колонка заполнена: не больше 2 карточек (настройка модуля maxCardsPerColumn)');
    const inDone = await addCard(app, team.owner, done, 'elsewhere');
    expect((await kanban(app, team.owner, 'POST', `/cards/${inDone.id}/move`, { columnId: todo })).json().error.code).toBe('column_full');
  });

  it('refuses to archive when the workspace turned the archive off, and still restores', async () => {
    const team = await newTeam(host);
    const {
      boardId,
      columnIds: [todo = ''],
    } = await boardWithColumns(app, team.owner, team.workspaceId, ['To do']);
    const card = await addCard(app, team.owner, todo, 'kept');
    await kanban(app, team.owner, 'POST', `/cards/${card.id}/archive`);
    const off = await app.inject({
      method: 'PUT',
      url: '/api/v1/marketplace/modules/kanban/config',
      headers: team.owner.headers,
      payload: { config: { archive: false } },
    });
    expect(off.statusCode).toBe(200);
    const other = await addCard(app, team.owner, todo, 'other');
    const refused = await kanban(app, team.owner, 'POST', `/cards/${other.id}/archive`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('archive_disabled');
    expect((await kanban(app, team.owner, 'POST', `/boards/${boardId}/archive`)).json().error.code).toBe('archive_disabled');
    expect((await kanban(app, team.owner, 'POST', `/cards/${card.id}/restore`)).statusCode).toBe(200);
    expect(titlesByColumn(await boardView(app, team.owner, boardId))).toEqual([['other', 'kept']]);
  });

  it('answers 403 module_not_enabled once the module is disabled in the workspace', async () => {
    const team = await newTeam(host);
    await app.inject({ method: 'POST', url: '/api/v1/marketplace/modules/kanban/disable', headers: team.owner.headers });
    expect((await kanban(app, team.owner, 'GET', '/boards')).json().error.code).toBe('module_not_enabled');
  });

  it('validates card input: empty titles and a due date before the start', async () => {
    const {
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    expect((await kanban(app, owner, 'POST', `/columns/${todo}/cards`, { title: '   ' })).statusCode).toBe(400);
    const dates = await kanban(app, owner, 'POST', `/columns/${todo}/cards`, {
      title: 'dated',
      startDate: '2026-05-02T00:00:00.000Z',
      dueDate: '2026-05-01T00:00:00.000Z',
    });
    expect(dates.json().error.details).toEqual([expect.objectContaining({ field: 'dueDate', rule: 'afterStart' })]);
  });
});
