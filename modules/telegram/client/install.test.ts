import { createModuleSdk, tearDownModule } from '@artel/sdk/testing';
import { install } from './index';
import { telegramSdk } from './telegramSdk';

const sdk = createModuleSdk('telegram');
const telegramsOn = (pointId: string) =>
  sdk.extensions
    .point<{ path?: string }>(pointId)
    .$registrations.getState()
    .filter((registration) => registration.owner === 'telegram')
    .map(({ entry }) => entry.path);

it("offers the messaging app's pages through its sdk, and takes them back", async () => {
  await install(sdk);
  expect(telegramsOn('platform.module-routes')).toEqual(['', 'telegram', 'auth', 'board-links', 'settings']);
  expect(telegramSdk()).toBe(sdk);
  tearDownModule('telegram');
  expect(telegramsOn('platform.module-routes')).toEqual([]);
  expect(() => telegramSdk()).toThrow('The telegram module is not installed');
});
