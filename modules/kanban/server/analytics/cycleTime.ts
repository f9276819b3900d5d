/**
 * Lead time (created → completed) and cycle time (first move out of the column it was created in →
 * completed) of the cards completed each week: median and 85th percentile, in hours (a `duration` column: the page shows hours below a
 * day and days above, so a card done the same day reads «5 ч», not «0 дн.»). A card created straight
 * into the last column, or never moved before it, has a cycle time of zero.
 */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { cyclesInPeriod, localWeek, rowsOf, weeksOfPeriod } from './reportSql';

type Row = { week: string; lead_median: number | null; lead_p85: number | null; cycle_median: number | null; cycle_p85: number | null };

const HOURS = { ru: 'ч', en: 'h' };

export async function cycleTime(orm: ModuleOrm, query: AnalyticsQuery): Promise<AnalyticsResult> {
  const rows = await rowsOf<Row>(
    orm,
    sql`with weeks as (${weeksOfPeriod(query)}),
      done as (
        select ${localWeek(query, sql`cc.completed_at`)} as week,
          extract(epoch from cc.completed_at - cc.created_at) / 3600 as lead,
          extract(epoch from cc.completed_at - coalesce(cc.started_at, cc.completed_at)) / 3600 as cycle
        ${cyclesInPeriod(query, 'completed_at')}),
      stats as (
        select week,
          percentile_cont(0.5) within group (order by lead) as lead_median,
          percentile_cont(0.85) within group (order by lead) as lead_p85,
          percentile_cont(0.5) within group (order by cycle) as cycle_median,
          percentile_cont(0.85) within group (order by cycle) as cycle_p85
        from done group by week)
      select to_char(weeks.week, 'YYYY-MM-DD') as week,
        round(stats.lead_median::numeric, 1)::float8 as lead_median, round(stats.lead_p85::numeric, 1)::float8 as lead_p85,
        round(stats.cycle_median::numeric, 1)::float8 as cycle_median, round(stats.cycle_p85::numeric, 1)::float8 as cycle_p85
      from weeks left join stats on stats.week = weeks.week order by weeks.week`,
  );
  const value = (number: number | null) => (number === null ? null : Number(number));
  return {
    columns: [
      { key: 'week', label: { ru: 'Неделя', en: 'Week' }, type: 'date', step: 'week' },
      { key: 'leadMedian', label: { ru: 'Время выполнения, медиана', en: 'Lead time, median' }, type: 'duration', unit: HOURS },
      {
        key: 'leadP85',
        label: { ru: 'Время выполнения, 85-й процентиль', en: 'Lead time, 85th percentile' },
        type: 'duration',
        unit: HOURS,
      },
      { key: 'cycleMedian', label: { ru: 'Время в работе, медиана', en: 'Cycle time, median' }, type: 'duration', unit: HOURS },
      {
        key: 'cycleP85',
        label: { ru: 'Время в работе, 85-й процентиль', en: 'Cycle time, 85th percentile' },
        type: 'duration',
        unit: HOURS,
      },
    ],
    rows: rows.map((row) => [row.week, value(row.lead_median), value(row.lead_p85), value(row.cycle_median), value(row.cycle_p85)]),
  };
}
