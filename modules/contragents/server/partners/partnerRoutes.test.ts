import { createPartner, type ModuleTestHost, partnerBody, startHost, type TestPerson } from '../testing/contragentsHost';
import { companyInn } from '../testing/requisites';
import { romashka } from '../testing/sampleDocuments';

let host: ModuleTestHost;
let owner: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  host = await startHost();
  ({ owner } = await host.newTeam());
  ({ owner: stranger } = await host.newTeam('Чужой'));
});
afterAll(() => host.close());

const bank = romashka.bank!;

describe('creating and reading partners', () => {
  test('a company with requisites and a bank account', async () => {
    const response = await host.request(owner, 'POST', '/partners', {
      type: 'company',
      name: 'ООО «Ромашка»',
      inn: '7701123451',
      kpp: '770101001',
      ogrn: '1027700123450',
      legalAddress: 'г. Москва, ул. Мясницкая, д. 10',
      status: 'lead',
      tags: ['поставщик', 'бетон', 'поставщик'],
      bankAccounts: [{ bankName: bank.bankName, bik: bank.bik, corrAccount: bank.corrAccount, account: bank.account }],
    });
    expect(response.statusCode).toBe(201);
    const { partner } = response.json();
    expect(partner).toMatchObject({
      name: 'ООО «Ромашка»',
      inn: '7701123451',
      kpp: '770101001',
      status: 'lead',
      tags: ['поставщик', 'бетон'],
    });
    expect(partner.bankAccounts).toEqual([expect.objectContaining({ bik: '044525225', account: bank.account, isPrimary: true })]);
    const read = await host.request(owner, 'GET', `/partners/${partner.id}`);
    expect(read.json().partner.bankAccounts).toHaveLength(1);
  });

  test('wrong check digits are refused in the caller’s language with the field, nothing stored', async () => {
    const response = await host.request(owner, 'POST', '/partners', partnerBody({ inn: '7701123452', name: 'ООО «Ошибка»' }), 'ru');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation.inn.checksum',
      message: 'Неверный ИНН: не совпадает контрольное число',
    });
    expect(response.json().error.details.fields).toEqual([
      { field: 'inn', code: 'validation.inn.checksum', message: 'Неверный ИНН: не совпадает контрольное число' },
    ]);
    const list = await host.request(owner, 'GET', '/partners?search=Ошибка');
    expect(list.json().total).toBe(0);
  });

  test.each([
    [{ type: 'individual', inn: '7701123451' }, 'validation.inn.personLength'],
    [{ kpp: '77010100' }, 'validation.kpp.length'],
    [{ type: 'individual', inn: '771234567859', kpp: '770101001' }, 'validation.kpp.companyOnly'],
    [{ ogrn: '1027700123451' }, 'validation.ogrn.checksum'],
    [
      { bankAccounts: [{ bankName: 'Банк', bik: '044525225', corrAccount: '30101810400000000226', account: '40702810938000012345' }] },
      'validation.corrAccount.checksum',
    ],
    [
      { bankAccounts: [{ bankName: 'Банк', bik: '044525225', corrAccount: '30101810400000000225', account: '40702810938000012346' }] },
      'validation.bankAccount.checksum',
    ],
    [{ name: '' }, 'partners.nameRequired'],
    [{ type: 'trust' }, 'partners.typeInvalid'],
    [{ status: 'vip' }, 'partners.statusInvalid'],
    [{ email: 'info@' }, 'validation.email.invalid'],
    [{ website: 'javascript:alert(1)' }, 'validation.website.invalid'],
  ])('refuses %j with %s', async (overrides, code) => {
    const response = await host.request(owner, 'POST', '/partners', partnerBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.map((field: { code: string }) => field.code)).toContain(code);
  });

  test('an INN already in the workspace is refused naming the partner who has it', async () => {
    const first = await createPartner(host, owner, { name: 'АО «Вектор»' });
    const response = await host.request(owner, 'POST', '/partners', partnerBody({ inn: first.inn }), 'ru');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(`Партнер с ИНН ${first.inn} уже есть: «АО «Вектор»»`);
    // Another workspace may have its own partner with the same INN.
    expect((await host.request(stranger, 'POST', '/partners', partnerBody({ inn: first.inn }))).statusCode).toBe(201);
  });

  test('the responsible person must be a member of the workspace', async () => {
    const response = await host.request(owner, 'POST', '/partners', partnerBody({ responsibleId: stranger.userId }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('partners.responsibleNotMember');
    expect((await host.request(owner, 'POST', '/partners', partnerBody({ responsibleId: owner.userId }))).statusCode).toBe(201);
  });
});

