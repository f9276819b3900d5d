/** Cards created and cards completed (entered the board's last column and stayed) per day of the period. */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { cyclesInPeriod, daysOfPeriod, localDay, rowsOf } from './reportSql';

export async function createdVsCompleted(orm: ModuleOrm, query: AnalyticsQuery): Promise<AnalyticsResult> {
  const perDay = (at: 'created_at' | 'completed_at') =>
    sql`select ${localDay(query, sql.raw(`cc.${at}`))} as day, count(*)::int as n ${cyclesInPeriod(query, at)} group by 1`;
  const rows = await rowsOf<{ day: string; created: number; completed: number }>(
    orm,
    sql`with days as (${daysOfPeriod(query)}), created as (${perDay('created_at')}), completed as (${perDay('completed_at')})
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(created.n, 0) as created, coalesce(completed.n, 0) as completed
      from days left join created on created.day = days.day left join completed on completed.day = days.day
      order by days.day`,
  );
  return {
    columns: [
      { key: 'day', label: { ru: 'День', en: 'Day' }, type: 'date', step: 'day' },
      { key: 'created', label: { ru: 'Создано', en: 'Created' }, type: 'number' },
      { key: 'completed', label: { ru: 'Завершено', en: 'Completed' }, type: 'number' },
    ],
    rows: rows.map((row) => [row.day, Number(row.created), Number(row.completed)]),
  };
}
