/**
 * Per month of the period: the totals of the invoices dated in it (issued, partly paid or paid; not drafts
 * or cancelled ones) and the payments received in it, in roubles.
 */
import type { AnalyticsQuery, AnalyticsResult, ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { firstDay, lastDay } from './periodDays';
import { rowsOf } from './sqlRows';

const ROUBLES = { ru: '₽', en: '₽' };

export async function invoicedVsPaid(orm: ModuleOrm, query: AnalyticsQuery): Promise<AnalyticsResult> {
  const rows = await rowsOf<{ month: string; invoiced: number; paid: number }>(
    orm,
    sql`with months as (
        select m::date as month from generate_series(date_trunc('month', ${firstDay(query)}), ${lastDay(query)}, interval '1 month') m),
      invoiced as (
        select date_trunc('month', d.date)::date as month, sum(d.total) as amount from contragents_documents d
        where d.workspace_id = ${query.workspaceId}::uuid and d.kind = 'invoice' and d.state in ('issued', 'partiallyPaid', 'paid')
          and d.date between ${firstDay(query)} and ${lastDay(query)}
        group by 1),
      paid as (
        select date_trunc('month', p.paid_on)::date as month, sum(p.amount) as amount
        from contragents_payments p join contragents_documents d on d.id = p.document_id
        where d.workspace_id = ${query.workspaceId}::uuid and p.paid_on between ${firstDay(query)} and ${lastDay(query)}
        group by 1)
      select to_char(months.month, 'YYYY-MM-DD') as month, coalesce(invoiced.amount, 0)::float8 as invoiced, coalesce(paid.amount, 0)::float8 as paid
      from months left join invoiced on invoiced.month = months.month left join paid on paid.month = months.month
      order by months.month`,
  );
  return {
    columns: [
      { key: 'month', label: { ru: 'Месяц', en: 'Month' }, type: 'date', step: 'month' },
      { key: 'invoiced', label: { ru: 'Выставлено счетов', en: 'Invoiced' }, type: 'number', unit: ROUBLES },
      { key: 'paid', label: { ru: 'Оплачено', en: 'Paid' }, type: 'number', unit: ROUBLES },
    ],
    rows: rows.map((row) => [row.month, Number(row.invoiced), Number(row.paid)]),
  };
}
