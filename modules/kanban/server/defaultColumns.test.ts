/** A board made in the app starts with lists: kanban's configured names, or the standard three in the creator's language. */
import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { boardView, createKanbanHost, newTeam, type Person } from './testing/kanbanFixtures';

let host: ModuleTestHost;

beforeAll(async () => {
  host = await createKanbanHost();
});

afterAll(() => host.close());

async function newBoard(who: Person, workspaceId: string, body: Record<string, unknown>, language = 'ru') {
  const response = await host.app.inject({
    method: 'POST',
    url: `/api/v1/workspaces/${workspaceId}/boards`,
    headers: { ...who.headers, 'accept-language': language },
    payload: { name: 'Спринт', ...body },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const columnNames = async (who: Person, boardId: string) => (await boardView(host.app, who, boardId)).columns.map((column) => column.name);

it('gives a board made from the app «Нужно сделать», «В работе», «Готово», or To do, In progress, Done in English', async () => {
  const { workspaceId, owner } = await newTeam(host);
  expect(await columnNames(owner, await newBoard(owner, workspaceId, { withDefaults: true }))).toEqual([
    'Нужно сделать',
    'В работе',
    'Готово',
  ]);
  expect(await columnNames(owner, await newBoard(owner, workspaceId, { withDefaults: true }, 'en'))).toEqual([
    'To do',
    'In progress',
    'Done',
  ]);
});

it("uses the names set in kanban's settings, and leaves a board an API caller builds itself empty", async () => {
  const { workspaceId, owner } = await newTeam(host);
  const config = await host.app.inject({
    method: 'PUT',
    url: '/api/v1/marketplace/modules/kanban/config',
    headers: owner.headers,
    payload: { config: { defaultColumns: ' Бэклог, В работе ,, На проверке, Готово ' } },
  });
  expect(config.statusCode).toBe(200);
  expect(await columnNames(owner, await newBoard(owner, workspaceId, { withDefaults: true }))).toEqual([
    'Бэклог',
    'В работе',
    'На проверке',
    'Готово',
  ]);
  expect(await columnNames(owner, await newBoard(owner, workspaceId, {}))).toEqual([]);
});

it('adds nothing where kanban is disabled', async () => {
  const { workspaceId, owner } = await newTeam(host);
  await host.app.inject({ method: 'POST', url: '/api/v1/marketplace/modules/kanban/disable', headers: owner.headers });
  const boardId = await newBoard(owner, workspaceId, { withDefaults: true });
  await host.app.inject({ method: 'POST', url: '/api/v1/marketplace/modules/kanban/enable', headers: owner.headers });
  expect(await columnNames(owner, boardId)).toEqual([]);
});
