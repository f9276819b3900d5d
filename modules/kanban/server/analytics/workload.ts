/** Open cards per assignee now: not archived and not in their board's last column; how many are overdue (shared/overdue.ts). */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { isOverdueSql } from '../overdue/overdueSql';
import { boardScope, lastColumns, rowsOf } from './reportSql';

export async function workload(orm: ModuleOrm, query: AnalyticsQuery, now: Date = new Date()): Promise<AnalyticsResult> {
  const member = query.memberId ? sql` and m.user_id = ${query.memberId}::uuid` : sql``;
  const assigned = query.memberId
    ? sql` and k.assignee_ids @> array[${query.memberId}::uuid] and assignee.user_id = ${query.memberId}::uuid`
    : sql``;
  const rows = await rowsOf<{ name: string; open: number; overdue: number }>(
    orm,
    sql`with done as (${lastColumns(query)}),
      open_load as (
        select assignee.user_id, count(*)::int as open, (count(*) filter (where ${isOverdueSql('k', { timeZone: query.timeZone, now })}))::int as overdue
        from kanban_cards k
        left join done on done.board_id = k.board_id
        cross join unnest(k.assignee_ids) as assignee(user_id)
        where k.board_id in (${boardScope(query)}) and k.archived_at is null and k.column_id is distinct from done.id${assigned}
        group by assignee.user_id)
      select u.name, coalesce(o.open, 0) as open, coalesce(o.overdue, 0) as overdue
      from workspace_members m join users u on u.id = m.user_id
      left join open_load o on o.user_id = m.user_id
      where m.workspace_id = ${query.workspaceId}::uuid${member}
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
