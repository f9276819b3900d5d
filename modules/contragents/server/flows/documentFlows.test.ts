import { inArray } from 'drizzle-orm';
import { runDailyReminders } from '../documents/dailyReminders';
import { messages } from '../messages';
import { documents } from '../tables';
import {
  createPartner,
  invoiceBody,
  type ModuleTestHost,
  partnerBody,
  sellingTeam,
  startHostWithServices,
  type TestPerson,
} from '../testing/contragentsHost';
import { fillMessage, type ModuleServices } from '@artel/sdk/server';

let host: ModuleTestHost;
let registered: ModuleServices;

beforeAll(async () => {
  ({ host, services: registered } = await startHostWithServices());
});

afterAll(() => host.close());

type Run = { id: string; status: string; error?: string };

async function flow(owner: TestPerson, trigger: string, steps: unknown[] = [], conditions: unknown = null) {
  const response = await host.api(owner, 'POST', `/workspaces/${owner.workspaceId}/flows`, {
    name: trigger,
    state: 'enabled',
    definition: {
      trigger: { type: trigger, settings: {} },
      conditions,
      steps:
        steps.length > 0
          ? steps
          : [{ id: 'note', kind: 'action', action: 'platform.notify', settings: { role: 'owner', message: '{{number}}: {{owed}}' } }],
    },
  });
  if (response.statusCode !== 201) throw new Error(`flow: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

async function runs(
  owner: TestPerson,
  flowId: string,
): Promise<Array<Run & { event: Record<string, unknown>; steps: Array<{ output: Record<string, unknown> }> }>> {
  await host.flows.settled();
  const { items } = (await host.api(owner, 'GET', `/workspaces/${owner.workspaceId}/flows/${flowId}/runs?limit=100`)).json<{
    items: Run[];
  }>();
  return Promise.all(
    items.map(async (run) => (await host.api(owner, 'GET', `/workspaces/${owner.workspaceId}/flows/${flowId}/runs/${run.id}`)).json()),
  );
}

const jobServices = () => ({
  db: { orm: host.orm, kind: 'pglite' as const, writeCount: () => null },
  notifications: { send: async () => {} },
  messages: {
    t: (key: string, locale: 'ru' | 'en', params?: Record<string, string | number>) => fillMessage(messages[locale][key] ?? key, params),
  },
  logger: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  contexts: registered.contexts,
  flows: host.flows,
});

describe('partners in flows', () => {
  it('invoice issued fires with its fields; "create an invoice from a template" copies it for the partner', async () => {
    const { owner, partner } = await sellingTeam(host);
    const template = (await host.request(owner, 'POST', '/documents', invoiceBody(partner.id))).json().document;
    const flowId = await flow(
      owner,
      'contragents.invoice_issued',
      [
        {
          id: 'copy',
          kind: 'action',
          action: 'contragents.create_invoice',
          settings: { templateId: template.id, partnerId: '{{partnerId}}' },
        },
      ],
      { '>': [{ var: 'amount' }, 100000] },
    );
    const small = (
      await host.request(
        owner,
        'POST',
        '/documents',
        invoiceBody(partner.id, { lines: [{ name: 'Мелочь', quantity: '1', unit: 'шт', price: '10' }] }),
      )
    ).json().document;
    const big = (await host.request(owner, 'POST', '/documents', invoiceBody(partner.id))).json().document;
    for (const invoice of [small, big])
      expect((await host.request(owner, 'POST', `/documents/${invoice.id}/state`, { state: 'issued' })).statusCode).toBe(200);

    const [issued, skipped] = await runs(owner, flowId);
    expect([issued!.status, skipped!.status]).toEqual(['succeeded', 'skipped']);
    expect(issued!.event).toMatchObject({
      documentId: big.id,
      number: big.number,
      partnerId: partner.id,
      partnerName: 'АО «Вектор»',
      amount: Number(big.total),
      actorId: owner.userId,
    });
    const copyId = issued!.steps[0]!.output.documentId as string;
    const copy = (await host.request(owner, 'GET', `/documents/${copyId}`)).json().document;
    expect(copy).toMatchObject({ kind: 'invoice', state: 'draft', partnerId: partner.id, total: template.total });
    expect(copy.lines.map((line: { name: string }) => line.name)).toEqual(template.lines.map((line: { name: string }) => line.name));
  });

  it('invoice paid fires when the last payment settles it, not on a partial one', async () => {
    const { owner, partner } = await sellingTeam(host);
    const flowId = await flow(owner, 'contragents.invoice_paid');
    // Dated in the past: a payment is recorded from the invoice's date to tomorrow.
    const invoice = (await host.request(owner, 'POST', '/documents', invoiceBody(partner.id, { date: '2026-11-02' }))).json().document;
    await host.request(owner, 'POST', `/documents/${invoice.id}/state`, { state: 'issued' });
    await host.request(owner, 'POST', `/documents/${invoice.id}/payments`, { amount: '1000' });
    expect(await runs(owner, flowId)).toEqual([]);
    const rest = (Number(invoice.total) - 1000).toFixed(2);
    expect((await host.request(owner, 'POST', `/documents/${invoice.id}/payments`, { amount: rest })).statusCode).toBe(201);
    const [paid] = await runs(owner, flowId);
    expect(paid).toMatchObject({ status: 'succeeded', event: { documentId: invoice.id, owed: 0 } });
  });

  it('invoice overdue and contract expiring fire from the daily job, once each', async () => {
    const { owner, partner } = await sellingTeam(host);
    const overdueFlow = await flow(owner, 'contragents.invoice_overdue');
    const expiringFlow = await flow(owner, 'contragents.contract_expiring');
    const invoice = (await host.request(owner, 'POST', '/documents', invoiceBody(partner.id, { dueDate: '2026-12-10' }))).json().document;
    await host.request(owner, 'POST', `/documents/${invoice.id}/state`, { state: 'issued' });
    const contract = (
      await host.request(owner, 'POST', '/documents', {
        kind: 'contract',
        partnerId: partner.id,
        date: '2026-01-10',
        subject: 'Поставка',
        validTo: '2026-12-20',
        lines: [],
      })
    ).json().document;
    await host.orm
      .update(documents)
      .set({ state: 'active' })
      .where(inArray(documents.id, [contract.id]));

    await runDailyReminders(jobServices(), '2026-12-11');
    await runDailyReminders(jobServices(), '2026-12-12');
    const [overdue, ...moreOverdue] = await runs(owner, overdueFlow);
    const [expiring, ...moreExpiring] = await runs(owner, expiringFlow);
    expect([moreOverdue, moreExpiring]).toEqual([[], []]);
    // Nobody answers for the partner: the one who made the invoice is its responsible, as the reminders choose.
    expect(overdue).toMatchObject({
      status: 'succeeded',
      event: { documentId: invoice.id, dueDate: '2026-12-10', actorId: null, responsibleId: owner.userId },
    });
    expect(expiring).toMatchObject({ status: 'succeeded', event: { documentId: contract.id, validTo: '2026-12-20' } });
  });

  it('a new partner fires «Добавлен контрагент» with its name and responsible, by hand and by import; the run log names it', async () => {
    const { owner } = await sellingTeam(host);
    const flowId = await flow(owner, 'contragents.partner_created', [
      {
        id: 'tell',
        kind: 'action',
        action: 'platform.notify',
        settings: { members: '{{responsibleId}}', message: 'Проверьте реквизиты {{partnerName}}' },
      },
    ]);
    const added = await createPartner(host, owner, { name: 'ООО «Новый»', responsibleId: owner.userId });
    const imported = await host.request(owner, 'POST', '/partners/import', { partners: [partnerBody({ name: 'ООО «Импорт»' })] });
    expect(imported.json()).toMatchObject({ imported: 1 });

    const [fromImport, byHand] = await runs(owner, flowId);
    expect(byHand).toMatchObject({
      status: 'succeeded',
      event: { partnerId: added.id, partnerName: 'ООО «Новый»', responsibleId: owner.userId, actorId: owner.userId },
    });
    expect(fromImport).toMatchObject({ status: 'succeeded', event: { partnerName: 'ООО «Импорт»', responsibleId: null } });
    expect((byHand as unknown as { names: Record<string, unknown> }).names[added.id]).toEqual({ kind: 'partner', name: 'ООО «Новый»' });
  });

  it('a test run of "create an invoice from a template" creates nothing', async () => {
    const { owner, partner } = await sellingTeam(host);
    const template = (await host.request(owner, 'POST', '/documents', invoiceBody(partner.id))).json().document;
    const flowId = await flow(owner, 'contragents.invoice_issued', [
      { id: 'copy', kind: 'action', action: 'contragents.create_invoice', settings: { templateId: template.id } },
    ]);
    const response = await host.api(owner, 'POST', `/workspaces/${owner.workspaceId}/flows/${flowId}/test`, {});
    expect(response.json().steps[0].wouldDo).toBe(`Создаст счёт по образцу № ${template.number} для «АО «Вектор»»`);
    const list = (await host.request(owner, 'GET', '/documents?kind=invoice')).json().documents;
    expect(list).toHaveLength(1);
  });

  it('offers the overdue invoices to test a flow on, by number and partner, and finds them by partner', async () => {
    const { owner, partner } = await sellingTeam(host);
    const overdue = (
      await host.request(owner, 'POST', '/documents', invoiceBody(partner.id, { date: '2026-01-10', dueDate: '2026-01-20' }))
    ).json().document;
    await host.request(owner, 'POST', `/documents/${overdue.id}/state`, { state: 'issued' });
    await host.request(owner, 'POST', '/documents', invoiceBody(partner.id, { dueDate: '2027-01-20' }));
    const trigger = { type: 'contragents.invoice_overdue', settings: {} };
    const url = `/workspaces/${owner.workspaceId}/flow-samples`;
    const answer = (await host.api(owner, 'POST', url, { trigger }, 'ru')).json();
    expect(answer.samples).toHaveLength(1);
    expect(answer.samples[0].summary).toMatch(new RegExp(`^Счёт № ${overdue.number}, АО «Вектор», `));
    expect(answer.samples[0].event).toMatchObject({ documentId: overdue.id, partnerName: 'АО «Вектор»', dueDate: '2026-01-20' });
    expect((await host.api(owner, 'POST', url, { trigger, search: 'вектор' })).json().samples).toHaveLength(1);
    expect((await host.api(owner, 'POST', url, { trigger, search: 'Ромашка' })).json().samples).toEqual([]);
  });
});
