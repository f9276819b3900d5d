/**
 * What a document may be made from and dated on: acts only from issued or paid invoices and a second act only
 * on request; document, due, contract and payment dates within their windows (shared/documents/dateWindows.ts),
 * counted from the real today.
 */
import { addDays } from '../../shared/documents/calendarDate';
import { addYears } from '../../shared/documents/dateWindows';
import { invoiceBody, type ModuleTestHost, sellingTeam, startHost, type TestPerson } from '../testing/contragentsHost';

let host: ModuleTestHost;
let owner: TestPerson;
let partnerId: string;
let stranger: TestPerson;

beforeAll(async () => {
  host = await startHost();
  ({
    owner,
    partner: { id: partnerId },
  } = await sellingTeam(host));
  ({ owner: stranger } = await host.newTeam('Чужой'));
});
afterAll(() => host.close());

const today = () => new Date().toISOString().slice(0, 10);
const short = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
const post = (url: string, body?: unknown, locale: 'ru' | 'en' = 'ru') => host.request(owner, 'POST', url, body, locale);

async function invoice(overrides: Record<string, unknown> = {}, state?: 'issued' | 'cancelled') {
  const made = (await post('/documents', invoiceBody(partnerId, { date: addDays(today(), -10), ...overrides }))).json().document;
  if (state) await post(`/documents/${made.id}/state`, { state });
  return made as { id: string; number: string; date: string };
}

