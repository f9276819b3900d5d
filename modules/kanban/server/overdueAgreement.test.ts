/**
 * One overdue rule everywhere: the shared fixture's cards, made through the API, are judged by the rule itself
 * and by every server consumer — the analytics reports (overdue cards, workload), «Мои карточки»'s query and
 * the board view the dashboard counts with the rule, and the overdue digest flow — and all name the same cards.
 */
import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { sql } from 'drizzle-orm';
import { isOverdue } from '../shared/overdue';
import { EXPECTED_LATENESS, EXPECTED_OVERDUE, FIXTURE_ZONE, overdueFixture } from '../shared/testing/overdueFixture';
import { addCard, boardView, boardWithColumns, createKanbanHost, joinAs, kanban, newTeam, type Person } from './testing/kanbanFixtures';

let host: ModuleTestHost;
let workspaceId: string;
let owner: Person;
let boris: Person;
let boardId: string;
const now = new Date();

type Summary = { title: string; dueDate: string | null; dueComplete: boolean; archivedAt: string | null; columnId: string | null };
type Report = { columns: Array<{ key: string; type: string }>; rows: Array<Array<string | number | null>> };

beforeAll(async () => {
  host = await createKanbanHost();
  ({ workspaceId, owner } = await newTeam(host));
  boris = await joinAs(host, workspaceId, 'member', 'Борис');
  const board = await boardWithColumns(host.app, owner, workspaceId, ['К работе', 'В работе', 'Готово']);
  boardId = board.boardId;
  const [todo = '', , done = ''] = board.columnIds;
  for (const fixture of overdueFixture(now)) {
    const created = await addCard(host.app, owner, fixture.place === 'done' ? done : todo, fixture.title, {
      dueDate: fixture.dueDate,
      assigneeIds: [owner.id],
    });
    if (fixture.dueComplete)
      expect((await kanban(host.app, owner, 'PATCH', `/cards/${created.id}`, { dueComplete: true })).statusCode).toBe(200);
    if (fixture.archived) expect((await kanban(host.app, owner, 'POST', `/cards/${created.id}/archive`)).statusCode).toBe(200);
  }
  // The owner reads due dates in the fixture's zone: the profile's zone is what flows use for them.
  await host.orm.execute(sql`update users set time_zone = ${FIXTURE_ZONE} where id = ${owner.id}::uuid`);
});

afterAll(() => host.close());

