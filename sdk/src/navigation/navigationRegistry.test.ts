import { eventBus, PlatformEvents } from '../events/eventBus';
import { i18n, loadLanguage } from '../i18n/i18n';
import type { ModuleDefinition, NavigationItem, NavigationSection } from '../types';
import {
  $navigation,
  CORE_NAVIGATION,
  registerCoreNavigation,
  registerModuleNavigationItem,
  registerNavigationItem,
  removeModuleNavigationItems,
  removeNavigationItem,
  selectNavigationSection,
} from './navigationRegistry';

const item = (overrides: Partial<NavigationItem> = {}): NavigationItem => ({
  id: 'reports',
  path: '/reports',
  title: 'Отчёты',
  icon: 'chart',
  section: 'main',
  ...overrides,
});

const kanban: ModuleDefinition = {
  id: 'kanban',
  name: 'Kanban',
  version: '1.0.0',
  path: '/modules/kanban',
  navigationItem: { id: 'kanban', path: 'boards', title: 'kanban:nav.title', icon: 'th', position: 50 },
};

beforeEach(() => {
  for (const existing of $navigation.getState()) removeNavigationItem(existing.id);
});

describe('navigation registry', () => {
  const skipped = (problem: string) =>
    expect(console.error).toHaveBeenCalledWith(
      `Extension point 'platform.navigation' skipped an entry of 'platform': ${problem}`,
      expect.anything(),
    );

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each(['id', 'path', 'title', 'icon', 'section'] as const)('skips an item without %s and says why', (field) => {
    expect(registerNavigationItem(item({ [field]: '' }))).toBeNull();
    expect($navigation.getState()).toEqual([]);
    skipped('Invalid navigation item: missing required fields');
  });

  it('skips a title that is not text, such as a { ru, en } object from a manifest', () => {
    const title = { ru: 'Доски', en: 'Boards' } as unknown as string;
    expect(registerNavigationItem(item({ title }))).toBeNull();
    skipped('Invalid navigation item: missing required fields');
  });

  it('skips a section outside main, modules, admin, workspace, footer', () => {
    expect(registerNavigationItem(item({ section: 'sidebar' as NavigationSection }))).toBeNull();
    skipped('Invalid section: sidebar');
    for (const section of ['main', 'modules', 'admin', 'workspace', 'footer'] as const) {
      expect(registerNavigationItem(item({ id: section, section }))).not.toBeNull();
    }
    expect($navigation.getState().map((entry) => entry.section)).toEqual(['main', 'modules', 'admin', 'workspace', 'footer']);
  });

  it('keeps items ordered by position, unpositioned ones last, and replaces an item with the same id', () => {
    registerNavigationItem(item({ id: 'late' }));
    registerNavigationItem(item({ id: 'second', position: 20 }));
    registerNavigationItem(item({ id: 'first', position: 10 }));
    expect($navigation.getState().map((entry) => entry.id)).toEqual(['first', 'second', 'late']);

    registerNavigationItem(item({ id: 'late', position: 5, title: 'Новое' }));
    expect($navigation.getState().map((entry) => entry.id)).toEqual(['late', 'first', 'second']);
    expect($navigation.getState()[0]?.title).toBe('Новое');
  });

  it('puts a module item into the modules section with a path under /modules/{id}', () => {
    const registered = registerModuleNavigationItem({ ...kanban, navigationItem: { ...kanban.navigationItem!, section: 'main' } });
    expect(registered).toMatchObject({ section: 'modules', moduleId: 'kanban', path: '/modules/kanban/boards', position: 50 });
    expect($navigation.getState()).toEqual([registered]);
  });

  it('keeps an absolute module path and maps an empty one to the module root', () => {
    const absolute = registerModuleNavigationItem({
      ...kanban,
      id: 'calendar',
      navigationItem: { ...kanban.navigationItem!, id: 'cal', path: '/modules/kanban/calendar' },
    });
    const empty = registerModuleNavigationItem({
      ...kanban,
      id: 'wiki',
      navigationItem: { ...kanban.navigationItem!, id: 'wiki', path: '' },
    });
    expect(absolute?.path).toBe('/modules/kanban/calendar');
    expect(empty?.path).toBe('/modules/wiki');
  });

  it('ignores a module without a navigation item', () => {
    expect(registerModuleNavigationItem({ ...kanban, navigationItem: undefined })).toBeNull();
    expect($navigation.getState()).toEqual([]);
  });

  it('removes one item, or every item of a module', () => {
    registerModuleNavigationItem(kanban);
    registerNavigationItem(item({ id: 'calendar', moduleId: 'kanban', section: 'modules' }));
    registerNavigationItem(item());
    removeModuleNavigationItems('kanban');
    expect($navigation.getState().map((entry) => entry.id)).toEqual(['reports']);
    removeNavigationItem('reports');
    expect($navigation.getState()).toEqual([]);
  });

  it('selects the visible items of one section', () => {
    registerNavigationItem(item({ id: 'a', section: 'admin' }));
    registerNavigationItem(item({ id: 'b', section: 'main' }));
    registerNavigationItem(item({ id: 'c', section: 'admin', hidden: true }));
    expect(selectNavigationSection($navigation.getState(), 'admin').map((entry) => entry.id)).toEqual(['a']);
  });

  it('registers the core navigation of SPEC §2 with titles in both languages', async () => {
    registerCoreNavigation();
    await loadLanguage('en');
    const items = $navigation.getState();
    const main = selectNavigationSection(items, 'main');
    const admin = selectNavigationSection(items, 'admin');
    expect(main.map((entry) => entry.path)).toEqual(['/dashboard', '/profile/legal-entities', '/workspaces', '/marketplace']);
    expect(main.map((entry) => i18n.t(entry.title))).toEqual(['Рабочий стол', 'Организации', 'Рабочие пространства', 'Маркетплейс']);
    expect(admin.map((entry) => [entry.path, i18n.t(entry.title), entry.permissions])).toEqual([
      ['/admin/roles', 'Управление ролями', ['admin.roles']],
      ['/admin/modules', 'Модули', ['admin.modules']],
    ]);
    expect(admin.map((entry) => i18n.t(entry.title, { lng: 'en' }))).toEqual(['Role management', 'Modules']);
    expect(items).toHaveLength(CORE_NAVIGATION.length);
  });

  it('announces every change on the event bus', async () => {
    const heard: unknown[] = [];
    const off = eventBus.on(PlatformEvents.navigationChanged, (event) => {
      heard.push(event.payload);
    });
    registerNavigationItem(item());
    removeNavigationItem('reports');
    removeNavigationItem('reports');
    await Promise.resolve();
    off();
    expect(heard).toEqual([{ items: [item()] }, { items: [] }]);
  });
});
