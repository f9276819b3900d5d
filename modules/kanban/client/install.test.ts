import { createModuleSdk, tearDownModule } from '@artel/sdk/testing';
import { install } from './index';
import { kanbanSdk } from './kanbanSdk';

const sdk = createModuleSdk('kanban');
/** What kanban has on one of the platform's extension points. */
const kanbansOn = (pointId: string) =>
  sdk.extensions
    .point<{ id?: string; path?: string }>(pointId)
    .$registrations.getState()
    .filter((registration) => registration.owner === 'kanban')
    .map(({ entry }) => entry.id ?? entry.path);

it('offers its pages, calendar item, widgets, card search and «Добавить» entries through its sdk, and takes all of them back', async () => {
  await install(sdk);
  expect(kanbansOn('platform.module-routes')).toEqual(['', 'boards', 'boards/archived', 'boards/:id', 'calendar', 'cards/new']);
  expect(kanbansOn('platform.navigation')).toEqual(['kanban.calendar']);
  expect(kanbansOn('platform.dashboard-widgets')).toEqual(['my-cards', 'board-summary']);
  expect(kanbansOn('platform.search-providers')).toEqual(['cards']);
  expect(kanbansOn('platform.create-actions')).toEqual(['kanban.card', 'kanban.board']);
  expect(kanbanSdk()).toBe(sdk);

  tearDownModule('kanban');
  for (const point of [
    'platform.module-routes',
    'platform.navigation',
    'platform.dashboard-widgets',
    'platform.search-providers',
    'platform.create-actions',
  ]) {
    expect(kanbansOn(point)).toEqual([]);
  }
  expect(() => kanbanSdk()).toThrow('The kanban module is not installed');
});
