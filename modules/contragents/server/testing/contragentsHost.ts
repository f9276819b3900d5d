/** The module mounted on a real server for route tests, with helpers to make partners. */
import type { ModuleServices } from '@artel/sdk/server';
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from '@artel/sdk/server/testing';
import contragents from '..';
import { companyInn } from './requisites';

export type { ModuleTestHost, TestPerson };

export function startHost(): Promise<ModuleTestHost> {
  return createModuleTestHost(contragents);
}

/** The module on a test server, and the services the platform gave it: a job is then called as the scheduler calls it. */
export async function startHostWithServices(): Promise<{ host: ModuleTestHost; services: ModuleServices }> {
  let services: ModuleServices | undefined;
  const host = await createModuleTestHost({
    ...contragents,
    register(given) {
      services = given;
      return contragents.register(given);
    },
  });
  return { host, services: services! };
}

// A random start per test file, so partners of several files on one PostgreSQL never share an INN by chance.
let serial = Math.floor(Math.random() * 9_000_000);

export function partnerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return { type: 'company', name: `ООО «Партнер ${serial}»`, inn: companyInn(serial % 10_000_000), ...overrides };
}

export async function createPartner(host: ModuleTestHost, person: TestPerson, overrides: Record<string, unknown> = {}) {
  const response = await host.request(person, 'POST', '/partners', partnerBody(overrides));
  if (response.statusCode !== 201) throw new Error(`creating a partner answered ${response.statusCode}: ${response.body}`);
  return response.json().partner as { id: string; name: string; inn: string };
}

/** Sets the module's config in the person's workspace through the marketplace, as an owner would. */
export async function configure(host: ModuleTestHost, owner: TestPerson, config: Record<string, unknown>): Promise<void> {
  const response = await host.app.inject({
    method: 'PUT',
    url: '/api/v1/marketplace/modules/contragents/config',
    headers: owner.headers,
    payload: { workspaceId: owner.workspaceId, config },
  });
  if (response.statusCode !== 200) throw new Error(`configuring the module answered ${response.statusCode}: ${response.body}`);
}

/**
 * A team whose workspace belongs to a legal entity with a bank account (the seller of its documents), and a
 * partner to sell to. The seller's INN is new on every call: INNs are unique across the platform.
 */
export async function sellingTeam(host: ModuleTestHost, config: Record<string, unknown> = {}) {
  const { owner: founder } = await host.newTeam('Иванов Иван');
  serial += 1;
  const entity = await host.app.inject({
    method: 'POST',
    url: '/api/v1/profile/legal-entities',
    headers: founder.headers,
    payload: {
      name: 'ООО «Ромашка»',
      type: 'company',
      taxId: companyInn((serial * 7) % 10_000_000),
      kpp: '770101001',
      address: '101000, г. Москва, ул. Мясницкая, д. 10',
      bankName: 'ПАО СБЕРБАНК г. Москва',
      bik: '044525225',
      corrAccount: '30101810400000000225',
      bankAccount: '40702810938000012345',
    },
  });
  if (entity.statusCode !== 201) throw new Error(`creating the legal entity answered ${entity.statusCode}: ${entity.body}`);
  const workspace = await host.app.inject({
    method: 'POST',
    url: '/api/v1/workspaces',
    headers: founder.headers,
    payload: { name: 'Отдел продаж', legalEntityId: entity.json().id },
  });
  if (workspace.statusCode !== 201) throw new Error(`creating the workspace answered ${workspace.statusCode}: ${workspace.body}`);
  const owner = host.personFor(founder.userId, workspace.json().id, founder.name);
  if (Object.keys(config).length > 0) await configure(host, owner, config);
  const partner = await createPartner(host, owner, {
    name: 'АО «Вектор»',
    kpp: '500301001',
    legalAddress: '142700, г. Видное, Белокаменное ш., д. 1',
  });
  return { owner, legalEntityId: entity.json().id as string, partner };
}

export const invoiceBody = (partnerId: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'invoice',
  partnerId,
  date: '2026-12-01',
  lines: [
    { name: 'Разработка модуля учёта контрагентов', quantity: '1', unit: 'усл.', price: '150000' },
    { name: 'Сопровождение, часы', quantity: '12.5', unit: 'ч', price: '3200' },
  ],
  basis: 'Договор № 5/2026 от 01.11.2026',
  ...overrides,
});
