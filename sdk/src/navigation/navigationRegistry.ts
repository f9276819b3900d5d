/**
 * The navigation the shell draws (sidebar, mobile bar). Modules and the shell only declare items here;
 * they never touch the shell's components (SPEC §2 'Shell links and navigation', §5 'Navigation item').
 *
 * `NavigationItem.title` may be an i18n key with its namespace, 'ns:key' (the core items use
 * 'sdk:nav.…', a module its own namespace); the shell passes every title through `i18n.t`, and a plain
 * text that is no key is shown as it is.
 */
import { eventBus, PlatformEvents } from '../events/eventBus';
import { defineExtensionPoint } from '../extensions/extensionPoint';
import type { ModuleDefinition, NavigationItem, NavigationSection } from '../types';

export const NAVIGATION_SECTIONS: readonly NavigationSection[] = ['main', 'modules', 'admin', 'workspace', 'footer'];

const REQUIRED_FIELDS = ['id', 'path', 'title', 'icon', 'section'] as const;
/** Owner of the shell's own items. */
const PLATFORM_OWNER = 'platform';

function problemOf(item: NavigationItem): string | null {
  // Manifests arrive as JSON: a title given as { ru, en } is as unusable as a missing one.
  if (REQUIRED_FIELDS.some((field) => typeof item[field] !== 'string' || !item[field])) {
    return 'Invalid navigation item: missing required fields';
  }
  if (!NAVIGATION_SECTIONS.includes(item.section)) return `Invalid section: ${item.section}`;
  return null;
}

/** Items are ordered by position; items without one come last, in registration order. */
export const navigationPoint = defineExtensionPoint<NavigationItem>({
  id: 'platform.navigation',
  validate: problemOf,
  key: (item) => item.id,
  compare: (a, b) => (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY),
});

/** Every registered item, in order. */
export const $navigation = navigationPoint.$entries;

$navigation.updates.watch((items) => {
  eventBus.emit(PlatformEvents.navigationChanged, { items });
});

/** Adds an item, or replaces the one with the same id; a bad item is logged and skipped (null). */
export function registerNavigationItem(item: NavigationItem): NavigationItem | null {
  navigationPoint.register(item.moduleId ?? PLATFORM_OWNER, item);
  return problemOf(item) === null ? item : null;
}

/** '' -> /modules/{id}; 'boards' -> /modules/{id}/boards; '/anything' stays as it is. */
export function moduleNavigationPath(moduleId: string, path: string): string {
  if (path.startsWith('/')) return path;
  const relative = path.replace(/^\.?\/*/, '');
  return relative ? `/modules/${moduleId}/${relative}` : `/modules/${moduleId}`;
}

/** Registers a module's own item in the 'modules' section; returns null for a module without one. */
export function registerModuleNavigationItem(definition: ModuleDefinition): NavigationItem | null {
  const declared = definition.navigationItem;
  if (!declared) return null;
  return registerNavigationItem({
    ...declared,
    section: 'modules',
    moduleId: definition.id,
    path: moduleNavigationPath(definition.id, declared.path ?? ''),
  });
}

export function removeNavigationItem(id: string): void {
  navigationPoint.removeWhere(({ entry }) => entry.id === id);
}

export function removeModuleNavigationItems(moduleId: string): void {
  navigationPoint.removeWhere(({ owner, entry }) => owner === moduleId || entry.moduleId === moduleId);
}

/** The visible items of one section, in order. */
export function selectNavigationSection(items: readonly NavigationItem[], section: NavigationSection): NavigationItem[] {
  return items.filter((item) => item.section === section && !item.hidden);
}

/** SPEC §2: main navigation Dashboard, Organisations, Workspace, Marketplace; admin Role management, Modules. */
export const CORE_NAVIGATION: readonly NavigationItem[] = [
  { id: 'dashboard', path: '/dashboard', title: 'sdk:nav.dashboard', icon: 'dashboard', section: 'main', position: 10 },
  { id: 'organisations', path: '/profile/legal-entities', title: 'sdk:nav.organisations', icon: 'office', section: 'main', position: 20 },
  { id: 'workspaces', path: '/workspaces', title: 'sdk:nav.workspaces', icon: 'layers', section: 'main', position: 30 },
  { id: 'marketplace', path: '/marketplace', title: 'sdk:nav.marketplace', icon: 'shop', section: 'main', position: 40 },
  {
    id: 'admin-roles',
    path: '/admin/roles',
    title: 'sdk:nav.roles',
    icon: 'people',
    section: 'admin',
    position: 10,
    permissions: ['admin.roles'],
  },
  {
    id: 'admin-modules',
    path: '/admin/modules',
    title: 'sdk:nav.modules',
    icon: 'cube',
    section: 'admin',
    position: 20,
    permissions: ['admin.modules'],
  },
];

export function registerCoreNavigation(): void {
  for (const item of CORE_NAVIGATION) registerNavigationItem(item);
}
