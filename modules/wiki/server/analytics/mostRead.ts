/** The wiki's most read articles in the period: readers a day summed, and how many different people read each. */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';

export const MOST_READ_LIMIT = 20;

export async function mostRead(orm: ModuleOrm, query: AnalyticsQuery): Promise<AnalyticsResult> {
  const fromDay = sql`(${query.from.toISOString()}::timestamptz at time zone 'UTC')::date`;
  const toDay = sql`(${query.to.toISOString()}::timestamptz at time zone 'UTC')::date`;
  const reader = query.memberId ? sql` and r.user_id = ${query.memberId}::uuid` : sql``;
  const result = (await orm.execute(sql`
    select a.title, count(*)::int as reads, count(distinct r.user_id)::int as readers
    from wiki_article_reads r join wiki_articles a on a.id = r.article_id
    where r.workspace_id = ${query.workspaceId}::uuid and r.day >= ${fromDay} and r.day < ${toDay}${reader}
    group by a.id, a.title
    order by reads desc, readers desc, a.title
    limit ${MOST_READ_LIMIT}`)) as unknown as { rows: Array<{ title: string; reads: number; readers: number }> };
  return {
    columns: [
      { key: 'title', label: { ru: 'Статья', en: 'Article' }, type: 'string' },
      { key: 'reads', label: { ru: 'Прочтений (читатель в день)', en: 'Reads (reader a day)' }, type: 'number' },
      { key: 'readers', label: { ru: 'Читателей', en: 'Readers' }, type: 'number' },
    ],
    rows: result.rows.map((row) => [row.title, Number(row.reads), Number(row.readers)]),
  };
}
