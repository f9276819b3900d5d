import { $navigation } from '../navigation/navigationRegistry';
import { i18n } from '../i18n/i18n';
import { $moduleRoutes } from './moduleRoutes';
import { createModuleSdk } from './moduleSdk';

describe('createModuleSdk', () => {
  const sdk = createModuleSdk('kanban');

  it('scopes API paths, translations and routes to the module', () => {
    expect(sdk.moduleApiPath('/boards/1')).toBe('/modules/kanban/boards/1');
    sdk.addTranslations({ ru: { title: 'Доски' }, en: { title: 'Boards' } });
    expect(i18n.t('kanban:title', { lng: 'en' })).toBe('Boards');
    const cleanup = sdk.registerRoutes([{ path: 'boards', component: () => null }]);
    expect($moduleRoutes.getState().kanban).toHaveLength(1);
    cleanup();
    expect($moduleRoutes.getState().kanban ?? []).toHaveLength(0);
  });

  it('prefixes extra navigation ids with the module id and removes them on cleanup', () => {
    const remove = sdk.registerNavigationItem({ id: 'calendar', path: '/modules/kanban/calendar', title: 'Calendar', icon: 'calendar', section: 'modules' });
    expect($navigation.getState().find((item) => item.id === 'kanban.calendar')).toMatchObject({ moduleId: 'kanban' });
    remove();
    expect($navigation.getState().find((item) => item.id === 'kanban.calendar')).toBeUndefined();
  });
});
