/** Open cards past their due date now, the most overdue first (the first 500). */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { assignedTo, boardScope, lastColumns, rowsOf } from './reportSql';

const LIMIT = 500;

type Row = { title: string; board: string; column: string; due: string; days: number; assignees: string };

export async function overdueCards(orm: ModuleOrm, query: AnalyticsQuery): Promise<AnalyticsResult> {
  const rows = await rowsOf<Row>(
    orm,
    sql`with done as (${lastColumns(query)})
      select k.title, b.name as board, coalesce(c.name, '') as column,
        to_char(k.due_date at time zone ${query.timeZone}, 'YYYY-MM-DD') as due,
        floor(extract(epoch from now() - k.due_date) / 86400)::int as days,
        coalesce((select string_agg(u.name, ', ' order by u.name) from users u where u.id = any(k.assignee_ids)), '') as assignees
      from kanban_cards k join boards b on b.id = k.board_id left join kanban_columns c on c.id = k.column_id
        left join done on done.board_id = k.board_id
      where k.board_id in (${boardScope(query)}) and k.archived_at is null and k.due_date < now()
        and k.column_id is distinct from done.id
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
      { key: 'daysOverdue', label: { ru: 'Просрочено на', en: 'Overdue by' }, type: 'number', unit: { ru: 'дн.', en: 'days' } },
      { key: 'assignees', label: { ru: 'Исполнители', en: 'Assignees' }, type: 'string' },
    ],
    rows: rows.map((row) => [row.title, row.board, row.column, row.due, Number(row.days), row.assignees]),
  };
}