async function report(id: string): Promise<Report> {
  const response = await host.app.inject({
    method: 'GET',
    url: `/api/v1/workspaces/${workspaceId}/analytics/reports/${id}?timeZone=${encodeURIComponent(FIXTURE_ZONE)}`,
    headers: owner.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Report>();
}

const sorted = (titles: string[]) => [...titles].sort();

it('the rule itself names the fixture’s overdue cards', () => {
  const fixture = overdueFixture(now);
  const overdue = fixture.filter((card) =>
    isOverdue(
      { dueDate: card.dueDate, dueComplete: card.dueComplete, archivedAt: card.archived ? now.toISOString() : null, columnId: card.place },
      new Set(['done']),
      now,
      FIXTURE_ZONE,
    ),
  );
  expect(sorted(overdue.map((card) => card.title))).toEqual(EXPECTED_OVERDUE);
});

it('the analytics report lists the same cards, late by hours or days', async () => {
  const result = await report('kanban.overdue');
  expect(sorted(result.rows.map((row) => String(row[0])))).toEqual(EXPECTED_OVERDUE);
  const lateness = result.columns.findIndex((column) => column.key === 'overdueBy');
  expect(result.columns[lateness]?.type).toBe('duration');
  const hours = (title: string) => Number(result.rows.find((row) => row[0] === title)?.[lateness]);
  expect(hours('Late by 19 h')).toBe(19);
  expect(hours('Late by 3 days')).toBe(72);
  expect(Object.keys(EXPECTED_LATENESS)).toEqual(['Late by 19 h', 'Late by 3 days']);
});

it('the workload report counts the same number overdue', async () => {
  const result = await report('kanban.workload');
  expect(result.rows.find((row) => row[0] === 'Владелец')?.[2]).toBe(EXPECTED_OVERDUE.length);
});

it('«Мои карточки» gets the open cards and the done columns, and the rule picks the same ones', async () => {
  const response = await kanban(host.app, owner, 'GET', '/cards/due?assignedToMe=true&open=true&limit=50');
  const { cards, doneColumnIds } = response.json<{ cards: Summary[]; doneColumnIds: string[] }>();
  expect(cards.map((card) => card.title)).not.toContain('Done card');
  expect(cards.map((card) => card.title)).not.toContain('Due-complete card');
  const overdue = cards.filter((card) => isOverdue(card, new Set(doneColumnIds), now, FIXTURE_ZONE));
  expect(sorted(overdue.map((card) => card.title))).toEqual(EXPECTED_OVERDUE);
});

it('the board view the dashboard counts gives the same cards by the rule, with the due-complete mark on the face', async () => {
  const view = await boardView(host.app, owner, boardId);
  const cards = view.cards as unknown as Summary[];
  const lastColumn = view.columns[view.columns.length - 1]!.id;
  const overdue = cards.filter((card) => isOverdue(card, new Set([lastColumn]), now, FIXTURE_ZONE));
  expect(sorted(overdue.map((card) => card.title))).toEqual(EXPECTED_OVERDUE);
  expect(cards.find((card) => card.title === 'Due-complete card')?.dueComplete).toBe(true);
});

it('the overdue digest flow counts and lists the same cards, read in the owner’s zone', async () => {
  const who = host.personFor(owner.id, workspaceId);
  const created = await host.api(who, 'POST', `/workspaces/${workspaceId}/flows`, {
    name: 'Сводка',
    state: 'enabled',
    definition: {
      trigger: { type: 'platform.manual', settings: {} },
      conditions: null,
      steps: [{ id: 'digest', kind: 'action', action: 'kanban.overdue_digest', settings: { boardId, members: [boris.id] } }],
    },
  });
  expect(created.statusCode).toBe(201);
  const flowId = created.json<{ id: string }>().id;
  expect((await host.api(who, 'POST', `/workspaces/${workspaceId}/flows/${flowId}/run`)).statusCode).toBe(202);
  await host.flows.settled();
  const notifications = (await host.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: boris.headers })).json<{
    notifications: Array<{ message: string }>;
  }>().notifications;
  expect(notifications).toHaveLength(1);
  const listed = notifications[0]!.message.split('\n').map((line) => line.replace(/^• /, ''));
  expect(sorted(listed)).toEqual(EXPECTED_OVERDUE);
});

it('a due-complete mark needs a due date, goes with a new one, and is kept in the activity log', async () => {
  const [todo] = (await boardView(host.app, owner, boardId)).columns;
  const undated = await addCard(host.app, owner, todo!.id, 'Без срока');
  const refused = await kanban(host.app, owner, 'PATCH', `/cards/${undated.id}`, { dueComplete: true });
  expect(refused.statusCode).toBe(400);
  const dated = await addCard(host.app, owner, todo!.id, 'Со сроком', { dueDate: '2026-11-20T00:00:00.000Z' });
  const marked = await kanban(host.app, owner, 'PATCH', `/cards/${dated.id}`, { dueComplete: true });
  expect(marked.json<{ card: Summary }>().card.dueComplete).toBe(true);
  const moved = await kanban(host.app, owner, 'PATCH', `/cards/${dated.id}`, { dueDate: '2026-11-27T00:00:00.000Z' });
  expect(moved.json<{ card: Summary }>().card.dueComplete).toBe(false);
  const activity = (await kanban(host.app, owner, 'GET', `/cards/${dated.id}/activity`)).json<{ activity: Array<{ kind: string }> }>()
    .activity;
  expect(activity.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['card.due_completed', 'card.due_reopened']));
});

it('a viewer outside the workspace may not mark a due date complete', async () => {
  const [todo] = (await boardView(host.app, owner, boardId)).columns;
  const dated = await addCard(host.app, owner, todo!.id, 'Чужая', { dueDate: '2026-11-20T00:00:00.000Z' });
  const { owner: stranger } = await newTeam(host);
  const refused = await kanban(host.app, stranger, 'PATCH', `/cards/${dated.id}`, { dueComplete: true });
  expect([403, 404]).toContain(refused.statusCode);
  expect((await kanban(host.app, owner, 'GET', `/cards/${dated.id}`)).json<{ card: Summary }>().card.dueComplete).toBe(false);
});
