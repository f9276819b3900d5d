/** Cards completed per week (weeks start on Monday in the report's zone). */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { cyclesInPeriod, localWeek, rowsOf, weeksOfPeriod } from './reportSql';

export async function throughput(orm: ModuleOrm, query: AnalyticsQuery): Promise<AnalyticsResult> {
  const rows = await rowsOf<{ week: string; completed: number }>(
    orm,
    sql`with weeks as (${weeksOfPeriod(query)}),
      completed as (
        select ${localWeek(query, sql`cc.completed_at`)} as week, count(*)::int as n ${cyclesInPeriod(query, 'completed_at')}
        group by 1)
      select to_char(weeks.week, 'YYYY-MM-DD') as week, coalesce(completed.n, 0) as completed
      from weeks left join completed on completed.week = weeks.week order by weeks.week`,
  );
  return {
    columns: [
      { key: 'week', label: { ru: 'Неделя', en: 'Week' }, type: 'date', step: 'week' },
      { key: 'completed', label: { ru: 'Завершено карточек', en: 'Cards completed' }, type: 'number' },
    ],
    rows: rows.map((row) => [row.week, Number(row.completed)]),
  };
}
