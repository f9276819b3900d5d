import { fillMessage, type ModuleServices, type NotificationInput } from '@artel/sdk/server';
import { inArray } from 'drizzle-orm';
import { messages } from '../messages';
import { documents } from '../tables';
import {
  createPartner,
  invoiceBody,
  type ModuleTestHost,
  sellingTeam,
  startHostWithServices,
  type TestPerson,
} from '../testing/contragentsHost';
import { moscowToday, runDailyReminders } from './dailyReminders';

let host: ModuleTestHost;
let owner: TestPerson;
let partnerId: string;
let registered: ModuleServices;
const sent: NotificationInput[] = [];

/** The job's services: the module's real ones on the test server (its contexts read each workspace's config); notifications recorded. */
const services = () => ({
  db: { orm: host.orm, kind: 'pglite' as const, writeCount: () => null },
  notifications: { send: async (input: NotificationInput) => void sent.push(input) },
  messages: {
    t: (key: string, locale: 'ru' | 'en', params?: Record<string, string | number>) => fillMessage(messages[locale][key] ?? key, params),
  },
  logger: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  contexts: registered.contexts,
});

beforeAll(async () => {
  ({ host, services: registered } = await startHostWithServices());
  ({
    owner,
    partner: { id: partnerId },
  } = await sellingTeam(host));
});
afterAll(() => host.close());
beforeEach(() => void sent.splice(0));

const post = (url: string, body?: unknown) => host.request(owner, 'POST', url, body);

