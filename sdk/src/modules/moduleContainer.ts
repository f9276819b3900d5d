/**
 * One stable DOM element per module for single-spa to mount into. It lives detached until the shell
 * puts it into its content area, so a module keeps its DOM while the shell re-renders around it.
 */
const containers = new Map<string, HTMLElement>();

export const MODULE_ROUTE_PREFIX = '/modules/';

export function getModuleContainer(moduleId: string): HTMLElement {
  let container = containers.get(moduleId);
  if (!container) {
    container = document.createElement('div');
    container.dataset.moduleContainer = moduleId;
    container.className = 'artel-module-container';
    containers.set(moduleId, container);
  }
  return container;
}

/** Takes the module's element out of the page and forgets it (after the module is unmounted). */
export function releaseModuleContainer(moduleId: string): void {
  containers.get(moduleId)?.remove();
  containers.delete(moduleId);
}

/** The module a URL belongs to: '/modules/kanban/boards/1' -> 'kanban'; null outside /modules/. */
export function moduleIdFromPath(pathname: string): string | null {
  if (!pathname.startsWith(MODULE_ROUTE_PREFIX)) return null;
  const id = pathname.slice(MODULE_ROUTE_PREFIX.length).split('/')[0];
  return id ? id : null;
}
