/** The partners' reports on a hand-made ledger of invoices and payments, read through the platform's analytics routes. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createPartner, type ModuleTestHost, startHost, type TestPerson } from '../testing/contragentsHost';

let host: ModuleTestHost;
let workspaceId: string;
let owner: TestPerson;
let partnerId: string;
let sequence = 0;

async function invoice(
  date: string,
  state: string,
  total: string,
  paid: string,
  dueDate: string | null,
  payments: Array<[string, string]> = [],
) {
  sequence += 1;
  const id = randomUUID();
  await host.orm.execute(sql`insert into contragents_documents
    (id, workspace_id, kind, partner_id, legal_entity_id, number, year, sequence, date, state, due_date, vat_mode, vat_rate, subtotal, vat, total, paid, seller, buyer)
    values (${id}::uuid, ${workspaceId}::uuid, 'invoice', ${partnerId}::uuid, ${workspaceId}::uuid, ${String(sequence)}, 2026, ${sequence}, ${date}::date, ${state},
      ${dueDate}::date, 'none', 'none', ${total}::numeric, 0, ${total}::numeric, ${paid}::numeric, '{}'::jsonb, '{}'::jsonb)`);
  for (const [paidOn, amount] of payments) {
    await host.orm.execute(
      sql`insert into contragents_payments (document_id, amount, paid_on) values (${id}::uuid, ${amount}::numeric, ${paidOn}::date)`,
    );
  }
}

async function report(id: string, query: string) {
  const response = await host.app.inject({
    method: 'GET',
    url: `/api/v1/workspaces/${workspaceId}/analytics/reports/${id}?${query}`,
    headers: owner.headers,
  });
  if (response.statusCode !== 200) throw new Error(`${id}: ${response.statusCode} ${response.body}`);
  return response.json<{ rows: unknown[][] }>();
}

beforeAll(async () => {
  host = await startHost();
  ({ workspaceId, owner } = await host.newTeam());
  partnerId = (await createPartner(host, owner)).id;
  await invoice('2026-01-10', 'paid', '1000.50', '1000.50', '2026-01-20', [['2026-02-03', '1000.50']]);
  await invoice('2026-01-25', 'partiallyPaid', '2000', '500', '2026-02-01', [['2026-01-30', '500']]);
  await invoice('2026-02-14', 'issued', '300', '0', '2026-03-31');
  await invoice('2026-02-20', 'draft', '9999', '0', null);
  await invoice('2026-02-21', 'cancelled', '7777', '0', null);
  await invoice('2025-09-01', 'issued', '400', '0', null);
  const other = await host.newTeam();
  const otherPartner = await createPartner(host, other.owner);
  await host.orm.execute(sql`insert into contragents_documents
    (workspace_id, kind, partner_id, legal_entity_id, number, year, sequence, date, state, vat_mode, vat_rate, subtotal, vat, total, paid, seller, buyer)
    values (${other.workspaceId}::uuid, 'invoice', ${otherPartner.id}::uuid, ${other.workspaceId}::uuid, 'X', 2026, 1, '2026-01-15', 'issued',
      'none', 'none', 5000, 0, 5000, 0, '{}'::jsonb, '{}'::jsonb)`);
}, 60_000);

afterAll(() => host.close());

describe('partners analytics', () => {
  it('sums invoices by the month of their date and payments by the month they came, without drafts, cancelled or other teams', async () => {
    const { rows } = await report('contragents.invoicedVsPaid', 'from=2026-01-01&to=2026-03-31');
    expect(rows).toEqual([
      ['2026-01-01', 3000.5, 500],
      ['2026-02-01', 300, 1000.5],
      ['2026-03-01', 0, 0],
    ]);
  });

  it('ages what was still owed at the end of a past period by days past the due date; no due date is not past due', async () => {
    expect((await report('contragents.receivablesAgeing', 'from=2026-03-01&to=2026-03-15')).rows).toEqual([
      // 300 is not due before 31 March and 400 has no due date; 1500 is 42 days late.
      ['notDue', 700, 2],
      ['days1to30', 0, 0],
      ['days31to60', 1500, 1],
      ['days61to90', 0, 0],
      ['over90', 0, 0],
    ]);
    // At the end of January the first invoice was 11 days late and not paid yet; the second, paid in part, was due on 1 February.
    expect((await report('contragents.receivablesAgeing', 'from=2026-01-01&to=2026-01-31')).rows).toEqual([
      ['notDue', 1900, 2],
      ['days1to30', 1000.5, 1],
      ['days31to60', 0, 0],
      ['days61to90', 0, 0],
      ['over90', 0, 0],
    ]);
  });
});