describe('editing, deleting and restoring', () => {
  test('edit keeps unsent fields, checks the result, logs the change', async () => {
    const partner = await createPartner(host, owner, { kpp: '770101001' });
    const response = await host.request(owner, 'PATCH', `/partners/${partner.id}`, { status: 'paused', phone: '+7 495 000-00-00' });
    expect(response.statusCode).toBe(200);
    expect(response.json().partner).toMatchObject({ status: 'paused', phone: '+7 495 000-00-00', kpp: '770101001', inn: partner.inn });
    const bad = await host.request(owner, 'PATCH', `/partners/${partner.id}`, { inn: '123' });
    expect(bad.statusCode).toBe(400);
    expect((await host.request(owner, 'GET', `/partners/${partner.id}`)).json().partner.inn).toBe(partner.inn);
    const history = (await host.request(owner, 'GET', `/partners/${partner.id}/activity`)).json().activity;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['partner.updated', 'partner.created']);
  });

  test('soft delete hides a partner from the list, restore brings it back, its INN stays reserved', async () => {
    const partner = await createPartner(host, owner, { name: 'ООО «Удаляемый»' });
    expect((await host.request(owner, 'DELETE', `/partners/${partner.id}`)).statusCode).toBe(204);
    expect((await host.request(owner, 'GET', '/partners?search=Удаляемый')).json().total).toBe(0);
    expect((await host.request(owner, 'GET', '/partners?search=Удаляемый&deleted=only')).json().partners[0].id).toBe(partner.id);
    const again = await host.request(owner, 'POST', '/partners', partnerBody({ inn: partner.inn }), 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('partners.innTakenDeleted');
    expect((await host.request(owner, 'PATCH', `/partners/${partner.id}`, { name: 'Новое' })).statusCode).toBe(409);
    const restored = await host.request(owner, 'POST', `/partners/${partner.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().partner.deletedAt).toBeNull();
    expect((await host.request(owner, 'GET', '/partners?search=Удаляемый')).json().total).toBe(1);
  });
});

describe('the list', () => {
  let team: TestPerson;
  beforeAll(async () => {
    ({ owner: team } = await host.newTeam());
    for (const name of ['ёлкин', 'Яковлев', 'Жуков', 'Ёлкин', 'Елкин', 'Абрамов', 'Елисеев', 'abc'])
      await createPartner(host, team, { name: `${name}` });
  });

  test('sorts names in Russian order (Ё with Е, before Ж, Cyrillic before Latin)', async () => {
    const names = (await host.request(team, 'GET', '/partners')).json().partners.map((partner: { name: string }) => partner.name);
    expect(names).toEqual(['Абрамов', 'Елисеев', 'Елкин', 'ёлкин', 'Ёлкин', 'Жуков', 'Яковлев', 'abc']);
    const reversed = (await host.request(team, 'GET', '/partners?sort=-name'))
      .json()
      .partners.map((partner: { name: string }) => partner.name);
    expect(reversed[0]).toBe('abc');
  });

  test('pages', async () => {
    const page = (await host.request(team, 'GET', '/partners?page=2&pageSize=3')).json();
    expect(page.total).toBe(8);
    expect(page.partners.map((partner: { name: string }) => partner.name)).toEqual(['ёлкин', 'Ёлкин', 'Жуков']);
  });

  test('searches by name with ё folded, by INN, and by a contact', async () => {
    const search = async (text: string) =>
      (await host.request(team, 'GET', `/partners?search=${encodeURIComponent(text)}`))
        .json()
        .partners.map((partner: { name: string }) => partner.name);
    expect(await search('елкин')).toEqual(['Елкин', 'ёлкин', 'Ёлкин']);
    const zhukov = (await host.request(team, 'GET', '/partners?search=Жуков')).json().partners[0];
    expect(await search(zhukov.inn.slice(3, 9))).toEqual(['Жуков']);
    await host.request(team, 'POST', `/partners/${zhukov.id}/contacts`, { name: 'Марфа Васильевна', emails: ['marfa@example.ru'] });
    expect(await search('марфа')).toEqual(['Жуков']);
    expect(await search('50%_')).toEqual([]);
  });

  test('filters by status and tag', async () => {
    const [first] = (await host.request(team, 'GET', '/partners?search=Яковлев')).json().partners;
    await host.request(team, 'PATCH', `/partners/${first.id}`, { status: 'archived', tags: ['бетон'] });
    expect((await host.request(team, 'GET', '/partners?status=archived')).json().partners.map((p: { name: string }) => p.name)).toEqual([
      'Яковлев',
    ]);
    expect((await host.request(team, 'GET', `/partners?tag=${encodeURIComponent('бетон')}`)).json().total).toBe(1);
  });
});

describe('searching by one or two characters', () => {
  let team: TestPerson;
  let other: TestPerson;
  let petrograd: { id: string };
  const search = async (person: TestPerson, text: string) =>
    (await host.request(person, 'GET', `/partners?search=${encodeURIComponent(text)}`))
      .json()
      .partners.map((partner: { name: string }) => partner.name);
  beforeAll(async () => {
    ({ owner: team } = await host.newTeam());
    ({ owner: other } = await host.newTeam('Другая'));
    await createPartner(host, team, { name: 'ООО «Ромашка»', inn: companyInn(1234, '55') });
    await createPartner(host, team, { name: 'АО «Сибирь-55»', inn: companyInn(2345) });
    // «55» inside the INN (770558765…), «ро» inside the name: neither starts a word.
    petrograd = await createPartner(host, team, { name: 'ПАО «Петроград»', inn: companyInn(558_765) });
    await createPartner(host, other, { name: 'ООО «Ромб»', inn: companyInn(4321, '55') });
  });

  test('match the start of the INN or of a word of the name, in Russian order', async () => {
    expect(await search(team, '55')).toEqual(['АО «Сибирь-55»', 'ООО «Ромашка»']);
    expect(await search(team, '5')).toEqual(['АО «Сибирь-55»', 'ООО «Ромашка»']);
    expect(await search(team, '7')).toEqual(['АО «Сибирь-55»', 'ПАО «Петроград»']);
    expect(await search(team, 'РО')).toEqual(['ООО «Ромашка»']);
    expect(await search(team, 'ооо р')).toEqual(['ООО «Ромашка»']);
    expect(await search(team, 'я')).toEqual([]);
  });

  test('three characters or more still match anywhere', async () => {
    expect(await search(team, '0558765')).toEqual(['ПАО «Петроград»']);
    expect(await search(team, 'етр')).toEqual(['ПАО «Петроград»']);
  });

  test('match the start of a contact’s name, phone or e-mail, from the moment it is added until it is removed', async () => {
    const added = await host.request(team, 'POST', `/partners/${petrograd.id}/contacts`, {
      name: 'Борис Ясенев',
      phones: ['+7 912 000-00-00'],
      emails: ['ab@example.ru'],
    });
    expect(added.statusCode).toBe(201);
    expect(await search(team, 'ab')).toEqual(['ПАО «Петроград»']);
    expect(await search(team, 'ЯС')).toEqual(['ПАО «Петроград»']);
    expect(await search(team, '91')).toEqual(['ПАО «Петроград»']);
    await host.request(team, 'DELETE', `/partners/${petrograd.id}/contacts/${added.json().contact.id}`);
    expect(await search(team, 'ab')).toEqual([]);
    expect(await search(team, 'ЯС')).toEqual([]);
  });

  test('find only the caller’s own workspace’s partners', async () => {
    expect(await search(team, 'ро')).toEqual(['ООО «Ромашка»']);
    expect(await search(other, '55')).toEqual(['ООО «Ромб»']);
    expect(await search(other, 'пе')).toEqual([]);
  });
});

describe('the list after changes', () => {
  test('renames, deletions, restores and new partners show at once in the plain list', async () => {
    const { owner: team } = await host.newTeam();
    const names = async () =>
      (await host.request(team, 'GET', '/partners')).json().partners.map((partner: { name: string }) => partner.name);
    const b = await createPartner(host, team, { name: 'Б' });
    await createPartner(host, team, { name: 'В' });
    expect(await names()).toEqual(['Б', 'В']);
    await host.request(team, 'PATCH', `/partners/${b.id}`, { name: 'Г' });
    expect(await names()).toEqual(['В', 'Г']);
    await host.request(team, 'DELETE', `/partners/${b.id}`);
    expect(await names()).toEqual(['В']);
    await host.request(team, 'POST', `/partners/${b.id}/restore`);
    expect(await names()).toEqual(['В', 'Г']);
    await createPartner(host, team, { name: 'А' });
    expect(await names()).toEqual(['А', 'В', 'Г']);
    expect((await host.request(team, 'GET', '/partners?sort=-createdAt')).json().partners[0].name).toBe('А');
  });
});

describe('permissions and isolation', () => {
  let partnerId: string;
  let viewer: TestPerson;
  let member: TestPerson;
  let guest: TestPerson;
  beforeAll(async () => {
    partnerId = (await createPartner(host, owner)).id;
    viewer = await host.join(owner.workspaceId, 'viewer');
    member = await host.join(owner.workspaceId, 'member');
    guest = await host.join(owner.workspaceId, 'guest');
  });

  test('a viewer reads but cannot create or edit; a member edits but cannot delete; a guest sees nothing', async () => {
    expect((await host.request(viewer, 'GET', '/partners')).statusCode).toBe(200);
    expect((await host.request(viewer, 'GET', `/partners/${partnerId}`)).statusCode).toBe(200);
    expect((await host.request(viewer, 'POST', '/partners', partnerBody())).statusCode).toBe(403);
    expect((await host.request(viewer, 'PATCH', `/partners/${partnerId}`, { status: 'paused' })).statusCode).toBe(403);
    expect((await host.request(member, 'PATCH', `/partners/${partnerId}`, { status: 'active' })).statusCode).toBe(200);
    expect((await host.request(member, 'POST', '/partners', partnerBody())).statusCode).toBe(201);
    expect((await host.request(member, 'DELETE', `/partners/${partnerId}`)).statusCode).toBe(403);
    expect((await host.request(member, 'POST', `/partners/${partnerId}/restore`)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/partners'],
      ['GET', `/partners/${partnerId}`],
      ['GET', `/partners/${partnerId}/activity`],
    ] as const) {
      expect((await host.request(guest, method, url)).statusCode).toBe(403);
    }
  });

  test('another workspace’s owner gets 404 for every route on this partner, and does not see it listed', async () => {
    const routes = [
      ['GET', `/partners/${partnerId}`],
      ['GET', `/partners/${partnerId}/activity`],
      ['PATCH', `/partners/${partnerId}`],
      ['DELETE', `/partners/${partnerId}`],
      ['POST', `/partners/${partnerId}/restore`],
    ] as const;
    for (const [method, url] of routes) {
      const response = await host.request(stranger, method, url, method === 'PATCH' ? { name: 'Захват' } : undefined);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    expect((await host.request(stranger, 'GET', '/partners?pageSize=200')).json().partners.map((p: { id: string }) => p.id)).not.toContain(
      partnerId,
    );
    expect((await host.request(owner, 'GET', `/partners/${partnerId}`)).json().partner.name).not.toBe('Захват');
  });

  test('a member of this workspace naming it in X-Workspace-ID of another is refused by the host', async () => {
    const response = await host.request(host.inWorkspace(stranger, owner.workspaceId), 'GET', `/partners/${partnerId}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('importing partners', () => {
  test('imports the valid rows in one go and reports each refused row with its reasons', async () => {
    const { owner: team } = await host.newTeam();
    const existing = await createPartner(host, team, { name: 'ООО «Уже есть»' });
    const good = partnerBody({ name: 'ООО «Новый»' });
    const response = await host.request(
      team,
      'POST',
      '/partners/import',
      {
        partners: [
          good,
          partnerBody({ inn: '7701123452' }),
          partnerBody({ inn: existing.inn }),
          { ...partnerBody(), inn: good.inn },
          partnerBody({ name: 'ИП Ёлкин', type: 'individual', inn: '771234567859', responsibleId: team.userId }),
        ],
      },
      'ru',
    );
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.imported).toBe(2);
    expect(result.rejected).toEqual([
      { index: 1, fields: [{ field: 'inn', code: 'validation.inn.checksum', message: 'Неверный ИНН: не совпадает контрольное число' }] },
      {
        index: 2,
        fields: [{ field: 'inn', code: 'partners.innTaken', message: `Партнер с ИНН ${existing.inn} уже есть: «ООО «Уже есть»»` }],
      },
      {
        index: 3,
        fields: [{ field: 'inn', code: 'partners.innRepeated', message: `ИНН ${good.inn} встречается в загрузке больше одного раза` }],
      },
    ]);
    const names = (await host.request(team, 'GET', '/partners')).json().partners.map((partner: { name: string }) => partner.name);
    expect(names).toEqual(['ИП Ёлкин', 'ООО «Новый»', 'ООО «Уже есть»']);
  });

  test('needs partner.create, and imports only into the caller’s workspace', async () => {
    const viewer = await host.join(owner.workspaceId, 'viewer');
    expect((await host.request(viewer, 'POST', '/partners/import', { partners: [partnerBody()] })).statusCode).toBe(403);
    const body = partnerBody({ name: 'ООО «Импорт чужого»' });
    expect((await host.request(stranger, 'POST', '/partners/import', { partners: [body] })).json().imported).toBe(1);
    expect((await host.request(owner, 'GET', `/partners?search=${encodeURIComponent('Импорт чужого')}`)).json().total).toBe(0);
  });
});
