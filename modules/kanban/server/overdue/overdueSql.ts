/**
 * The SQL twin of the overdue rule (shared/overdue.ts), for the server's consumers that count or list overdue
 * cards in the database: the analytics reports, the «overdue» flow trigger and the overdue digest. Same rule:
 * not archived, not in the board's last column, due date not marked complete, and the deadline — the due
 * wall-clock time in the viewer's zone, the end of the day for a due date without a time — at or before now.
 */
import type { ModuleOrm } from '@artel/sdk/server';
import { type SQL, sql } from 'drizzle-orm';

export interface OverdueClock {
  /** The viewer's IANA zone: the due wall-clock time is read in it. */
  timeZone: string;
  now: Date;
}

const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);

/** The last column (by rank, as the board shows them) of the board: a card there is done. */
export function lastColumnOf(boardId: SQL): SQL {
  return sql`(select done_column.id from kanban_columns done_column where done_column.board_id = ${boardId}
    order by done_column.rank collate "C" desc, done_column.id desc limit 1)`;
}

/** The instant (timestamptz) the due date of the card `alias` stops being met in `timeZone`. */
export function deadlineOf(alias: string, timeZone: string): SQL {
  const wall = sql`(${column(alias, 'due_date')} at time zone 'UTC')`;
  return sql`((${wall} + case when ${wall}::time = time '00:00' then interval '1 day' else interval '0 days' end) at time zone ${timeZone})`;
}

const nowOf = (clock: OverdueClock) => sql`${clock.now.toISOString()}::timestamptz`;

/** Not done: not in its board's last column and its due date not marked complete; archived cards are not excluded here. */
export function notDone(alias: string): SQL {
  return sql`not ${column(alias, 'due_complete')} and ${column(alias, 'column_id')} is distinct from ${lastColumnOf(column(alias, 'board_id'))}`;
}

/** True for the card `alias` (a kanban_cards row) when it is overdue at the clock's now. */
export function isOverdueSql(alias: string, clock: OverdueClock): SQL {
  return sql`(${column(alias, 'archived_at')} is null and ${column(alias, 'due_date')} is not null and ${notDone(alias)}
    and ${deadlineOf(alias, clock.timeZone)} <= ${nowOf(clock)})`;
}

/** How long the card `alias` has been overdue, in whole minutes (meaningful where isOverdueSql holds). */
export function overdueMinutesSql(alias: string, clock: OverdueClock): SQL {
  return sql`floor(extract(epoch from ${nowOf(clock)} - ${deadlineOf(alias, clock.timeZone)}) / 60)::int`;
}

/** The done column (the last one) of each of these boards: what the client's rule needs besides the cards. */
export async function doneColumnIds(orm: ModuleOrm, boardIds: readonly string[]): Promise<string[]> {
  if (boardIds.length === 0) return [];
  const ids = sql.join(
    boardIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await orm.execute(sql`select distinct on (c.board_id) c.id from kanban_columns c
    where c.board_id in (${ids}) order by c.board_id, c.rank collate "C" desc, c.id desc`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
}
