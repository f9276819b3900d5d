/**
 * The «Receivables ageing» report: what partners owed at the end of the period by days past due — not yet due,
 * 1–30, 31–60, 61–90, over 90 — from the same query as the dashboard's widgets (`documents/receivablesAgeing`).
 * The number of invoices is a column of its own, drawn on its own axis.
 */
import type { AnalyticsQuery, AnalyticsResult, LocalisedText, ModuleOrm } from '@artel/sdk/server';
import { type AgeingBucket, receivablesAgeing } from '../documents/receivablesAgeing';
import { calendarDayIn } from '../documents/zonedDay';

const BUCKET_NAMES: Record<AgeingBucket, LocalisedText> = {
  notDue: { ru: 'ещё не наступил', en: 'Not yet due' },
  days1to30: { ru: '1–30', en: '1–30' },
  days31to60: { ru: '31–60', en: '31–60' },
  days61to90: { ru: '61–90', en: '61–90' },
  over90: { ru: 'более 90', en: 'Over 90' },
};

export async function receivablesAgeingReport(orm: ModuleOrm, query: AnalyticsQuery, now: Date = new Date()): Promise<AnalyticsResult> {
  // The period's last day: `to` is the midnight after it in the report's zone (checked by the platform).
  const asOf = calendarDayIn(query.timeZone, new Date(query.to.getTime() - 1))!;
  const today = calendarDayIn(query.timeZone, now)!;
  const { lines } = await receivablesAgeing(orm, { workspaceId: query.workspaceId, asOf, today });
  return {
    columns: [
      { key: 'age', label: { ru: 'Дней после срока оплаты', en: 'Days past due' }, type: 'string', values: BUCKET_NAMES },
      { key: 'owed', label: { ru: 'Долг', en: 'Owed' }, type: 'number', unit: { ru: '₽', en: '₽' } },
      { key: 'invoices', label: { ru: 'Счетов', en: 'Invoices' }, type: 'number' },
    ],
    rows: lines.map((line) => [line.bucket, Number(line.owed), line.invoices]),
  };
}