describe('the daily reminders job', () => {
  test('an overdue invoice is reported once to the partner’s responsible member, with what is owed', async () => {
    const responsible = await host.join(owner.workspaceId, 'member', 'Ответственный');
    const partner = await createPartner(host, owner, { name: 'ООО «Должник»', responsibleId: responsible.userId });
    const { document } = (
      await post(
        '/documents',
        invoiceBody(partner.id, {
          date: '2026-11-02',
          dueDate: '2026-12-10',
          lines: [{ name: 'Услуга', quantity: '1', unit: 'усл.', price: '1200.50' }],
        }),
      )
    ).json();
    await post(`/documents/${document.id}/state`, { state: 'issued' });
    await post(`/documents/${document.id}/payments`, { amount: '200.50', paidOn: '2026-11-20' });

    expect((await runDailyReminders(services(), '2026-12-10')).overdue).toBe(0);
    await runDailyReminders(services(), '2026-12-11');
    const mine = sent.filter((entry) => entry.data?.documentId === document.id);
    expect(mine).toEqual([
      expect.objectContaining({
        userId: responsible.userId,
        type: 'warning',
        title: `Счёт № ${document.number} для «ООО «Должник»» просрочен`,
        message: 'Срок оплаты был 10.12.2026, осталось оплатить 1\u00a0000,00 ₽',
      }),
    ]);
    sent.splice(0);
    await runDailyReminders(services(), '2026-12-12');
    expect(sent.filter((entry) => entry.data?.documentId === document.id)).toEqual([]);
  });

  test('a responsible member demoted to guest, who may no longer view documents, is told nothing of the overdue invoice', async () => {
    const responsible = await host.join(owner.workspaceId, 'member', 'Бывший ответственный');
    const partner = await createPartner(host, owner, { name: 'ООО «Тихий»', responsibleId: responsible.userId });
    const { document } = (
      await post(
        '/documents',
        invoiceBody(partner.id, {
          date: '2026-12-01',
          dueDate: '2026-12-10',
          lines: [{ name: 'Услуга', quantity: '1', unit: 'усл.', price: '500' }],
        }),
      )
    ).json();
    await post(`/documents/${document.id}/state`, { state: 'issued' });
    const demoted = await host.app.inject({
      method: 'PUT',
      url: `/api/v1/workspaces/${owner.workspaceId}/members/${responsible.userId}/role`,
      headers: owner.headers,
      payload: { role: 'guest' },
    });
    expect(demoted.statusCode).toBe(200);

    // The platform's own notifications service this time: it is the one that checks the recipient's rights.
    expect((await runDailyReminders({ ...services(), notifications: registered.notifications }, '2026-12-11')).overdue).toBeGreaterThan(0);
    const received = (await host.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: responsible.headers })).json()
      .notifications;
    expect(received.filter((notification: { data: { documentId?: string } }) => notification.data.documentId === document.id)).toEqual([]);
  });

  test('a contract ending within 14 days is announced to its maker; one past its last day becomes expired', async () => {
    const ending = (
      await post('/documents', { kind: 'contract', partnerId, date: '2026-01-10', subject: 'Поставка', validTo: '2026-12-20', lines: [] })
    ).json().document;
    const ended = (
      await post('/documents', { kind: 'contract', partnerId, date: '2026-01-10', subject: 'Поставка', validTo: '2026-12-01', lines: [] })
    ).json().document;
    // Made active during the year, before either ended (the route checks the end against the real today).
    await host.orm
      .update(documents)
      .set({ state: 'active' })
      .where(inArray(documents.id, [ending.id, ended.id]));
    await runDailyReminders(services(), '2026-12-06');
    expect(sent.filter((entry) => entry.data?.documentId === ending.id)).toEqual([
      expect.objectContaining({
        userId: owner.userId,
        title: `Договор № ${ending.number} с «АО «Вектор»» скоро закончится`,
        message: 'Последний день действия — 20.12.2026. Продлите договор или заключите новый',
      }),
    ]);
    expect((await host.request(owner, 'GET', `/documents/${ended.id}`)).json().document.state).toBe('expired');
    const history = (await host.request(owner, 'GET', `/partners/${partnerId}/activity`)).json().activity;
    expect(history.map((entry: { action: string }) => entry.action)).toContain('contract.expired');
  });

  test('each workspace’s own notice period decides, and the recipient reads it in the language they chose', async () => {
    const team = await sellingTeam(host, { contractReminderDays: 30 });
    const english = await host.join(team.owner.workspaceId, 'member', 'Jane Doe');
    const profile = await host.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: english.headers, payload: { language: 'en' } });
    expect(profile.statusCode).toBe(200);
    const partner = await createPartner(host, team.owner, { name: 'ООО «Дальний»', responsibleId: english.userId });
    const make = (person: TestPerson, buyer: string, validTo: string) =>
      host
        .request(person, 'POST', '/documents', {
          kind: 'contract',
          partnerId: buyer,
          date: '2026-01-10',
          subject: 'Поставка',
          validTo,
          lines: [],
        })
        .then((response) => response.json().document);
    const in25Days = await make(team.owner, partner.id, '2026-12-31');
    const elsewhere = await make(owner, partnerId, '2026-12-31');
    await host.orm
      .update(documents)
      .set({ state: 'active' })
      .where(inArray(documents.id, [in25Days.id, elsewhere.id]));

    await runDailyReminders(services(), '2026-12-06');
    expect(sent.filter((entry) => entry.data?.documentId === in25Days.id)).toEqual([
      expect.objectContaining({
        userId: english.userId,
        title: `Contract No. ${in25Days.number} with 'ООО «Дальний»' ends soon`,
        message: 'Its last day is 31.12.2026. Extend it or make a new one',
      }),
    ]);
    // The other workspace keeps the default 14 days: 25 days ahead is not yet, and it is not marked as told.
    expect(sent.filter((entry) => entry.data?.documentId === elsewhere.id)).toEqual([]);
    await runDailyReminders(services(), '2026-12-17');
    expect(sent.filter((entry) => entry.data?.documentId === elsewhere.id)).toHaveLength(1);
  });

  test('the job’s day is Moscow’s', () => {
    expect(moscowToday(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    expect(moscowToday(new Date('2026-12-31T20:30:00Z'))).toBe('2026-12-31');
  });
});
