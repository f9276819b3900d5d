/**
 * The partner list is served from an in-memory index (nameOrderCache.ts): after every kind of write the very next
 * list or search shows it, on this server and on another one sharing the database, and a workspace's index
 * never answers for another workspace.
 */
import type { FastifyInstance } from 'fastify';
import { createPartner, type ModuleTestHost, partnerBody, startHost, type TestPerson } from '../testing/contragentsHost';

let host: ModuleTestHost;
let second: FastifyInstance;

beforeAll(async () => {
  host = await startHost();
  second = await host.anotherInstance();
});
afterAll(() => host.close());

async function found(person: TestPerson, query: string, app: FastifyInstance = host.app): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/modules/contragents/partners?${query}`, headers: person.headers });
  expect(response.statusCode).toBe(200);
  return response.json().partners.map((partner: { name: string }) => partner.name);
}

const search = (text: string) => `search=${encodeURIComponent(text)}`;

async function newOwner(): Promise<TestPerson> {
  return (await host.newTeam()).owner;
}

describe('the list right after a write', () => {
  test('an edit of the name, the status and the tags', async () => {
    const owner = await newOwner();
    const partner = await createPartner(host, owner, { name: 'ООО «Клен»', status: 'lead' });
    expect(await found(owner, search('клен'))).toEqual(['ООО «Клен»']);
    expect(await found(owner, 'status=lead')).toEqual(['ООО «Клен»']);
    await host.request(owner, 'PATCH', `/partners/${partner.id}`, { name: 'ООО «Дуб»', status: 'active', tags: ['опт'] });
    expect(await found(owner, search('клен'))).toEqual([]);
    expect(await found(owner, search('дуб'))).toEqual(['ООО «Дуб»']);
    expect(await found(owner, 'status=lead')).toEqual([]);
    expect(await found(owner, 'tag=опт')).toEqual(['ООО «Дуб»']);
  });

  test('an edit of a field the list shows but does not search, such as the note', async () => {
    const owner = await newOwner();
    const partner = await createPartner(host, owner, { name: 'ООО «Бук»', note: 'старая' });
    const notes = async () => (await host.request(owner, 'GET', '/partners')).json().partners.map((row: { note: string }) => row.note);
    expect(await notes()).toEqual(['старая']);
    await host.request(owner, 'PATCH', `/partners/${partner.id}`, { note: 'новая' });
    expect(await notes()).toEqual(['новая']);
  });

  test('an edit of the INN alone', async () => {
    const owner = await newOwner();
    const partner = await createPartner(host, owner, { name: 'ООО «Липа»' });
    const inn = partnerBody().inn as string;
    expect(await found(owner, search(inn))).toEqual([]);
    await host.request(owner, 'PATCH', `/partners/${partner.id}`, { inn });
    expect(await found(owner, search(inn))).toEqual(['ООО «Липа»']);
  });

  test('a deletion and a restore', async () => {
    const owner = await newOwner();
    const partner = await createPartner(host, owner, { name: 'ООО «Ива»' });
    expect(await found(owner, search('ива'))).toEqual(['ООО «Ива»']);
    await host.request(owner, 'DELETE', `/partners/${partner.id}`);
    expect(await found(owner, search('ива'))).toEqual([]);
    expect(await found(owner, 'deleted=only')).toEqual(['ООО «Ива»']);
    await host.request(owner, 'POST', `/partners/${partner.id}/restore`);
    expect(await found(owner, search('ива'))).toEqual(['ООО «Ива»']);
    expect(await found(owner, 'deleted=only')).toEqual([]);
  });

  test('an import', async () => {
    const owner = await newOwner();
    await createPartner(host, owner, { name: 'ООО «Ольха»' });
    expect(await found(owner, '')).toEqual(['ООО «Ольха»']);
    const imported = await host.request(owner, 'POST', '/partners/import', {
      partners: [partnerBody({ name: 'ООО «Береза»' }), partnerBody({ name: 'ООО «Ясень»' })],
    });
    expect(imported.json().imported).toBe(2);
    expect(await found(owner, '')).toEqual(['ООО «Береза»', 'ООО «Ольха»', 'ООО «Ясень»']);
  });

  test('a contact added, edited and removed', async () => {
    const owner = await newOwner();
    const partner = await createPartner(host, owner, { name: 'ООО «Сосна»' });
    expect(await found(owner, search('Гаврилов'))).toEqual([]);
    const added = await host.request(owner, 'POST', `/partners/${partner.id}/contacts`, {
      name: 'Гаврилов Пётр',
      phones: ['+7 495 111-22-33'],
    });
    expect(added.statusCode).toBe(201);
    expect(await found(owner, search('Гаврилов'))).toEqual(['ООО «Сосна»']);
    const contactId = added.json().contact.id;
    await host.request(owner, 'PATCH', `/partners/${partner.id}/contacts/${contactId}`, { name: 'Степанов Пётр' });
    expect(await found(owner, search('Гаврилов'))).toEqual([]);
    expect(await found(owner, search('Степанов'))).toEqual(['ООО «Сосна»']);
    await host.request(owner, 'DELETE', `/partners/${partner.id}/contacts/${contactId}`);
    expect(await found(owner, search('Степанов'))).toEqual([]);
  });

  test('a benchmark winner promoted: a new partner, and an existing lead made active', async () => {
    const owner = await newOwner();
    const lead = await createPartner(host, owner, { name: 'ООО «Кедр»', status: 'lead' });
    const { benchmark } = (
      await host.request(owner, 'POST', '/benchmarks', {
        title: 'Поставщик досок',
        criteria: [{ name: 'Цена', weight: 100, kind: 'numeric', direction: 'lowerIsBetter' }],
      })
    ).json();
    const candidate = async (body: Record<string, unknown>) =>
      (await host.request(owner, 'POST', `/benchmarks/${benchmark.id}/candidates`, body)).json().candidate;
    const fresh = await candidate({ name: 'ООО «Пихта»', inn: partnerBody().inn });
    const existing = await candidate({ partnerId: lead.id });
    expect(await found(owner, '')).toEqual(['ООО «Кедр»']);
    expect(await found(owner, 'status=lead')).toEqual(['ООО «Кедр»']);
    expect((await host.request(owner, 'POST', `/benchmarks/${benchmark.id}/candidates/${fresh.id}/promote`)).statusCode).toBe(200);
    expect(await found(owner, '')).toEqual(['ООО «Кедр»', 'ООО «Пихта»']);
    expect((await host.request(owner, 'POST', `/benchmarks/${benchmark.id}/candidates/${existing.id}/promote`)).statusCode).toBe(200);
    expect(await found(owner, 'status=lead')).toEqual([]);
  });
});

describe('workspaces', () => {
  test('each workspace finds only its own partners, before and after a write in the other', async () => {
    const first = await newOwner();
    const other = await newOwner();
    await createPartner(host, first, { name: 'ООО «Граб» первый' });
    await createPartner(host, other, { name: 'ООО «Граб» второй' });
    expect(await found(first, search('граб'))).toEqual(['ООО «Граб» первый']);
    expect(await found(other, search('граб'))).toEqual(['ООО «Граб» второй']);
    await createPartner(host, other, { name: 'ООО «Граб» третий' });
    expect(await found(first, search('граб'))).toEqual(['ООО «Граб» первый']);
    expect(await found(other, search('граб'))).toEqual(['ООО «Граб» второй', 'ООО «Граб» третий']);
    expect(await found(first, search('гр'))).toEqual(['ООО «Граб» первый']);
  });
});

describe('two servers on one database', () => {
  test('a write through either is in the very next list of the other', async () => {
    const owner = await newOwner();
    const partner = await createPartner(host, owner, { name: 'ООО «Тополь»' });
    expect(await found(owner, search('тополь'), second)).toEqual(['ООО «Тополь»']);
    await host.request(owner, 'PATCH', `/partners/${partner.id}`, { name: 'ООО «Вяз»' });
    expect(await found(owner, search('тополь'), second)).toEqual([]);
    expect(await found(owner, search('вяз'), second)).toEqual(['ООО «Вяз»']);

    expect(await found(owner, search('вяз'))).toEqual(['ООО «Вяз»']);
    const deleted = await second.inject({
      method: 'DELETE',
      url: `/api/v1/modules/contragents/partners/${partner.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await found(owner, search('вяз'))).toEqual([]);
  });
});
