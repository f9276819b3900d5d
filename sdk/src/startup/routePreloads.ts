/** The requests a module's definition names for the page at a pathname (see ModuleRoutePreload). */
import { matchPath } from '../router/router';
import type { ModuleDefinition } from '../types';

const PARAM = /:([A-Za-z0-9_]+)/g;

export function routePreloadRequests(definition: ModuleDefinition, pathname: string): string[] {
  const base = definition.path.replace(/\/+$/, '');
  if (!pathname.startsWith(`${base}/`)) return [];
  const page = pathname.slice(base.length);
  return (definition.preloads ?? []).flatMap(({ route, requests }) => {
    const params = matchPath(`/${route}`, page);
    if (!params) return [];
    return requests.flatMap((request) => {
      let usable = true;
      const filled = request.replace(PARAM, (_, name: string) => {
        const value = params[name];
        // A dot segment would climb out of the module's API once the browser resolves it.
        if (value === undefined || value === '.' || value === '..') usable = false;
        return encodeURIComponent(value ?? '');
      });
      return usable ? [`/modules/${definition.id}/${filled}`] : [];
    });
  });
}