describe('acts from invoices', () => {
  test.each([
    ['a draft', undefined, 'черновик'],
    ['a cancelled invoice', 'cancelled', 'отменён'],
  ] as const)('%s gives no act, with why, and no act is made', async (_, state, stateText) => {
    const source = await invoice({}, state);
    const before = (await host.request(owner, 'GET', '/documents?kind=act')).json().total;
    const refused = await post(`/documents/${source.id}/act`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Акт составляется только по выставленному или оплаченному счёту, а этот счёт — «${stateText}»`,
    );
    const direct = await post('/documents', { ...invoiceBody(partnerId, { date: today() }), kind: 'act', invoiceId: source.id });
    expect(direct.statusCode).toBe(409);
    expect((await host.request(owner, 'GET', '/documents?kind=act')).json().total).toBe(before);
  });

  test('an issued invoice gives one act; a second needs anotherAct: true, and the refusal names the first', async () => {
    const source = await invoice({}, 'issued');
    const first = await post(`/documents/${source.id}/act`, {});
    expect(first.statusCode).toBe(201);
    const again = await post(`/documents/${source.id}/act`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'documents.actExists',
      message: `По этому счёту уже составлен акт № ${first.json().document.number}`,
    });
    expect(again.json().error.details).toMatchObject({ actId: first.json().document.id });
    const english = await post(`/documents/${source.id}/act`, {}, 'en');
    expect(english.json().error.message).toBe(`Act No. ${first.json().document.number} has already been made for this invoice`);
    const second = await post(`/documents/${source.id}/act`, { anotherAct: true });
    expect(second.statusCode).toBe(201);
    expect(second.json().document.invoiceId).toBe(source.id);
  });

  test('a paid invoice gives an act too', async () => {
    const source = await invoice({ lines: [{ name: 'Бетон М300', quantity: '2', unit: 'м³', price: '100' }] }, 'issued');
    expect((await post(`/documents/${source.id}/payments`, { amount: '200' })).json().document.state).toBe('paid');
    expect((await post(`/documents/${source.id}/act`, {})).statusCode).toBe(201);
  });

  test('a member of another workspace cannot make an act from this invoice', async () => {
    const source = await invoice({}, 'issued');
    const foreign = await host.app.inject({
      method: 'POST',
      url: `/api/v1/modules/contragents/documents/${source.id}/act`,
      headers: { ...stranger.headers, 'x-workspace-id': owner.workspaceId },
      payload: { anotherAct: true },
    });
    expect([403, 404]).toContain(foreign.statusCode);
    expect((await host.request(stranger, 'POST', `/documents/${source.id}/act`, {})).statusCode).toBe(404);
  });
});

describe('document dates', () => {
  test('9999-12-31 is refused as a date out of range, not as a due date before it', async () => {
    const refused = await post('/documents', invoiceBody(partnerId, { date: '9999-12-31' }));
    expect(refused.statusCode).toBe(400);
    const earliest = short(addYears(today(), -5));
    const latest = short(addYears(today(), 1));
    expect(refused.json().error.details.fields).toEqual([
      { field: 'date', code: 'documents.dateOutOfRange', message: `Укажите дату не раньше ${earliest} и не позже ${latest}` },
    ]);
    const english = await post('/documents', invoiceBody(partnerId, { date: '2030-01-01' }), 'en');
    expect(english.json().error.message).toBe(`Enter a date from ${earliest} to ${latest}`);
  });

  test('the edges of the window are accepted', async () => {
    expect((await post('/documents', invoiceBody(partnerId, { date: addYears(today(), -5) }))).statusCode).toBe(201);
    expect((await post('/documents', invoiceBody(partnerId, { date: addYears(today(), 1) }))).statusCode).toBe(201);
    expect((await post('/documents', invoiceBody(partnerId, { date: addDays(addYears(today(), 1), 1) }))).statusCode).toBe(400);
  });

  test('an invoice is due on its date or within a year of it', async () => {
    const date = addDays(today(), -10);
    const early = await post('/documents', invoiceBody(partnerId, { date, dueDate: addDays(date, -1) }));
    expect(early.json().error.message).toBe('Срок оплаты не может быть раньше даты счёта');
    const late = await post('/documents', invoiceBody(partnerId, { date, dueDate: '2999-01-01' }));
    expect(late.json().error.message).toBe(
      `Срок оплаты — не позже чем через год после даты счёта, то есть не позже ${short(addYears(date, 1))}`,
    );
  });

  test('a contract ends at most ten years ahead', async () => {
    const contract = { kind: 'contract', partnerId, date: today(), subject: 'Поставка', lines: [] };
    const refused = await post('/documents', { ...contract, validTo: addDays(addYears(today(), 10), 1) });
    expect(refused.json().error.details.fields[0]).toMatchObject({ field: 'validTo', code: 'documents.dateOutOfRange' });
    expect((await post('/documents', { ...contract, validTo: addYears(today(), 10) })).statusCode).toBe(201);
  });
});

describe('payment dates', () => {
  test('from the invoice date to tomorrow; before it or later is refused and records nothing', async () => {
    const source = await invoice({}, 'issued');
    const before = await post(`/documents/${source.id}/payments`, { amount: '10', paidOn: addDays(source.date, -1) });
    expect(before.statusCode).toBe(400);
    expect(before.json().error.message).toBe(`Дата оплаты не может быть раньше даты счёта (${short(source.date)})`);
    const future = await post(`/documents/${source.id}/payments`, { amount: '10', paidOn: addDays(today(), 2) });
    expect(future.json().error.message).toBe(
      `Дата оплаты не может быть позже ${short(addDays(today(), 1))}: оплату записывают, когда деньги уже пришли`,
    );
    const years = await post(`/documents/${source.id}/payments`, { amount: '10', paidOn: '2031-05-05' }, 'en');
    expect(years.json().error.message).toBe(
      `The payment date cannot be later than ${short(addDays(today(), 1))}: a payment is recorded once the money has arrived`,
    );
    expect((await host.request(owner, 'GET', `/documents/${source.id}`)).json().document).toMatchObject({ paid: '0.00', payments: [] });
    expect((await post(`/documents/${source.id}/payments`, { amount: '10', paidOn: source.date })).statusCode).toBe(201);
    expect((await post(`/documents/${source.id}/payments`, { amount: '10', paidOn: addDays(today(), 1) })).statusCode).toBe(201);
  });
});
