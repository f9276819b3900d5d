/** The activity log says what changed: old and new values, and the names of labels, people and columns as they were. */
import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { addCard, boardWithColumns, createKanbanHost, joinAs, kanban, newTeam, type Person } from './testing/kanbanFixtures';

let host: ModuleTestHost;
let workspaceId: string;
let owner: Person;

beforeAll(async () => {
  host = await createKanbanHost();
  ({ workspaceId, owner } = await newTeam(host));
}, 30_000);

afterAll(async () => {
  await host.close();
});

const activityOf = async (cardId: string) =>
  (await kanban(host.app, owner, 'GET', `/cards/${cardId}/activity`)).json<{
    activity: Array<{ kind: string; data: Record<string, unknown> }>;
  }>().activity;

it('keeps the old and new title, due date and priority, and the names of labels, assignees and columns', async () => {
  const { app } = host;
  const {
    boardId,
    columnIds: [todo = '', done = ''],
  } = await boardWithColumns(app, owner, workspaceId, ['To do', 'Done']);
  const label = (await kanban(app, owner, 'POST', `/boards/${boardId}/labels`, { name: 'Bug', color: 'red' })).json().label;
  const anna = await joinAs(host, workspaceId, 'member', 'Анна');
  const card = await addCard(app, owner, todo, 'A', { dueDate: '2026-12-12T00:00:00.000Z' });

  await kanban(app, owner, 'PATCH', `/cards/${card.id}`, { title: 'B' });
  await kanban(app, owner, 'PATCH', `/cards/${card.id}`, { dueDate: '2026-12-15T00:00:00.000Z', priority: 'high' });
  await kanban(app, owner, 'PATCH', `/cards/${card.id}`, { labelIds: [label.id], description: 'Why' });
  await kanban(app, owner, 'PUT', `/cards/${card.id}/assignees`, { userIds: [anna.id] });
  await kanban(app, owner, 'POST', `/cards/${card.id}/move`, { columnId: done });
  // The column renamed later: the log keeps the name the card was moved into.
  await kanban(app, owner, 'PATCH', `/columns/${done}`, { name: 'Shipped' });

  const [moved, assigned, labelled, dated, renamed] = await activityOf(card.id);
  expect(moved).toMatchObject({ kind: 'card.moved', data: { fromColumnName: 'To do', toColumnName: 'Done' } });
  expect(assigned).toMatchObject({ kind: 'card.assigned', data: { added: [anna.id], addedNames: ['Анна'], removedNames: [] } });
  expect(labelled).toMatchObject({
    kind: 'card.updated',
    data: { changes: { labels: { added: ['Bug'], removed: [] }, description: true } },
  });
  expect(dated).toMatchObject({
    kind: 'card.updated',
    data: {
      changes: { dueDate: { from: '2026-12-12T00:00:00.000Z', to: '2026-12-15T00:00:00.000Z' }, priority: { from: 'medium', to: 'high' } },
    },
  });
  expect(renamed).toMatchObject({ kind: 'card.updated', data: { fields: ['title'], changes: { title: { from: 'A', to: 'B' } } } });
});

it('records no value change for a field sent again as it was', async () => {
  const {
    columnIds: [todo = ''],
  } = await boardWithColumns(host.app, owner, workspaceId, ['To do']);
  const card = await addCard(host.app, owner, todo, 'Same');
  await kanban(host.app, owner, 'PATCH', `/cards/${card.id}`, { title: 'Same' });
  const [entry] = await activityOf(card.id);
  expect(entry).toMatchObject({ kind: 'card.updated', data: { fields: ['title'], changes: {} } });
});
