/** The pieces every kanban report's SQL shares: which boards, which days, and one way to run a query. */
import type { AnalyticsQuery, ModuleOrm } from '@artel/sdk/server';
import { type SQL, sql } from 'drizzle-orm';

export async function rowsOf<Row>(orm: ModuleOrm, query: SQL): Promise<Row[]> {
  return ((await orm.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Ids of the boards the report covers: the workspace's, or the one chosen. */
export function boardScope(query: AnalyticsQuery): SQL {
  const chosen = query.boardId ? sql` and b.id = ${query.boardId}::uuid` : sql``;
  return sql`select b.id from boards b where b.workspace_id = ${query.workspaceId}::uuid${chosen}`;
}

/** True for cards (by id) assigned to the chosen member; always true without one. */
export function assignedTo(query: AnalyticsQuery, cardId: SQL): SQL {
  if (!query.memberId) return sql`true`;
  return sql`${cardId} in (select assigned.id from kanban_cards assigned where assigned.assignee_ids @> array[${query.memberId}::uuid])`;
}

export const fromInstant = (query: AnalyticsQuery) => sql`${query.from.toISOString()}::timestamptz`;
export const toInstant = (query: AnalyticsQuery) => sql`${query.to.toISOString()}::timestamptz`;

/** The calendar day of a timestamp in the report's zone. */
export const localDay = (query: AnalyticsQuery, at: SQL) => sql`(${at} at time zone ${query.timeZone})::date`;

/** The Monday of the timestamp's week in the report's zone. */
export const localWeek = (query: AnalyticsQuery, at: SQL) => sql`date_trunc('week', ${at} at time zone ${query.timeZone})::date`;

/** Every day of the period, as a set of rows (day date). */
export function daysOfPeriod(query: AnalyticsQuery): SQL {
  return sql`select d::date as day from generate_series(${localDay(query, fromInstant(query))}, ${localDay(query, toInstant(query))} - 1, interval '1 day') d`;
}

/** The Monday of every week the period touches, as a set of rows (week date). */
export function weeksOfPeriod(query: AnalyticsQuery): SQL {
  return sql`select w::date as week from generate_series(${localWeek(query, fromInstant(query))}, ${localDay(query, toInstant(query))} - 1, interval '1 week') w`;
}

/**
 * `from … where …` of the card cycles (as `cc`) on the boards in scope whose `at` falls in the period, of the
 * chosen member's cards: what the created, completed and cycle-time reports count.
 */
export function cyclesInPeriod(query: AnalyticsQuery, at: 'created_at' | 'completed_at'): SQL {
  const column = sql.raw(`cc.${at}`);
  return sql`from kanban_card_cycle cc
    where cc.board_id in (${boardScope(query)}) and ${column} >= ${fromInstant(query)} and ${column} < ${toInstant(query)}
      and ${assignedTo(query, sql`cc.card_id`)}`;
}

/** The last column (by rank) of each board in scope: a card there is done. */
export function lastColumns(query: AnalyticsQuery): SQL {
  return sql`select distinct on (c.board_id) c.board_id, c.id from kanban_columns c
    where c.board_id in (${boardScope(query)}) order by c.board_id, c.rank collate "C" desc, c.id desc`;
}
