import { pdfText } from '../../testing/pdfText';
import { type ModuleTestHost, sellingTeam, startHost, type TestPerson } from '../../testing/contragentsHost';

let host: ModuleTestHost;
let owner: TestPerson;
let partnerId: string;

const CUSTOM =
  '{seller} и {buyer} заключили Договор:\n# Предмет\n{subject}\n# Особые условия\nРаботы ведутся в офисе Заказчика.\n# Реквизиты и подписи сторон\n{requisites}';

const contractBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'contract',
  partnerId,
  date: '2026-11-01',
  subject: 'Исполнитель оказывает услуги по сопровождению программ, Заказчик принимает и оплачивает их.',
  lines: [],
  ...overrides,
});

async function contractText(person: TestPerson, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await host.request(person, 'POST', '/documents', contractBody(overrides));
  expect(created.statusCode).toBe(201);
  const pdf = await host.request(person, 'GET', `/documents/${created.json().document.id}/pdf`);
  return pdfText(pdf.rawPayload);
}

beforeAll(async () => {
  host = await startHost();
  ({
    owner,
    partner: { id: partnerId },
  } = await sellingTeam(host, {
    sellerHeadName: 'Иванов Иван Иванович',
    sellerHeadPosition: 'Генеральный директор',
    sellerHeadBasis: 'доверенности № 3 от 01.10.2026',
  }));
});
afterAll(() => host.close());

describe('the contract template of a workspace', () => {
  test('starts as the default with its nine sections and lists the placeholders it may use', async () => {
    const response = await host.request(owner, 'GET', '/settings/contract-template');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isDefault: true,
      placeholders: expect.arrayContaining(['seller', 'buyer', 'price', 'requisites']),
    });
    expect(response.json().template).toContain('# Форс-мажор');
  });

  test('the seller’s configured signer and the contract’s counterparty signer appear in the preamble and signatures', async () => {
    const text = await contractText(owner, { buyerSigner: { position: 'Директор', name: 'Сидоров Пётр Юрьевич', basis: 'Устава' } });
    expect(text).toContain(
      'в лице генерального директора Иванова Ивана Ивановича, действующего на основании доверенности № 3 от 01.10.2026, с одной стороны, и АО «Вектор», именуемое в дальнейшем «Заказчик», в лице директора Сидорова Петра Юрьевича, действующего на основании Устава',
    );
    expect(text).toContain('Иванов И. И.');
    expect(text).toContain('Сидоров П. Ю.');
  });

  test('an invoice and an act made under the contract keep its counterparty signer', async () => {
    const contract = (
      await host.request(owner, 'POST', '/documents', contractBody({ buyerSigner: { position: 'Директор', name: 'Сидоров Пётр Юрьевич' } }))
    ).json().document;
    const invoice = (
      await host.request(owner, 'POST', `/documents/${contract.id}/invoice`, {
        lines: [{ name: 'Услуга', quantity: '1', unit: 'усл.', price: '100' }],
      })
    ).json().document;
    expect(invoice.buyer.signatory).toEqual({ position: 'Директор', name: 'Сидоров Пётр Юрьевич' });
    await host.request(owner, 'POST', `/documents/${invoice.id}/state`, { state: 'issued' });
    const act = await host.request(owner, 'POST', `/documents/${invoice.id}/act`, {});
    expect(act.json().document.buyer.signatory).toEqual({ position: 'Директор', name: 'Сидоров Пётр Юрьевич' });
    const text = await pdfText((await host.request(owner, 'GET', `/documents/${act.json().document.id}/pdf`)).rawPayload);
    expect(text).toContain('ЗАКАЗЧИК Директор АО «Вектор» Сидоров П. Ю.');
  });

  test('a counterparty signer without a name is refused and makes no contract', async () => {
    const before = (await host.request(owner, 'GET', '/documents?kind=contract')).json().total;
    const response = await host.request(
      owner,
      'POST',
      '/documents',
      contractBody({ buyerSigner: { position: 'Директор', name: ' ' } }),
      'ru',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Укажите ФИО подписанта');
    expect((await host.request(owner, 'GET', '/documents?kind=contract')).json().total).toBe(before);
  });

  test('an owner saves a template of their own; contracts follow it; resetting brings the default back', async () => {
    const saved = await host.request(owner, 'PUT', '/settings/contract-template', { template: CUSTOM });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ isDefault: false, template: CUSTOM });
    const text = await contractText(owner);
    expect(text).toContain('2. Особые условия 2.1. Работы ведутся в офисе Заказчика. 3. Реквизиты и подписи сторон');
    expect(text).not.toContain('Форс-мажор');
    const reset = await host.request(owner, 'DELETE', '/settings/contract-template');
    expect(reset.json().isDefault).toBe(true);
    expect(await contractText(owner)).toContain('6. Форс-мажор');
  });

  test('a template with a misspelt placeholder or without the signatures is refused in the caller’s language and changes nothing', async () => {
    const misspelt = await host.request(
      owner,
      'PUT',
      '/settings/contract-template',
      { template: CUSTOM.replace('{subject}', '{subjekt}') },
      'ru',
    );
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().error.message).toBe('В шаблоне договора неизвестная подстановка {subjekt}');
    const unsigned = await host.request(owner, 'PUT', '/settings/contract-template', { template: '{seller} {buyer}' }, 'en');
    expect(unsigned.json().error.message).toBe('The contract template lacks the required placeholder {requisites}');
    expect((await host.request(owner, 'GET', '/settings/contract-template')).json().isDefault).toBe(true);
  });

  test('members and viewers read it but only owners and admins change it; another workspace is refused', async () => {
    const member = await host.join(owner.workspaceId, 'member');
    const viewer = await host.join(owner.workspaceId, 'viewer');
    const admin = await host.join(owner.workspaceId, 'admin');
    for (const person of [member, viewer]) {
      expect((await host.request(person, 'GET', '/settings/contract-template')).statusCode).toBe(200);
      expect((await host.request(person, 'PUT', '/settings/contract-template', { template: CUSTOM })).statusCode).toBe(403);
      expect((await host.request(person, 'DELETE', '/settings/contract-template')).statusCode).toBe(403);
    }
    expect((await host.request(admin, 'PUT', '/settings/contract-template', { template: CUSTOM })).statusCode).toBe(200);
    await host.request(admin, 'DELETE', '/settings/contract-template');

    const { owner: stranger } = await sellingTeam(host);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const foreign = await host.app.inject({
        method,
        url: '/api/v1/modules/contragents/settings/contract-template',
        headers: { ...stranger.headers, 'x-workspace-id': owner.workspaceId },
        ...(method === 'PUT' ? { payload: { template: CUSTOM } } : {}),
      });
      expect([403, 404]).toContain(foreign.statusCode);
    }
    expect((await host.request(owner, 'GET', '/settings/contract-template')).json().isDefault).toBe(true);
  });
});
