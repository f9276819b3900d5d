import { pdfText } from '../testing/pdfText';
import { createPartner, invoiceBody, type ModuleTestHost, sellingTeam, startHost, type TestPerson } from '../testing/contragentsHost';

let host: ModuleTestHost;
let owner: TestPerson;
let partnerId: string;

beforeAll(async () => {
  host = await startHost();
  ({
    owner,
    partner: { id: partnerId },
  } = await sellingTeam(host, { sellerHeadName: 'Иванов И. И.', sellerAccountantName: 'Петрова А. С.' }));
});
afterAll(() => host.close());

const create = (person: TestPerson, body: Record<string, unknown>, locale: 'ru' | 'en' = 'en') =>
  host.request(person, 'POST', '/documents', body, locale);

describe('invoices', () => {
  test('an invoice gets the next number, exact totals, VAT included by default, a due date from the config', async () => {
    const response = await create(owner, invoiceBody(partnerId));
    expect(response.statusCode).toBe(201);
    const { document } = response.json();
    expect(document).toMatchObject({
      kind: 'invoice',
      number: '1',
      year: 2026,
      date: '2026-12-01',
      dueDate: '2026-12-06',
      state: 'draft',
      vatMode: 'included',
      vatRate: 'standard',
      subtotal: '190000.00',
      vat: '34262.29',
      total: '190000.00',
      paid: '0.00',
    });
    expect(document.lines.map((line: { amount: string; quantity: string }) => [line.quantity, line.amount])).toEqual([
      ['1.000', '150000.00'],
      ['12.500', '40000.00'],
    ]);
    expect(document.seller).toMatchObject({
      name: 'ООО «Ромашка»',
      kpp: '770101001',
      bank: { bik: '044525225' },
      signatory: { name: 'Иванов И. И.' },
    });
    expect(document.buyer).toMatchObject({ name: 'АО «Вектор»', kpp: '500301001' });
    expect((await create(owner, invoiceBody(partnerId))).json().document.number).toBe('2');
  });

  test('bad lines are refused with every field named, in the caller’s language, and use no number', async () => {
    const before = (await host.request(owner, 'GET', '/documents?kind=invoice')).json().total;
    const response = await create(
      owner,
      invoiceBody(partnerId, { lines: [{ name: '', quantity: '0', unit: 'шт', price: '10.005' }] }),
      'ru',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Укажите наименование товара, работы или услуги');
    expect(response.json().error.details.fields.map((field: { field: string }) => field.field)).toEqual([
      'lines.0.name',
      'lines.0.quantity',
      'lines.0.price',
    ]);
    expect((await host.request(owner, 'GET', '/documents?kind=invoice')).json().total).toBe(before);
    const next = (await create(owner, invoiceBody(partnerId))).json().document;
    expect(Number(next.number)).toBe(before + 1);
  });

  test('issue, pay in part, pay the rest; a paid invoice cannot be cancelled', async () => {
    const { document } = (
      await create(
        owner,
        invoiceBody(partnerId, { date: '2026-11-02', lines: [{ name: 'Услуга', quantity: '1', unit: 'усл.', price: '1200.50' }] }),
      )
    ).json();
    expect((await host.request(owner, 'POST', `/documents/${document.id}/payments`, { amount: '100' })).statusCode).toBe(409);
    expect((await host.request(owner, 'POST', `/documents/${document.id}/state`, { state: 'issued' })).json().document.state).toBe(
      'issued',
    );
    const part = await host.request(owner, 'POST', `/documents/${document.id}/payments`, { amount: '200.50', paidOn: '2026-11-03' });
    expect(part.json().document).toMatchObject({ state: 'partiallyPaid', paid: '200.50' });
    const over = await host.request(owner, 'POST', `/documents/${document.id}/payments`, { amount: '1000.01' }, 'ru');
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('Оплата больше остатка по счёту: осталось оплатить 1000.00 ₽');
    const rest = await host.request(owner, 'POST', `/documents/${document.id}/payments`, { amount: '1000' });
    expect(rest.json().document).toMatchObject({
      state: 'paid',
      paid: '1200.50',
      payments: [expect.objectContaining({ amount: '200.50', paidOn: '2026-11-03' }), expect.objectContaining({ amount: '1000.00' })],
    });
    const cancel = await host.request(owner, 'POST', `/documents/${document.id}/state`, { state: 'cancelled' }, 'ru');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe('Документ в состоянии «оплачен» нельзя перевести в состояние «отменён»');
  });

  test('only a draft can be edited; editing recomputes totals and keeps the number', async () => {
    const { document } = (await create(owner, invoiceBody(partnerId))).json();
    const edited = await host.request(owner, 'PATCH', `/documents/${document.id}`, {
      vatMode: 'onTop',
      lines: [{ name: 'Услуга', quantity: '2', unit: 'шт', price: '500' }],
    });
    expect(edited.json().document).toMatchObject({ number: document.number, subtotal: '1000.00', vat: '220.00', total: '1220.00' });
    expect(
      (await host.request(owner, 'PATCH', `/documents/${document.id}`, { date: '2027-01-10', dueDate: '2027-01-20' })).json().error.code,
    ).toBe('documents.yearChange');
    await host.request(owner, 'POST', `/documents/${document.id}/state`, { state: 'issued' });
    const locked = await host.request(owner, 'PATCH', `/documents/${document.id}`, { note: 'изменение' }, 'ru');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe('Документ уже не черновик («выставлен»): его нельзя изменить');
  });

  test('an overdue invoice is flagged and filtered', async () => {
    const { document } = (await create(owner, invoiceBody(partnerId, { date: '2026-01-10', dueDate: '2026-01-20' }))).json();
    await host.request(owner, 'POST', `/documents/${document.id}/state`, { state: 'issued' });
    const overdue = (await host.request(owner, 'GET', '/documents?overdue=true')).json();
    expect(overdue.documents.map((entry: { id: string; overdue: boolean }) => [entry.id, entry.overdue])).toEqual([[document.id, true]]);
  });

  test('the list filters by kind, partner and period and sums the totals', async () => {
    const other = await createPartner(host, owner);
    await create(owner, invoiceBody(other.id, { date: '2026-03-15', lines: [{ name: 'A', quantity: '1', unit: 'шт', price: '100.10' }] }));
    await create(owner, invoiceBody(other.id, { date: '2026-03-20', lines: [{ name: 'B', quantity: '3', unit: 'шт', price: '0.10' }] }));
    const list = (await host.request(owner, 'GET', `/documents?kind=invoice&partnerId=${other.id}&from=2026-03-01&to=2026-03-31`)).json();
    expect(list.total).toBe(2);
    expect(list.sums.total).toBe('100.40');
    expect(list.documents.map((entry: { date: string }) => entry.date)).toEqual(['2026-03-20', '2026-03-15']);
  });
});

describe('receivables and CSV export', () => {
  test('the summary counts what issued invoices still owe, and the overdue part; another workspace sees only its own', async () => {
    const { owner: team, partner } = await sellingTeam(host);
    const make = async (overrides: Record<string, unknown>) => (await create(team, invoiceBody(partner.id, overrides))).json().document;
    const late = await make({
      date: '2026-01-10',
      dueDate: '2026-01-20',
      lines: [{ name: 'A', quantity: '1', unit: 'шт', price: '1000' }],
    });
    const current = await make({
      date: '2026-12-01',
      dueDate: '2027-06-01',
      lines: [{ name: 'B', quantity: '1', unit: 'шт', price: '500.50' }],
    });
    await make({ lines: [{ name: 'Черновик', quantity: '1', unit: 'шт', price: '999' }] });
    for (const invoice of [late, current]) await host.request(team, 'POST', `/documents/${invoice.id}/state`, { state: 'issued' });
    await host.request(team, 'POST', `/documents/${late.id}/payments`, { amount: '250' });
    expect((await host.request(team, 'GET', '/documents/summary')).json()).toEqual({
      receivable: '1250.50',
      invoices: 2,
      overdue: '750.00',
      overdueInvoices: 1,
    });
    const { owner: other } = await host.newTeam();
    expect((await host.request(other, 'GET', '/documents/summary')).json()).toEqual({
      receivable: '0.00',
      invoices: 0,
      overdue: '0.00',
      overdueInvoices: 0,
    });

    const csv = await host.request(team, 'GET', '/documents/export.csv?kind=invoice', undefined, 'ru');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\ufeffВид;Номер;Дата;Покупатель;ИНН;Состояние;Срок оплаты;Итого по строкам;НДС;Всего;Оплачено;Просрочен');
    expect(lines).toContain(
      `Счёт;${late.number};10.01.2026;АО «Вектор»;${partner.inn};частично оплачен;20.01.2026;1000,00;180,33;1000,00;250,00;да`,
    );
    expect((await host.request(other, 'GET', '/documents/export.csv')).body.split('\r\n').filter((line) => line !== '')).toHaveLength(1);
  });
});

describe('contracts, invoices from contracts, acts from invoices', () => {
  test('contract → invoice → act, linked, each with its own numbering', async () => {
    const contract = await create(owner, {
      kind: 'contract',
      partnerId,
      date: '2026-11-01',
      subject: 'Разработка и сопровождение модуля учёта контрагентов',
      validTo: '2027-12-31',
      city: 'г. Москва',
      terms: ['Оплата в течение 10 рабочих дней.'],
      lines: [{ name: 'Разработка', quantity: '1', unit: 'усл.', price: '150000' }],
    });
    expect(contract.statusCode).toBe(201);
    const contractDocument = contract.json().document;
    expect(contractDocument).toMatchObject({ kind: 'contract', number: '1/2026', validFrom: '2026-11-01', total: '150000.00' });
    expect((await host.request(owner, 'POST', `/documents/${contractDocument.id}/state`, { state: 'active' })).json().document.state).toBe(
      'active',
    );

    const invoice = await host.request(owner, 'POST', `/documents/${contractDocument.id}/invoice`, { date: '2026-12-01' });
    expect(invoice.statusCode).toBe(201);
    const invoiceDocument = invoice.json().document;
    expect(invoiceDocument).toMatchObject({
      kind: 'invoice',
      contractId: contractDocument.id,
      basis: 'Договор № 1/2026 от 01.11.2026',
      total: '150000.00',
    });

    await host.request(owner, 'POST', `/documents/${invoiceDocument.id}/state`, { state: 'issued' });
    const act = await host.request(owner, 'POST', `/documents/${invoiceDocument.id}/act`, { date: '2026-12-20' });
    expect(act.statusCode).toBe(201);
    expect(act.json().document).toMatchObject({
      kind: 'act',
      number: '1',
      invoiceId: invoiceDocument.id,
      contractId: contractDocument.id,
      total: '150000.00',
    });
    expect(
      (await host.request(owner, 'POST', `/documents/${act.json().document.id}/state`, { state: 'signed' })).json().document.state,
    ).toBe('signed');
    expect((await host.request(owner, 'POST', `/documents/${invoiceDocument.id}/invoice`)).statusCode).toBe(409);
  });

  test('an invoice from a contract and an act from an invoice sent as text/plain are refused with 415 and create nothing', async () => {
    const contract = (
      await create(owner, {
        kind: 'contract',
        partnerId,
        date: '2026-11-01',
        subject: 'Поставка бетона по заявкам',
        lines: [{ name: 'Бетон', quantity: '1', unit: 'м³', price: '5000' }],
      })
    ).json().document;
    await host.request(owner, 'POST', `/documents/${contract.id}/state`, { state: 'active' });
    const invoice = (await host.request(owner, 'POST', `/documents/${contract.id}/invoice`, { date: '2026-12-01' })).json().document;
    const count = async () => (await host.request(owner, 'GET', '/documents')).json().total;
    const before = await count();
    for (const url of [`/documents/${contract.id}/invoice`, `/documents/${invoice.id}/act`]) {
      const refused = await host.app.inject({
        method: 'POST',
        url: `/api/v1/modules/contragents${url}`,
        headers: { ...owner.headers, 'content-type': 'text/plain', 'accept-language': 'en' },
        payload: JSON.stringify({ date: '2026-12-20' }),
      });
      expect([url, refused.statusCode, refused.json().error.code]).toEqual([url, 415, 'unsupported_media_type']);
    }
    expect(await count()).toBe(before);
  });

  test('a contract needs a subject and may have no price', async () => {
    const missing = await create(owner, { kind: 'contract', partnerId, date: '2026-11-01', lines: [] });
    expect(missing.json().error.code).toBe('documents.subjectRequired');
    const unpriced = await create(owner, {
      kind: 'contract',
      partnerId,
      date: '2026-11-01',
      lines: [],
      subject: 'Поставка бетона по заявкам',
    });
    expect(unpriced.json().document).toMatchObject({ total: '0.00', lines: [] });
  });
});

describe('PDFs', () => {
  test('the invoice PDF carries the requisites, totals and amount in words', async () => {
    const { document } = (await create(owner, invoiceBody(partnerId))).json();
    const response = await host.request(owner, 'GET', `/documents/${document.id}/pdf?download=true`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="invoice-${document.id}.pdf"; filename*=UTF-8''${encodeURIComponent(`Счёт № ${document.number} от 01.12.2026.pdf`)}`,
    );
    const text = await pdfText(response.rawPayload);
    for (const piece of [
      `Счёт на оплату № ${document.number} от 1 декабря 2026 г.`,
      'БИК 044525225',
      'Сч. № 30101810400000000225',
      'Сч. № 40702810938000012345',
      'Покупатель (Заказчик): АО «Вектор»',
      'Итого: 190 000,00 В том числе НДС 22%: 34 262,29 Всего к оплате: 190 000,00',
      'Всего наименований 2, на сумму 190 000,00 ₽',
      'Сто девяносто тысяч рублей 00 копеек',
      'Руководитель Иванов И. И.',
      'Бухгалтер Петрова А. С.',
    ]) {
      expect(text).toContain(piece);
    }
  });

  test('the act PDF has both sides', async () => {
    const { document: invoice } = (await create(owner, invoiceBody(partnerId))).json();
    await host.request(owner, 'POST', `/documents/${invoice.id}/state`, { state: 'issued' });
    const { document: act } = (await host.request(owner, 'POST', `/documents/${invoice.id}/act`, { date: '2026-12-02' })).json();
    const text = await pdfText((await host.request(owner, 'GET', `/documents/${act.id}/pdf`)).rawPayload);
    expect(text).toContain(`Акт № ${act.number} от 2 декабря 2026 г.`);
    expect(text).toContain('Исполнитель: ООО «Ромашка»');
    expect(text).toContain('Заказчик: АО «Вектор»');
    expect(text).toContain('Сто девяносто тысяч рублей 00 копеек');
  });
});

describe('who may do what', () => {
  let documentId: string;
  let viewer: TestPerson;
  let guest: TestPerson;
  let stranger: TestPerson;
  beforeAll(async () => {
    documentId = (await create(owner, invoiceBody(partnerId))).json().document.id;
    viewer = await host.join(owner.workspaceId, 'viewer');
    guest = await host.join(owner.workspaceId, 'guest');
    ({ owner: stranger } = await sellingTeam(host));
  });

  test('a viewer reads and downloads but cannot create or change; a guest cannot read', async () => {
    expect((await host.request(viewer, 'GET', '/documents')).statusCode).toBe(200);
    expect((await host.request(viewer, 'GET', `/documents/${documentId}`)).statusCode).toBe(200);
    expect((await host.request(viewer, 'GET', `/documents/${documentId}/pdf`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/documents', invoiceBody(partnerId)],
      ['PATCH', `/documents/${documentId}`, { note: 'x' }],
      ['POST', `/documents/${documentId}/state`, { state: 'issued' }],
      ['POST', `/documents/${documentId}/payments`, { amount: '1' }],
      ['POST', `/documents/${documentId}/act`, {}],
    ] as const) {
      expect([method, url, (await host.request(viewer, method, url, body)).statusCode]).toEqual([method, url, 403]);
    }
    for (const url of [
      '/documents',
      '/documents/summary',
      '/documents/export.csv',
      `/documents/${documentId}`,
      `/documents/${documentId}/pdf`,
    ]) {
      expect([url, (await host.request(guest, 'GET', url)).statusCode]).toEqual([url, 403]);
    }
  });

  test('only the owner exports the documents to CSV (export_data); admins, members, viewers and other workspaces cannot', async () => {
    expect((await host.request(owner, 'GET', '/documents/export.csv')).statusCode).toBe(200);
    const admin = await host.join(owner.workspaceId, 'admin');
    const member = await host.join(owner.workspaceId, 'member');
    for (const [role, person] of [
      ['admin', admin],
      ['member', member],
      ['viewer', viewer],
    ] as const) {
      const refused = await host.request(person, 'GET', '/documents/export.csv');
      expect([role, refused.statusCode]).toEqual([role, 403]);
      expect(refused.headers['content-disposition']).toBeUndefined();
    }
    const foreign = await host.app.inject({
      method: 'GET',
      url: '/api/v1/modules/contragents/documents/export.csv',
      headers: { ...stranger.headers, 'x-workspace-id': owner.workspaceId },
    });
    expect([403, 404]).toContain(foreign.statusCode);
  });

  test('another workspace gets 404 on every route of this document and cannot bill this partner', async () => {
    for (const [method, url, body] of [
      ['GET', `/documents/${documentId}`, undefined],
      ['GET', `/documents/${documentId}/pdf`, undefined],
      ['PATCH', `/documents/${documentId}`, { note: 'x' }],
      ['POST', `/documents/${documentId}/state`, { state: 'issued' }],
      ['POST', `/documents/${documentId}/payments`, { amount: '1' }],
      ['POST', `/documents/${documentId}/act`, {}],
      ['POST', `/documents/${documentId}/invoice`, {}],
    ] as const) {
      expect([method, url, (await host.request(stranger, method, url, body)).statusCode]).toEqual([method, url, 404]);
    }
    const billed = await create(stranger, invoiceBody(partnerId));
    expect(billed.statusCode).toBe(400);
    expect(billed.json().error.code).toBe('documents.partnerNotFound');
    expect((await host.request(stranger, 'GET', '/documents')).json().documents).toEqual([]);
    expect((await host.request(owner, 'GET', `/documents/${documentId}`)).json().document.state).toBe('draft');
  });

  test('a workspace without a seller organisation cannot make documents', async () => {
    const { owner: personal } = await host.newTeam();
    const partner = await createPartner(host, personal);
    const response = await create(personal, invoiceBody(partner.id), 'ru');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'У рабочего пространства нет организации-продавца: укажите организацию, чтобы оформлять документы',
    );
  });
});
