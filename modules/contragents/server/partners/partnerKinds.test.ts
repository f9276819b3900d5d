/** The four kinds of partner and the requisites each has, through the real routes and database. */
import { type ModuleTestHost, partnerBody, startHost, type TestPerson } from '../testing/contragentsHost';

let host: ModuleTestHost;
let owner: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  host = await startHost();
  ({ owner } = await host.newTeam());
  ({ owner: stranger } = await host.newTeam('Чужой'));
});
afterAll(() => host.close());

const PERSON_INN = '771234567859';
const OTHER_PERSON_INN = '500100732259';
/** A 15-digit ОГРНИП with its check digit. */
const OGRNIP = '304500100000017';

const post = (body: Record<string, unknown>, locale: 'ru' | 'en' = 'ru') =>
  host.request(owner, 'POST', '/partners', partnerBody(body), locale);
const codes = (response: Awaited<ReturnType<typeof post>>) =>
  response.json().error.details.fields.map((field: { code: string }) => field.code);

describe('a sole trader (ИП)', () => {
  test('has a 12-digit INN and a 15-digit ОГРНИП, and no КПП', async () => {
    const made = await post({ type: 'individual', name: 'ИП Ёлкин', inn: PERSON_INN, ogrn: OGRNIP });
    expect(made.statusCode).toBe(201);
    expect(made.json().partner).toMatchObject({ type: 'individual', inn: PERSON_INN, ogrn: OGRNIP });
    expect(codes(await post({ type: 'individual', inn: OTHER_PERSON_INN, ogrn: '1027700123450' }))).toEqual([
      'validation.ogrn.personLength',
    ]);
  });
});

describe('a self-employed person (самозанятый)', () => {
  test('needs a 12-digit INN and is stored without ОГРНИП', async () => {
    const made = await post({ type: 'ie', name: 'Петров Пётр (самозанятый)', inn: OTHER_PERSON_INN });
    expect(made.statusCode).toBe(201);
    expect(made.json().partner).toMatchObject({ type: 'ie', inn: OTHER_PERSON_INN, ogrn: '' });
    expect(codes(await post({ type: 'ie', inn: '' }))).toEqual(['partners.innRequired']);
    expect(codes(await post({ type: 'ie', inn: '7701123451' }))).toEqual(['validation.inn.personLength']);
  });

  test('an ОГРНИП sent for one is refused with why, in Russian and in English, and nothing is stored', async () => {
    const before = (await host.request(owner, 'GET', '/partners?search=Сидоров')).json().total;
    const ru = await post({ type: 'ie', name: 'Сидоров', inn: '500100732322', ogrn: OGRNIP });
    expect(ru.statusCode).toBe(400);
    expect(ru.json().error.message).toBe('У самозанятого нет ОГРНИП: он не зарегистрирован как предприниматель');
    const en = await post({ type: 'ie', name: 'Сидоров', inn: '500100732322', ogrn: OGRNIP }, 'en');
    expect(en.json().error.message).toBe('A self-employed person has no OGRNIP: they are not registered as an entrepreneur');
    expect((await host.request(owner, 'GET', '/partners?search=Сидоров')).json().total).toBe(before);
  });
});

describe('a private person (физическое лицо)', () => {
  test('may have no INN at all, and several such persons live side by side', async () => {
    const first = await post({ type: 'person', name: 'Иванова Мария Петровна', inn: '' });
    const second = await post({ type: 'person', name: 'Смирнов Олег', inn: '' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().partner).toMatchObject({ type: 'person', inn: '', kpp: '', ogrn: '' });
  });

  test('an INN, when given, has 12 digits and is still one per workspace', async () => {
    expect(codes(await post({ type: 'person', name: 'Козлов', inn: '7701123451' }))).toEqual(['validation.inn.personLength']);
    const made = await post({ type: 'person', name: 'Козлов', inn: '772815223503' });
    expect(made.statusCode).toBe(201);
    const again = await post({ type: 'person', name: 'Козлов-2', inn: '772815223503' });
    expect(again.statusCode).toBe(409);
  });

  test('has no ОГРН, ОГРНИП or КПП', async () => {
    const refused = await post({ type: 'person', name: 'Орлов', inn: '', ogrn: OGRNIP, kpp: '770101001' });
    expect(refused.statusCode).toBe(400);
    expect(codes(refused)).toEqual(['validation.kpp.companyOnly', 'partners.ogrnPerson']);
    expect(refused.json().error.details.fields[1].message).toBe('У физического лица нет ОГРН и ОГРНИП');
  });

  test('turning a sole trader into a private person drops nothing silently: the ОГРНИП must be cleared too', async () => {
    const trader = (await post({ type: 'individual', name: 'ИП Белов', inn: '330500938709', ogrn: OGRNIP })).json().partner;
    const keepingOgrn = await host.request(owner, 'PATCH', `/partners/${trader.id}`, { type: 'person' }, 'ru');
    expect(keepingOgrn.json().error.message).toBe('У физического лица нет ОГРН и ОГРНИП');
    expect((await host.request(owner, 'GET', `/partners/${trader.id}`)).json().partner).toMatchObject({ type: 'individual', ogrn: OGRNIP });
    const changed = await host.request(owner, 'PATCH', `/partners/${trader.id}`, { type: 'person', ogrn: '' });
    expect(changed.json().partner).toMatchObject({ type: 'person', inn: '330500938709' });
  });
});

test('a legal entity still needs a 10-digit INN, and the list of kinds names all four', async () => {
  expect(codes(await post({ type: 'company', inn: PERSON_INN }))).toEqual(['validation.inn.organisationLength']);
  expect(codes(await post({ type: 'company', inn: '' }))).toEqual(['partners.innRequired']);
  expect((await post({ type: 'trust' })).json().error.message).toBe(
    'Выберите вид партнера: юридическое лицо, ИП, самозанятый или физическое лицо',
  );
});

test('a member of another workspace cannot create or read a private person here', async () => {
  const made = (await post({ type: 'person', name: 'Тайная Персона', inn: '' })).json().partner;
  expect((await host.request(stranger, 'GET', `/partners/${made.id}`)).statusCode).toBe(404);
  const elsewhere = await host.app.inject({
    method: 'POST',
    url: '/api/v1/modules/contragents/partners',
    headers: { ...stranger.headers, 'x-workspace-id': owner.workspaceId },
    payload: partnerBody({ type: 'person', name: 'Чужая запись', inn: '' }),
  });
  expect([403, 404]).toContain(elsewhere.statusCode);
});
