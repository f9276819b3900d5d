import { createModuleSdk, tearDownModule } from '@artel/sdk/testing';
import { contragentsSdk } from './contragentsSdk';
import { install } from './index';

const sdk = createModuleSdk('contragents');
const contragentsOn = (pointId: string) =>
  sdk.extensions
    .point<{ id?: string; path?: string }>(pointId)
    .$registrations.getState()
    .filter((registration) => registration.owner === 'contragents')
    .map(({ entry }) => entry.id ?? entry.path);

it("offers the partners' pages, the benchmark's sidebar item and the top bar search (partners and documents) through its sdk, and takes them back", async () => {
  await install(sdk);
  expect(contragentsOn('platform.module-routes')).toEqual(['', 'partners', 'partners/:id', 'benchmark', 'invoices', 'acts', 'contracts']);
  expect(contragentsOn('platform.navigation')).toEqual(['contragents.benchmark']);
  expect(contragentsOn('platform.search-providers')).toEqual(['partners', 'documents']);
  expect(contragentsSdk()).toBe(sdk);
  tearDownModule('contragents');
  for (const point of ['platform.module-routes', 'platform.navigation', 'platform.search-providers'])
    expect(contragentsOn(point)).toEqual([]);
  expect(() => contragentsSdk()).toThrow('The contragents module is not installed');
});
