/**
 * Cards in each column at the end of each day of the period, from the card flow (every entry and exit of a
 * column since the card was made). Across boards, columns of the same name add up (To do, In progress,
 * Done…), in the order they have on their boards; a column deleted since is left out.
 */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { boardScope, daysOfPeriod, fromInstant, localDay, rowsOf, toInstant } from './reportSql';

type Row = { lane: string; day: string; cards: number };

export async function cumulativeFlow(orm: ModuleOrm, query: AnalyticsQuery): Promise<AnalyticsResult> {
  const rows = await rowsOf<Row>(
    orm,
    sql`with days as (${daysOfPeriod(query)}),
      columns as (
        select c.id, c.name, row_number() over (partition by c.board_id order by c.rank collate "C", c.id) as position
        from kanban_columns c where c.board_id in (${boardScope(query)})),
      lanes as (select name as lane, min(position) as position from columns group by name),
      deltas as (
        select columns.name as lane, greatest(${localDay(query, sql`f.at`)}, ${localDay(query, fromInstant(query))}) as day, sum(f.delta)::int as n
        from kanban_card_flow f join columns on columns.id = f.column_id
        where f.board_id in (${boardScope(query)}) and f.at < ${toInstant(query)}
        group by 1, 2)
      select lanes.lane, to_char(days.day, 'YYYY-MM-DD') as day,
        (sum(coalesce(deltas.n, 0)) over (partition by lanes.lane order by days.day))::int as cards
      from lanes cross join days left join deltas on deltas.lane = lanes.lane and deltas.day = days.day
      order by lanes.position, lanes.lane, days.day`,
  );
  const lanes = [...new Set(rows.map((row) => row.lane))];
  const days = [...new Set(rows.map((row) => row.day))].sort();
  const cards = new Map(rows.map((row) => [`${row.lane}\n${row.day}`, Number(row.cards)]));
  return {
    columns: [
      { key: 'day', label: { ru: 'День', en: 'Day' }, type: 'date' },
      ...lanes.map((lane, index) => ({ key: `column${index + 1}`, label: { ru: lane, en: lane }, type: 'number' as const })),
    ],
    rows: days.map((day) => [day, ...lanes.map((lane) => cards.get(`${lane}\n${day}`) ?? 0)]),
  };
}
