/**
 * What partners owed on invoices at the end of the period (the payments received by then taken off), by how many days
 * have passed since the payment was due (the invoice's date when it has no due date): 0–30, 31–60, 61–90
 * and over 90 days; invoices not yet due count in 0–30.
 */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { lastDay } from './periodDays';
import { rowsOf } from './sqlRows';

export const AGE_BUCKETS = ['0–30', '31–60', '61–90', '90+'] as const;

export async function receivablesAgeing(orm: ModuleOrm, query: AnalyticsQuery): Promise<AnalyticsResult> {
  const rows = await rowsOf<{ bucket: number; amount: number; invoices: number }>(
    orm,
    sql`with open_invoices as (
        select d.total - coalesce((
            select sum(p.amount) from contragents_payments p where p.document_id = d.id and p.paid_on <= ${lastDay(query)}), 0) as owed,
          ${lastDay(query)} - coalesce(d.due_date, d.date) as age
        from contragents_documents d
        where d.workspace_id = ${query.workspaceId}::uuid and d.kind = 'invoice' and d.state in ('issued', 'partiallyPaid', 'paid')
          and d.date <= ${lastDay(query)})
      select case when age <= 30 then 0 when age <= 60 then 1 when age <= 90 then 2 else 3 end as bucket,
        sum(owed)::float8 as amount, count(*)::int as invoices
      from open_invoices where owed > 0 group by 1`,
  );
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
  return {
    columns: [
      { key: 'age', label: { ru: 'Дней после срока оплаты', en: 'Days past due' }, type: 'string' },
      { key: 'owed', label: { ru: 'Долг', en: 'Owed' }, type: 'number', unit: { ru: '₽', en: '₽' } },
      { key: 'invoices', label: { ru: 'Счетов', en: 'Invoices' }, type: 'number' },
    ],
    rows: AGE_BUCKETS.map((bucket, index) => [bucket, Number(byBucket.get(index)?.amount ?? 0), Number(byBucket.get(index)?.invoices ?? 0)]),
  };
}
