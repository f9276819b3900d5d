import { configure, createPartner, type ModuleTestHost, startHost, type TestPerson } from '../testing/contragentsHost';

let host: ModuleTestHost;
let owner: TestPerson;
let stranger: TestPerson;
let partnerId: string;

beforeAll(async () => {
  host = await startHost();
  ({ owner } = await host.newTeam());
  ({ owner: stranger } = await host.newTeam('Чужой'));
  partnerId = (await createPartner(host, owner)).id;
});
afterAll(() => host.close());

const contactsOf = async (person: TestPerson, id = partnerId) =>
  (await host.request(person, 'GET', `/partners/${id}/contacts`)).json().contacts;

describe('contacts of a partner', () => {
  test('the first contact is primary; making another primary moves the mark', async () => {
    const first = await host.request(owner, 'POST', `/partners/${partnerId}/contacts`, {
      name: 'Анна Ёлкина',
      position: 'Бухгалтер',
      phones: ['+7 495 123-45-67'],
      emails: ['anna@example.ru'],
      telegram: '@anna_elkina',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().contact).toMatchObject({ name: 'Анна Ёлкина', telegram: 'anna_elkina', isPrimary: true });
    const second = await host.request(owner, 'POST', `/partners/${partnerId}/contacts`, { name: 'Пётр', isPrimary: true });
    expect(second.json().contact.isPrimary).toBe(true);
    expect((await contactsOf(owner)).map((contact: { name: string; isPrimary: boolean }) => [contact.name, contact.isPrimary])).toEqual([
      ['Анна Ёлкина', false],
      ['Пётр', true],
    ]);
    const edited = await host.request(owner, 'PATCH', `/partners/${partnerId}/contacts/${first.json().contact.id}`, {
      position: 'Главный бухгалтер',
    });
    expect(edited.json().contact).toMatchObject({ position: 'Главный бухгалтер', phones: ['+7 495 123-45-67'] });
  });

  test('bad input is refused with a clear message and nothing is stored', async () => {
    const before = (await contactsOf(owner)).length;
    const response = await host.request(owner, 'POST', `/partners/${partnerId}/contacts`, { name: 'Ира', emails: ['ira@'] }, 'ru');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('«ira@» не похож на адрес электронной почты');
    expect((await contactsOf(owner)).length).toBe(before);
  });

  test('no more than maxContactsPerPartner, even when requests race', async () => {
    const { owner: team } = await host.newTeam();
    await configure(host, team, { maxContactsPerPartner: 3 });
    const partner = await createPartner(host, team);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        host.request(team, 'POST', `/partners/${partner.id}/contacts`, { name: `Контакт ${index}` }, 'ru'),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error.message).toBe('У партнера уже 3 контакта — это максимум, заданный в настройках модуля');
    expect(await contactsOf(team, partner.id)).toHaveLength(3);
  });

  test('deleting a contact', async () => {
    const created = (await host.request(owner, 'POST', `/partners/${partnerId}/contacts`, { name: 'Временный' })).json().contact;
    expect((await host.request(owner, 'DELETE', `/partners/${partnerId}/contacts/${created.id}`)).statusCode).toBe(204);
    expect((await contactsOf(owner)).map((contact: { id: string }) => contact.id)).not.toContain(created.id);
  });

  test('a viewer reads, cannot write; a guest cannot read', async () => {
    const viewer = await host.join(owner.workspaceId, 'viewer');
    const guest = await host.join(owner.workspaceId, 'guest');
    const [contact] = await contactsOf(owner);
    expect((await host.request(viewer, 'GET', `/partners/${partnerId}/contacts`)).statusCode).toBe(200);
    expect((await host.request(viewer, 'POST', `/partners/${partnerId}/contacts`, { name: 'X' })).statusCode).toBe(403);
    expect((await host.request(viewer, 'PATCH', `/partners/${partnerId}/contacts/${contact.id}`, { name: 'X' })).statusCode).toBe(403);
    expect((await host.request(viewer, 'DELETE', `/partners/${partnerId}/contacts/${contact.id}`)).statusCode).toBe(403);
    expect((await host.request(guest, 'GET', `/partners/${partnerId}/contacts`)).statusCode).toBe(403);
  });

  test('another workspace gets 404 on every contact route, even with a contact id of its own partner', async () => {
    const [contact] = await contactsOf(owner);
    const ownPartner = await createPartner(host, stranger);
    const routes = [
      ['GET', `/partners/${partnerId}/contacts`],
      ['POST', `/partners/${partnerId}/contacts`],
      ['PATCH', `/partners/${partnerId}/contacts/${contact.id}`],
      ['DELETE', `/partners/${partnerId}/contacts/${contact.id}`],
      ['PATCH', `/partners/${ownPartner.id}/contacts/${contact.id}`],
      ['DELETE', `/partners/${ownPartner.id}/contacts/${contact.id}`],
    ] as const;
    for (const [method, url] of routes) {
      const response = await host.request(stranger, method, url, method === 'GET' || method === 'DELETE' ? undefined : { name: 'Захват' });
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    expect((await contactsOf(owner)).map((entry: { name: string }) => entry.name)).not.toContain('Захват');
  });
});
