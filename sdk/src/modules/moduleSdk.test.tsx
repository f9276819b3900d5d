import { act, render, screen } from '@testing-library/react';
import { api } from '../api/apiClient';
import { removeOwnerEverywhere } from '../extensions/extensionPoint';
import { $searchProviders } from '../extensions/searchProviders';
import { i18n } from '../i18n/i18n';
import { moduleListLoaded } from './marketplace/moduleConfigs';
import { $navigation } from '../navigation/navigationRegistry';
import { deliveryTransportChanged, workspaceEventReceived } from '../notifications/notificationsModel';
import type { InstalledModule } from '../types';
import { $widgets } from '../widgets/widgetRegistry';
import { $moduleRoutes } from './moduleRoutes';
import { createModuleSdk } from './moduleSdk';

const installed = (moduleId: string, config: Record<string, unknown>) => ({ moduleId, config }) as InstalledModule;

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
    const remove = sdk.registerNavigationItem({
      id: 'calendar',
      path: '/modules/kanban/calendar',
      title: 'Calendar',
      icon: 'calendar',
      section: 'modules',
    });
    expect($navigation.getState().find((item) => item.id === 'kanban.calendar')).toMatchObject({ moduleId: 'kanban' });
    remove();
    expect($navigation.getState().find((item) => item.id === 'kanban.calendar')).toBeUndefined();
  });

  it('titles a translated navigation item in the current language and follows a change of language', async () => {
    sdk.addTranslations({ ru: { 'nav.calendar': 'Календарь' }, en: { 'nav.calendar': 'Calendar' } });
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
    const remove = sdk.registerTranslatedNavigationItem({
      id: 'calendar',
      path: '/modules/kanban/calendar',
      titleKey: 'nav.calendar',
      icon: 'calendar',
      section: 'modules',
    });
    const calendarTitle = () => $navigation.getState().find((item) => item.id === 'kanban.calendar')?.title;
    expect(calendarTitle()).toBe('Календарь');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(calendarTitle()).toBe('Calendar');
    remove();
    expect(calendarTitle()).toBeUndefined();
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
  });

  it("gives the module an API client under its own path, and the platform's beside it", async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ boards: [] });
    await sdk.api.get('boards', { cache: false });
    await sdk.platformApi.get('/workspaces');
    expect(get.mock.calls).toEqual([
      ['/modules/kanban/boards', { cache: false }],
      ['/workspaces', undefined],
    ]);
    get.mockRestore();
  });

  it("reads the module's own config, live, and nothing of another module's", () => {
    function Limit() {
      return <p>{String(sdk.config.use().maxCardsPerColumn ?? 'none')}</p>;
    }
    render(<Limit />);
    expect(screen.getByText('none')).toBeInTheDocument();
    act(() => moduleListLoaded([installed('kanban', { maxCardsPerColumn: 100 }), installed('wiki', { maxRevisions: 50 })]));
    expect(screen.getByText('100')).toBeInTheDocument();
    expect(sdk.config.get()).toEqual({ maxCardsPerColumn: 100 });
    act(() => moduleListLoaded([installed('kanban', { maxCardsPerColumn: 20 })]));
    expect(screen.getByText('20')).toBeInTheDocument();
  });

  it("passes on the module's own live events by default, others' when asked, and says when the socket is up", () => {
    const own: string[] = [];
    const wiki: string[] = [];
    const stopOwn = sdk.realtime.subscribe((event) => own.push(event.kind));
    const stopWiki = sdk.realtime.subscribe((event) => wiki.push(event.kind), { kind: 'wiki.' });
    for (const kind of ['kanban.card.moved', 'wiki.page.saved', 'kanbanish.thing']) {
      workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w1', event: { kind } });
    }
    stopOwn();
    stopWiki();
    expect(own).toEqual(['kanban.card.moved']);
    expect(wiki).toEqual(['wiki.page.saved']);
    deliveryTransportChanged('websocket');
    expect(sdk.realtime.$connected.getState()).toBe(true);
  });

  it('registers widgets, search providers and entries of points other modules define, all gone with the module', () => {
    const Widget = () => null;
    sdk.widgets.register({ id: 'my-cards', title: 'My cards', component: Widget });
    sdk.search.registerProvider({ id: 'cards', title: 'Cards', search: async () => [] });
    const telegram = createModuleSdk('telegram');
    telegram.extensions.register('kanban.card-actions', { id: 'send', title: 'Send to Telegram' });
    const actions = sdk.extensions.define<{ id: string; title: string }>('card-actions', {
      validate: (action) => (action.title ? null : 'no title'),
    });
    expect(actions.id).toBe('kanban.card-actions');
    expect(actions.$registrations.getState()).toEqual([{ owner: 'telegram', entry: { id: 'send', title: 'Send to Telegram' } }]);
    expect($widgets.getState().map((widget) => widget.key)).toEqual(['kanban.my-cards']);
    expect($searchProviders.getState().map((provider) => provider.key)).toEqual(['kanban.cards']);

    removeOwnerEverywhere('kanban');
    removeOwnerEverywhere('telegram');
    expect($widgets.getState()).toEqual([]);
    expect($searchProviders.getState()).toEqual([]);
    expect(sdk.extensions.point('kanban.card-actions').$entries.getState()).toEqual([]);
  });
});
