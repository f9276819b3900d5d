/**
 * Cards in each column of one board at the end of each day of the period, from the card flow (every entry
 * and exit of a column since the card was made); a column deleted since is left out. The board chosen, or
 * else the workspace's first board by name (as the filter lists them): the chart is per board.
 */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { daysOfPeriod, fromInstant, localDay, rowsOf, toInstant } from './reportSql';

type Row = { lane: string; name: string; day: string; cards: number };

async function boardOf(orm: ModuleOrm, query: AnalyticsQuery): Promise<{ id: string; name: string } | undefined> {
  const chosen = query.boardId ? sql` and b.id = ${query.boardId}::uuid` : sql``;
  const [board] = await rowsOf<{ id: string; name: string }>(
    orm,
    sql`select b.id, b.name from boards b where b.workspace_id = ${query.workspaceId}::uuid${chosen} order by b.name, b.id limit 1`,
  );
  return board;
}

export async function cumulativeFlow(orm: ModuleOrm, query: AnalyticsQuery): Promise<AnalyticsResult> {
  const board = await boardOf(orm, query);
  const dayColumn = { key: 'day', label: { ru: 'День', en: 'Day' }, type: 'date' as const, step: 'day' as const };
  if (!board) return { columns: [dayColumn], rows: [] };
  const rows = await rowsOf<Row>(
    orm,
    sql`with days as (${daysOfPeriod(query)}),
      columns as (
        select c.id, c.name, row_number() over (order by c.rank collate "C", c.id) as position
        from kanban_columns c where c.board_id = ${board.id}::uuid),
      deltas as (
        select f.column_id, greatest(${localDay(query, sql`f.at`)}, ${localDay(query, fromInstant(query))}) as day, sum(f.delta)::int as n
        from kanban_card_flow f
        where f.board_id = ${board.id}::uuid and f.at < ${toInstant(query)}
        group by 1, 2)
      select columns.id as lane, columns.name, to_char(days.day, 'YYYY-MM-DD') as day,
        (sum(coalesce(deltas.n, 0)) over (partition by columns.id order by days.day))::int as cards
      from columns cross join days left join deltas on deltas.column_id = columns.id and deltas.day = days.day
      order by columns.position, days.day`,
  );
  const lanes = [...new Map(rows.map((row) => [row.lane, row.name])).entries()];
  const days = [...new Set(rows.map((row) => row.day))].sort();
  const cards = new Map(rows.map((row) => [`${row.lane}\n${row.day}`, Number(row.cards)]));
  return {
    caption: { ru: `Доска «${board.name}»`, en: `Board “${board.name}”` },
    columns: [
      dayColumn,
      ...lanes.map(([, name], index) => ({ key: `column${index + 1}`, label: { ru: name, en: name }, type: 'number' as const })),
    ],
    rows: days.map((day) => [day, ...lanes.map(([lane]) => cards.get(`${lane}\n${day}`) ?? 0)]),
  };
}
