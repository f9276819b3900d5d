/**
 * Receivables ageing on today's ledger: invoices not yet due and 1, 30, 31, 61, 90 and 91 days past due land in
 * their buckets, and the dashboard's summary and the analytics report tell the same story in the viewer's zone.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createPartner, type ModuleTestHost, startHost, type TestPerson } from '../testing/contragentsHost';
import { calendarDayIn } from '../documents/zonedDay';

const ZONE = 'Asia/Vladivostok';
const DAY_MS = 86_400_000;

let host: ModuleTestHost;
let workspaceId: string;
let owner: TestPerson;
let partnerId: string;
let sequence = 0;

const today = () => calendarDayIn(ZONE)!;
const daysFromToday = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

async function invoice(total: string, dueDate: string | null, { state = 'issued', paid = '0' }: { state?: string; paid?: string } = {}) {
  sequence += 1;
  const id = randomUUID();
  await host.orm.execute(sql`insert into contragents_documents
    (id, workspace_id, kind, partner_id, legal_entity_id, number, year, sequence, date, state, due_date, vat_mode, vat_rate, subtotal, vat, total, paid, seller, buyer)
    values (${id}::uuid, ${workspaceId}::uuid, 'invoice', ${partnerId}::uuid, ${workspaceId}::uuid, ${String(sequence)}, 2026, ${sequence},
      ${daysFromToday(-200)}::date, ${state}, ${dueDate}::date, 'none', 'none', ${total}::numeric, 0, ${total}::numeric, ${paid}::numeric, '{}'::jsonb, '{}'::jsonb)`);
  if (paid !== '0') {
    await host.orm.execute(
      sql`insert into contragents_payments (document_id, amount, paid_on) values (${id}::uuid, ${paid}::numeric, ${daysFromToday(-1)}::date)`,
    );
  }
}

async function ageingRows(): Promise<unknown[][]> {
  const query = `from=${daysFromToday(-29)}&to=${today()}&timeZone=${encodeURIComponent(ZONE)}`;
  const response = await host.app.inject({
    method: 'GET',
    url: `/api/v1/workspaces/${workspaceId}/analytics/reports/contragents.receivablesAgeing?${query}`,
    headers: owner.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ rows: unknown[][] }>().rows;
}

async function summary(timeZone: string) {
  return host.request(owner, 'GET', `/documents/summary?timeZone=${encodeURIComponent(timeZone)}`);
}

beforeAll(async () => {
  host = await startHost();
  ({ workspaceId, owner } = await host.newTeam());
  partnerId = (await createPartner(host, owner)).id;
  await invoice('100', daysFromToday(5));
  await invoice('200', today());
  await invoice('50', null);
  await invoice('1000', daysFromToday(-1), { state: 'partiallyPaid', paid: '400' });
  await invoice('2000', daysFromToday(-30));
  await invoice('3000', daysFromToday(-31));
  await invoice('4000', daysFromToday(-61));
  await invoice('5000', daysFromToday(-90));
  await invoice('6000', daysFromToday(-91));
  await invoice('7000', daysFromToday(-40), { state: 'paid', paid: '7000' });
  await invoice('8000', daysFromToday(-40), { state: 'draft' });
  await invoice('9000', daysFromToday(-40), { state: 'cancelled' });
}, 60_000);

afterAll(() => host.close());

describe('receivables ageing', () => {
  it('puts invoices not yet due (due later, due today, no due date) in a bucket of their own, and the late ones by days past due', async () => {
    expect(await ageingRows()).toEqual([
      ['notDue', 350, 3],
      ['days1to30', 2600, 2],
      ['days31to60', 3000, 1],
      ['days61to90', 9000, 2],
      ['over90', 6000, 1],
    ]);
  });

  it('gives the dashboard the same numbers: everything owed, and past due exactly what the report puts after «not yet due»', async () => {
    const rows = (await ageingRows()) as Array<[string, number, number]>;
    const pastDue = rows.filter(([bucket]) => bucket !== 'notDue');
    const sum = (part: Array<[string, number, number]>, column: 1 | 2) => part.reduce((total, row) => total + row[column], 0);
    const answer = await summary(ZONE);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      receivable: sum(rows, 1).toFixed(2),
      invoices: sum(rows, 2),
      overdue: sum(pastDue, 1).toFixed(2),
      overdueInvoices: sum(pastDue, 2),
    });
    expect(answer.json()).toMatchObject({ overdue: '20600.00', overdueInvoices: 6 });
    // The widget's link, the overdue invoices list, counts the same ones.
    const list = await host.request(owner, 'GET', `/documents?kind=invoice&overdue=true&timeZone=${encodeURIComponent(ZONE)}`);
    expect(list.json().total).toBe(6);
  });

  it('names the buckets in the CSV in the reader’s language', async () => {
    const query = `from=${daysFromToday(-29)}&to=${today()}&timeZone=${encodeURIComponent(ZONE)}`;
    const csv = async (language: string) =>
      (
        await host.app.inject({
          method: 'GET',
          url: `/api/v1/workspaces/${workspaceId}/analytics/reports/contragents.receivablesAgeing/csv?${query}`,
          headers: { ...owner.headers, 'accept-language': language },
        })
      ).body;
    expect(await csv('ru')).toContain('ещё не наступил;350;3\r\n1–30;2600;2\r\n');
    expect(await csv('en')).toContain('Not yet due,350,3\r\n');
  });

  it('refuses a time zone it does not know, in the caller’s language', async () => {
    const response = await host.request(owner, 'GET', '/documents/summary?timeZone=Mars%2FOlympus', undefined, 'ru');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Неизвестный часовой пояс «Mars/Olympus»');
  });

  it('shows a stranger to the workspace neither the summary nor the report', async () => {
    const { owner: stranger } = await host.newTeam();
    const report = await host.app.inject({
      method: 'GET',
      url: `/api/v1/workspaces/${workspaceId}/analytics/reports/contragents.receivablesAgeing`,
      headers: stranger.headers,
    });
    const widget = await host.app.inject({
      method: 'GET',
      url: '/api/v1/modules/contragents/documents/summary',
      headers: { ...stranger.headers, 'x-workspace-id': workspaceId },
    });
    expect([report.statusCode, widget.statusCode]).toEqual([404, 404]);
  });
});
