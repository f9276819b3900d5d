/**
 * What partners owe on invoices on a day, by how many days the payment is past due: the one query behind the
 * dashboard's receivables widgets and the analytics report, so the two never disagree.
 *
 * Past due follows the module's overdue rule (`isOverdue`): the due date is before the day; due that very day,
 * or with no due date at all, is not past due yet. Owed: the total less the payments, of issued, partly paid and
 * paid invoices. For a day in the past only the invoices and payments dated by then count (what was owed then);
 * for today everything recorded counts, as the documents list shows it (an invoice may be dated ahead).
 */
import type { ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { Dec } from '../../shared/documents/money';

/** Not yet due, then 1–30, 31–60, 61–90 and over 90 days past due. */
export const AGEING_BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export interface AgeingLine {
  bucket: AgeingBucket;
  /** Roubles, two decimals. */
  owed: string;
  invoices: number;
}

export interface ReceivablesAgeing {
  lines: AgeingLine[];
  /** Everything owed, and how many invoices owe it. */
  receivable: string;
  invoices: number;
  /** The past-due part: every bucket but «not yet due». */
  overdue: string;
  overdueInvoices: number;
}

export interface AgeingQuery {
  workspaceId: string;
  /** The day the debts are aged on, 'YYYY-MM-DD'. */
  asOf: string;
  /** Today in the viewer's time zone, 'YYYY-MM-DD'. */
  today: string;
}

type Row = { bucket: number; owed: string; invoices: number };

export async function receivablesAgeing(orm: ModuleOrm, { workspaceId, asOf, today }: AgeingQuery): Promise<ReceivablesAgeing> {
  const cutoff = asOf < today ? sql`${asOf}::date` : sql`'infinity'::date`;
  const result = (await orm.execute(sql`with open_invoices as (
      select d.total - coalesce((select sum(p.amount) from contragents_payments p where p.document_id = d.id and p.paid_on <= ${cutoff}), 0) as owed,
        case when d.due_date is null or d.due_date >= ${asOf}::date then 0 else ${asOf}::date - d.due_date end as late
      from contragents_documents d
      where d.workspace_id = ${workspaceId}::uuid and d.kind = 'invoice' and d.state in ('issued', 'partiallyPaid', 'paid')
        and d.date <= ${cutoff})
    select case when late = 0 then 0 when late <= 30 then 1 when late <= 60 then 2 when late <= 90 then 3 else 4 end as bucket,
      sum(owed)::text as owed, count(*)::int as invoices
    from open_invoices where owed > 0 group by 1`)) as unknown as { rows: Row[] };
  const byBucket = new Map(result.rows.map((row) => [Number(row.bucket), row]));
  const lines = AGEING_BUCKETS.map((bucket, index) => {
    const row = byBucket.get(index);
    return { bucket, owed: new Dec(row?.owed ?? 0).toFixed(2), invoices: Number(row?.invoices ?? 0) };
  });
  const sum = (part: AgeingLine[]) => part.reduce((total, line) => total.plus(line.owed), new Dec(0)).toFixed(2);
  const count = (part: AgeingLine[]) => part.reduce((total, line) => total + line.invoices, 0);
  const pastDue = lines.filter((line) => line.bucket !== 'notDue');
  return { lines, receivable: sum(lines), invoices: count(lines), overdue: sum(pastDue), overdueInvoices: count(pastDue) };
}
