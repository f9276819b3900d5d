import { invoiceBody, type ModuleTestHost, sellingTeam, startHost, type TestPerson } from '../testing/contragentsHost';

let host: ModuleTestHost;

beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.close());

const sequence = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${String(index + 1).padStart(4, '0')}`);

describe('document numbering', () => {
  let owner: TestPerson;
  let partnerId: string;
  beforeAll(async () => {
    ({
      owner,
      partner: { id: partnerId },
    } = await sellingTeam(host, { invoiceNumberTemplate: 'СЧ-{year}-{number}', numberPadding: 4 }));
  });

  test('20 invoices created at once get 1…20: no gap, no duplicate', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => host.request(owner, 'POST', '/documents', invoiceBody(partnerId))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(answers.map((answer) => answer.json().document.number).sort()).toEqual(sequence('СЧ-2026-', 20));
  });

  test('refused creations racing with good ones take no number', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        host.request(
          owner,
          'POST',
          '/documents',
          invoiceBody(partnerId, index % 2 === 0 ? { date: '2024-02-01' } : { date: '2024-02-01', lines: [{ name: '' }] }),
        ),
      ),
    );
    const made = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => answer.json().document.number)
      .sort();
    expect(made).toEqual(sequence('СЧ-2024-', 10));
  });

  test('numbers run per kind and restart each year', async () => {
    const act = await host.request(owner, 'POST', '/documents', { ...invoiceBody(partnerId), kind: 'act' });
    expect(act.json().document.number).toBe('0001');
    const nextYear = await host.request(owner, 'POST', '/documents', invoiceBody(partnerId, { date: '2023-01-01' }));
    expect(nextYear.json().document.number).toBe('СЧ-2023-0001');
  });

  test('a second server instance on the same database continues the same sequence', async () => {
    const other = await host.anotherInstance();
    const ask = (app: typeof other) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/modules/contragents/documents',
        headers: owner.headers,
        payload: invoiceBody(partnerId, { date: '2022-05-01' }),
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => ask(index % 2 === 0 ? host.app : other)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(answers.map((answer) => answer.json().document.number).sort()).toEqual(sequence('СЧ-2022-', 20));
  });

  test('an invalid template in the config is reported, not used', async () => {
    const { owner: team, partner } = await sellingTeam(host, { invoiceNumberTemplate: 'СЧ-{year}' });
    const response = await host.request(team, 'POST', '/documents', invoiceBody(partner.id), 'ru');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Шаблон номера в настройках модуля неверен: Шаблон номера должен содержать {number} ровно один раз',
    );
  });
});
