/**
 * The kanban reports' numbers on a small history written into the activity log with chosen times (the card
 * flow follows it by trigger), read back through the platform's analytics routes.
 */
import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addCard, boardWithColumns, createKanbanHost, joinAs, kanban, newTeam, type Person } from './testing/kanbanFixtures';

let host: ModuleTestHost;
let app: FastifyInstance;
let workspaceId: string;
let owner: Person;
let member: Person;
let boardId: string;
let todo: string;
let doing: string;
let done: string;

type Result = {
  caption?: { ru: string; en: string };
  columns: Array<{ key: string; label: { en: string } }>;
  rows: Array<Array<string | number | null>>;
};

const PERIOD = 'from=2026-03-02&to=2026-03-15';

async function report(id: string, query = PERIOD, who: Person = owner): Promise<Result> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/workspaces/${workspaceId}/analytics/reports/${id}?${query}`,
    headers: who.headers,
  });
  if (response.statusCode !== 200) throw new Error(`${id}: ${response.statusCode} ${response.body}`);
  return response.json<Result>();
}

const rowOf = (result: Result, first: string) => result.rows.find((row) => row[0] === first);

async function history(cardId: string, entries: Array<[kind: string, at: string, data: Record<string, unknown>]>) {
  for (const [kind, at, data] of entries) {
    await host.orm.execute(sql`insert into kanban_activity (board_id, card_id, actor_id, kind, data, created_at)
      values (${boardId}::uuid, ${cardId}::uuid, ${owner.id}::uuid, ${kind}, ${JSON.stringify(data)}::jsonb, ${at}::timestamptz)`);
  }
}

beforeAll(async () => {
  host = await createKanbanHost();
  ({ app } = host);
  ({ workspaceId, owner } = await newTeam(host));
  member = await joinAs(host, workspaceId, 'member', 'Мария');
  ({
    boardId,
    columnIds: [todo = '', doing = '', done = ''],
  } = await boardWithColumns(app, owner, workspaceId, ['To do', 'Doing', 'Done']));
  const assigned = { assigneeIds: [member.id] };
  const a = await addCard(app, owner, todo, 'A', assigned);
  const b = await addCard(app, owner, todo, 'B', assigned);
  const c = await addCard(app, owner, todo, 'C', { ...assigned, dueDate: '2020-01-01T00:00:00.000Z' });
  const d = await addCard(app, owner, todo, 'D', { assigneeIds: [owner.id] });
  const e = await addCard(app, owner, todo, 'E');
  // The cards' real rows stay; their history is replaced by a hand-made one in March 2026.
  await host.orm.execute(sql`delete from kanban_activity where board_id = ${boardId}::uuid`);
  await host.orm.execute(sql`delete from kanban_card_flow where board_id = ${boardId}::uuid`);
  await host.orm.execute(sql`delete from kanban_card_cycle where board_id = ${boardId}::uuid`);
  await host.orm
    .execute(sql`update kanban_cards set column_id = case title when 'C' then ${doing}::uuid when 'E' then ${todo}::uuid else ${done}::uuid end,
    archived_at = case title when 'E' then now() end where board_id = ${boardId}::uuid`);
  const moved = (from: string, to: string) => ({ fromColumnId: from, toColumnId: to });
  await history(e.id, [
    ['card.created', '2026-02-20T10:00:00Z', { columnId: todo }],
    ['card.archived', '2026-03-06T10:00:00Z', {}],
  ]);
  await history(a.id, [
    ['card.created', '2026-03-02T10:00:00Z', { columnId: todo }],
    ['card.moved', '2026-03-03T10:00:00Z', moved(todo, doing)],
    ['card.moved', '2026-03-05T10:00:00Z', moved(doing, done)],
  ]);
  await history(b.id, [
    ['card.created', '2026-03-02T12:00:00Z', { columnId: todo }],
    ['card.moved', '2026-03-04T12:00:00Z', moved(todo, doing)],
    ['card.moved', '2026-03-12T12:00:00Z', moved(doing, done)],
  ]);
  await history(c.id, [
    ['card.created', '2026-03-03T08:00:00Z', { columnId: todo }],
    ['card.moved', '2026-03-10T00:00:00Z', moved(todo, doing)],
    ['card.moved', '2026-03-11T00:00:00Z', moved(doing, done)],
    ['card.moved', '2026-03-13T00:00:00Z', moved(done, doing)],
  ]);
  await history(d.id, [
    ['card.created', '2026-03-09T12:00:00Z', { columnId: doing }],
    ['card.moved', '2026-03-10T12:00:00Z', moved(doing, done)],
  ]);
}, 60_000);

afterAll(async () => {
  await host.close();
});

describe('kanban analytics', () => {
  it('counts cards created and completed per day; a card moved back out of Done is not completed', async () => {
    const result = await report('kanban.createdVsCompleted');
    expect(result.rows).toHaveLength(14);
    expect(rowOf(result, '2026-03-02')).toEqual(['2026-03-02', 2, 0]);
    expect(rowOf(result, '2026-03-03')).toEqual(['2026-03-03', 1, 0]);
    expect(rowOf(result, '2026-03-05')).toEqual(['2026-03-05', 0, 1]);
    expect(rowOf(result, '2026-03-10')).toEqual(['2026-03-10', 0, 1]);
    expect(rowOf(result, '2026-03-11')).toEqual(['2026-03-11', 0, 0]);
    expect(rowOf(result, '2026-03-12')).toEqual(['2026-03-12', 0, 1]);
    expect(result.rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(4);
  });

  it('counts days in the time zone asked for', async () => {
    // 2026-03-02T12:00Z is already the 3rd in Kamchatka (UTC+12); 10:00Z is 22:00 on the 2nd.
    const result = await report('kanban.createdVsCompleted', `${PERIOD}&timeZone=Asia/Kamchatka`);
    expect(rowOf(result, '2026-03-02')?.[1]).toBe(1);
    expect(rowOf(result, '2026-03-03')?.[1]).toBe(2);
  });

  it('gives the throughput per week, also for one member', async () => {
    expect((await report('kanban.throughput')).rows).toEqual([
      ['2026-03-02', 1],
      ['2026-03-09', 2],
    ]);
    expect((await report('kanban.throughput', `${PERIOD}&memberId=${owner.id}`)).rows).toEqual([
      ['2026-03-02', 0],
      ['2026-03-09', 1],
    ]);
  });

  it('gives lead and cycle time, median and 85th percentile, in hours', async () => {
    const result = await report('kanban.cycleTime');
    expect(result.columns.map((column) => column.key)).toEqual(['week', 'leadMedian', 'leadP85', 'cycleMedian', 'cycleP85']);
    expect(result.columns[1]).toMatchObject({ type: 'duration', unit: { ru: 'ч', en: 'h' } });
    expect(result.rows).toEqual([
      ['2026-03-02', 72, 72, 48, 48],
      ['2026-03-09', 132, 207.6, 96, 163.2],
    ]);
  });

  it('draws the cumulative flow from where each card was at the end of each day, cards made before the period included', async () => {
    const result = await report('kanban.cumulativeFlow', `${PERIOD}&boardId=${boardId}`);
    expect(result.caption).toEqual({ ru: 'Доска «Спринт»', en: 'Board “Спринт”' });
    expect(result.columns.map((column) => column.label.en)).toEqual(['Day', 'To do', 'Doing', 'Done']);
    const at = (day: string) => rowOf(result, day)!.slice(1);
    expect(at('2026-03-02')).toEqual([3, 0, 0]);
    expect(at('2026-03-04')).toEqual([2, 2, 0]);
    expect(at('2026-03-06')).toEqual([1, 1, 1]);
    expect(at('2026-03-10')).toEqual([0, 2, 2]);
    expect(at('2026-03-12')).toEqual([0, 0, 4]);
    expect(at('2026-03-15')).toEqual([0, 1, 3]);
  });

  it('shows open and overdue cards per member, and the overdue cards themselves', async () => {
    const workload = await report('kanban.workload');
    expect(rowOf(workload, 'Мария')).toEqual(['Мария', 1, 1]);
    expect(rowOf(workload, 'Владелец')).toEqual(['Владелец', 0, 0]);
    expect((await report('kanban.workload', `${PERIOD}&memberId=${member.id}`)).rows).toEqual([['Мария', 1, 1]]);
    const overdue = await report('kanban.overdue');
    expect(overdue.rows).toHaveLength(1);
    expect(overdue.rows[0]!.slice(0, 4)).toEqual(['C', 'Спринт', 'Doing', '2020-01-01']);
    expect(overdue.rows[0]![5]).toBe('Мария');
  });

  it('follows cards made and moved through the API into the flow (the trigger on the activity log)', async () => {
    const fresh = await boardWithColumns(app, owner, workspaceId, ['New', 'Finished']);
    const card = await addCard(app, owner, fresh.columnIds[0]!, 'Live');
    expect((await kanban(app, owner, 'POST', `/cards/${card.id}/move`, { columnId: fresh.columnIds[1] })).statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const result = await report('kanban.createdVsCompleted', `from=${today}&to=${today}&boardId=${fresh.boardId}`);
    expect(result.rows).toEqual([[today, 1, 1]]);
    const flow = await report('kanban.cumulativeFlow', `from=${today}&to=${today}&boardId=${fresh.boardId}`);
    expect(flow.rows).toEqual([[today, 0, 1]]);
  });

  it('keeps a card done within the day in hours: five hours, not zero days', async () => {
    const quick = await addCard(app, owner, todo, 'Quick');
    // Its real history (made just now) gives way to a hand-made one, as the other cards' did.
    for (const table of ['kanban_activity', 'kanban_card_flow', 'kanban_card_cycle']) {
      await host.orm.execute(sql`delete from ${sql.raw(table)} where card_id = ${quick.id}::uuid`);
    }
    await host.orm.execute(sql`update kanban_cards set column_id = ${done}::uuid where id = ${quick.id}::uuid`);
    await history(quick.id, [
      ['card.created', '2026-04-07T08:00:00Z', { columnId: todo }],
      ['card.moved', '2026-04-07T09:00:00Z', { fromColumnId: todo, toColumnId: doing }],
      ['card.moved', '2026-04-07T14:00:00Z', { fromColumnId: doing, toColumnId: done }],
    ]);
    expect((await report('kanban.cycleTime', 'from=2026-04-06&to=2026-04-12')).rows).toEqual([['2026-04-06', 6, 6, 5, 5]]);
  });
});
