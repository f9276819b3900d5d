/** Open cards per assignee now: not archived and not in their board's last column; how many are overdue. */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { boardScope, lastColumns, rowsOf } from './reportSql';

export async function workload(orm: ModuleOrm, query: AnalyticsQuery): Promise<AnalyticsResult> {
  const member = query.memberId ? sql` and m.user_id = ${query.memberId}::uuid` : sql``;
  const rows = await rowsOf<{ name: string; open: number; overdue: number }>(
    orm,
    sql`with done as (${lastColumns(query)}),
      open_cards as (
        select k.assignee_ids, k.due_date from kanban_cards k
        where k.board_id in (${boardScope(query)}) and k.archived_at is null
          and k.column_id is distinct from (select done.id from done where done.board_id = k.board_id))
      select u.name, count(o.assignee_ids)::int as open, count(o.assignee_ids) filter (where o.due_date < now())::int as overdue
      from workspace_members m join users u on u.id = m.user_id
      left join open_cards o on m.user_id = any(o.assignee_ids)
      where m.workspace_id = ${query.workspaceId}::uuid${member}
      group by m.user_id, u.name
      order by open desc, u.name`,
  );
  return {
    columns: [
      { key: 'member', label: { ru: 'Участник', en: 'Member' }, type: 'string' },
      { key: 'open', label: { ru: 'Открытые карточки', en: 'Open cards' }, type: 'number' },
      { key: 'overdue', label: { ru: 'Из них просрочено', en: 'Of them overdue' }, type: 'number' },
    ],
    rows: rows.map((row) => [row.name, Number(row.open), Number(row.overdue)]),
  };
}
