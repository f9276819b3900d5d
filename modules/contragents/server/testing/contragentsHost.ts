/** The module mounted on a real server for route tests, with helpers to make partners. */
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from '@artel/sdk/server/testing';
import contragents from '..';
import { companyInn } from './requisites';

export type { ModuleTestHost, TestPerson };

export function startHost(): Promise<ModuleTestHost> {
  return createModuleTestHost(contragents);
}

// A random start per test file, so partners of several files on one PostgreSQL never share an INN by chance.
let serial = Math.floor(Math.random() * 9_000_000);

export function partnerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return { type: 'company', name: `ООО «Партнёр ${serial}»`, inn: companyInn(serial % 10_000_000), ...overrides };
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
