/** Wiki articles created and articles first published per week (weeks from Monday in the report's zone), by anyone or by one author. */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { type SQL, sql } from 'drizzle-orm';

const week = (query: AnalyticsQuery, at: SQL) => sql`date_trunc('week', ${at} at time zone ${query.timeZone})::date`;

export async function articlesCreated(orm: ModuleOrm, query: AnalyticsQuery): Promise<AnalyticsResult> {
  const from = sql`${query.from.toISOString()}::timestamptz`;
  const to = sql`${query.to.toISOString()}::timestamptz`;
  const author = query.memberId ? sql` and a.author_id = ${query.memberId}::uuid` : sql``;
  const perWeek = (column: 'created_at' | 'published_at') => {
    const at = sql.raw(`a.${column}`);
    return sql`select ${week(query, at)} as week, count(*)::int as n from wiki_articles a
      where a.workspace_id = ${query.workspaceId}::uuid and ${at} >= ${from} and ${at} < ${to}${author} group by 1`;
  };
  const result = (await orm.execute(sql`with weeks as (
      select w::date as week from generate_series(${week(query, from)}, (${to} at time zone ${query.timeZone})::date - 1, interval '1 week') w),
    created as (${perWeek('created_at')}), published as (${perWeek('published_at')})
    select to_char(weeks.week, 'YYYY-MM-DD') as week, coalesce(created.n, 0) as created, coalesce(published.n, 0) as published
    from weeks left join created on created.week = weeks.week left join published on published.week = weeks.week
    order by weeks.week`)) as unknown as { rows: Array<{ week: string; created: number; published: number }> };
  return {
    columns: [
      { key: 'week', label: { ru: 'Неделя', en: 'Week' }, type: 'date', step: 'week' },
      { key: 'created', label: { ru: 'Создано статей', en: 'Articles created' }, type: 'number' },
      { key: 'published', label: { ru: 'Опубликовано', en: 'Published' }, type: 'number' },
    ],
    rows: result.rows.map((row) => [row.week, Number(row.created), Number(row.published)]),
  };
}
