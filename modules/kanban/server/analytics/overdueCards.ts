/** Overdue cards now (the one rule, shared/overdue.ts, in the viewer's zone), the most overdue first (the first 500). */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { isOverdueSql, overdueMinutesSql } from '../overdue/overdueSql';
import { assignedTo, boardScope, rowsOf } from './reportSql';

const LIMIT = 500;
const MINUTES_IN_HOUR = 60;
const MINUTES_IN_DAY = 24 * MINUTES_IN_HOUR;

/**
 * A lateness in the hours `duration` cells hold, cut to the unit people say it in: minutes below an hour,
 * whole hours below a day, whole days above («19 ч», «3 дня», never «3,1 дня»).
 */
export function latenessHours(minutes: number): number {
  if (minutes < MINUTES_IN_HOUR) return Math.max(1, minutes) / MINUTES_IN_HOUR;
  if (minutes < MINUTES_IN_DAY) return Math.floor(minutes / MINUTES_IN_HOUR);
  return Math.floor(minutes / MINUTES_IN_DAY) * 24;
}

type Row = { title: string; board: string; column: string; due: string; minutes: number; assignees: string };

export async function overdueCards(orm: ModuleOrm, query: AnalyticsQuery, now: Date = new Date()): Promise<AnalyticsResult> {
  const clock = { timeZone: query.timeZone, now };
  const rows = await rowsOf<Row>(
    orm,
    sql`select k.title, b.name as board, coalesce(c.name, '') as column,
        to_char(k.due_date at time zone 'UTC', 'YYYY-MM-DD') as due,
        ${overdueMinutesSql('k', clock)} as minutes,
        coalesce((select string_agg(u.name, ', ' order by u.name) from users u where u.id = any(k.assignee_ids)), '') as assignees
      from kanban_cards k join boards b on b.id = k.board_id left join kanban_columns c on c.id = k.column_id
      where k.board_id in (${boardScope(query)}) and ${isOverdueSql('k', clock)}
        and ${assignedTo(query, sql`k.id`)}
      order by k.due_date, k.id
      limit ${LIMIT}`,
  );
  return {
    columns: [
      { key: 'title', label: { ru: 'Карточка', en: 'Card' }, type: 'string' },
      { key: 'board', label: { ru: 'Доска', en: 'Board' }, type: 'string' },
      { key: 'column', label: { ru: 'Колонка', en: 'Column' }, type: 'string' },
      { key: 'due', label: { ru: 'Срок', en: 'Due' }, type: 'date' },
      { key: 'overdueBy', label: { ru: 'Просрочено на', en: 'Overdue by' }, type: 'duration', unit: { ru: 'ч', en: 'h' } },
      { key: 'assignees', label: { ru: 'Исполнители', en: 'Assignees' }, type: 'string' },
    ],
    rows: rows.map((row) => [row.title, row.board, row.column, row.due, latenessHours(Number(row.minutes)), row.assignees]),
  };
}
