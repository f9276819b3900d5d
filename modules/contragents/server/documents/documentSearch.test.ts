import { readDocumentQuery } from './documentQuery';
import { createPartner, invoiceBody, type ModuleTestHost, sellingTeam, startHost, type TestPerson } from '../testing/contragentsHost';

let host: ModuleTestHost;
let owner: TestPerson;
let stranger: TestPerson;
let vectorId: string;
let invoice: { id: string; number: string };
let act: { id: string; number: string };
let contract: { id: string; number: string };

const find = async (person: TestPerson, q: string) => {
  const response = await host.request(person, 'GET', `/documents/search?q=${encodeURIComponent(q)}`);
  expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
  return response.json().documents as Array<{ id: string; kind: string; number: string; partnerName: string; total: string }>;
};
const ids = async (person: TestPerson, q: string) => (await find(person, q)).map((hit) => hit.id);

beforeAll(async () => {
  host = await startHost();
  ({
    owner,
    partner: { id: vectorId },
  } = await sellingTeam(host));
  ({ owner: stranger } = await host.newTeam('Чужой'));
  const other = await createPartner(host, owner, { name: 'ООО «Ландыш»' });
  const create = async (body: Record<string, unknown>) => (await host.request(owner, 'POST', '/documents', body)).json().document;
  invoice = await create(invoiceBody(vectorId));
  act = await create({
    ...invoiceBody(other.id, { lines: [{ name: 'Монтаж', quantity: '1', unit: 'усл.', price: '15000.50' }] }),
    kind: 'act',
  });
  contract = await create({
    ...invoiceBody(vectorId),
    kind: 'contract',
    subject: 'Разработка',
    validFrom: '2026-12-01',
    validTo: '2027-12-01',
  });
});
afterAll(() => host.close());

describe('reading the search text', () => {
  test('a kind word, an amount with spaces, kopecks and a currency, the rest as words', () => {
    expect(readDocumentQuery('Счёт № 12')).toEqual({ kind: 'invoice', amount: '12', terms: ['12'] });
    expect(readDocumentQuery('15 000,50 ₽')).toEqual({ amount: '15000.50', terms: ['15', '000,50', '₽'] });
    expect(readDocumentQuery('акт «Ландыш»')).toEqual({ kind: 'act', terms: ['ландыш'] });
    expect(readDocumentQuery('Вектор')).toEqual({ terms: ['вектор'] });
  });
});

describe('GET /documents/search', () => {
  test('finds invoices, acts and contracts by number, partner name and amount', async () => {
    expect(invoice.number).toBe('1');
    expect(await ids(owner, `счёт ${invoice.number}`)).toEqual([invoice.id]);
    expect(await ids(owner, `акт №${act.number}`)).toEqual([act.id]);
    expect(await ids(owner, contract.number)).toEqual([contract.id, ...(await ids(owner, contract.number)).slice(1)]);
    expect((await ids(owner, 'вектор')).sort()).toEqual([invoice.id, contract.id].sort());
    expect(await find(owner, 'ландыш')).toEqual([
      expect.objectContaining({ id: act.id, kind: 'act', partnerName: 'ООО «Ландыш»', total: '15000.50' }),
    ]);
    expect(await ids(owner, '15 000,50 ₽')).toEqual([act.id]);
    expect(await ids(owner, 'договор ландыш')).toEqual([]);
  });

  test('a member of another workspace finds none of them; the route refuses someone without the workspace', async () => {
    expect(await ids(stranger, 'вектор')).toEqual([]);
    expect(await ids(stranger, `счёт ${invoice.number}`)).toEqual([]);
    const foreign = await host.request(
      host.inWorkspace(stranger, owner.workspaceId),
      'GET',
      `/documents/search?q=${encodeURIComponent('вектор')}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(invoice.id);
  });

  test('a guest of the workspace finds no documents, and bad input is refused', async () => {
    const guest = await host.join(owner.workspaceId, 'guest');
    expect(await ids(guest, 'вектор')).toEqual([]);
    expect((await host.request(owner, 'GET', `/documents/search?q=${'я'.repeat(201)}`)).statusCode).toBe(400);
  });
});
