/**
 * Routes of modules: a module declares its pages (relative to /modules/{id}) through the SDK and its
 * root component renders `<ModuleRoutes moduleId />`; like Backstage's `app/routes`, modules declare
 * data and never build a router of their own.
 */
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { createContext, useContext, type ComponentType } from 'react';
import { addTranslations, i18n, SDK_NAMESPACE, useTranslation } from '../i18n/i18n';
import { $location, matchPath } from '../router/router';
import { MODULE_ROUTE_PREFIX } from './moduleContainer';

export interface ModuleRoute {
  /** Relative to /modules/{moduleId}: 'boards/:id', or '' for the module's root. */
  path: string;
  component: ComponentType;
  title?: string;
}

export interface ModuleRouteMatch {
  route: ModuleRoute;
  params: Record<string, string>;
}

addTranslations(SDK_NAMESPACE, {
  ru: { modules: { pageNotFound: 'Страница модуля не найдена' } },
  en: { modules: { pageNotFound: 'Module page not found' } },
});

const routesAdded = createEvent<{ moduleId: string; routes: readonly ModuleRoute[] }>();
const routesRemoved = createEvent<{ moduleId: string; routes: readonly ModuleRoute[] }>();

/** Every module's routes, in registration order (the first match wins). */
export const $moduleRoutes = createStore<Record<string, readonly ModuleRoute[]>>({})
  .on(routesAdded, (all, { moduleId, routes }) => ({ ...all, [moduleId]: [...(all[moduleId] ?? []), ...routes] }))
  .on(routesRemoved, (all, { moduleId, routes }) => ({
    ...all,
    [moduleId]: (all[moduleId] ?? []).filter((route) => !routes.includes(route)),
  }));

/** Adds a module's routes; the returned cleanup removes exactly these. */
export function registerRoutes(moduleId: string, routes: readonly ModuleRoute[]): () => void {
  const own = [...routes];
  routesAdded({ moduleId, routes: own });
  return () => routesRemoved({ moduleId, routes: own });
}

export function moduleRoutePattern(moduleId: string, path: string): string {
  const relative = path.replace(/^\/+|\/+$/g, '');
  const base = `${MODULE_ROUTE_PREFIX}${moduleId}`;
  return relative ? `${base}/${relative}` : base;
}

export function matchModuleRoute(
  moduleId: string,
  pathname: string,
  routes: readonly ModuleRoute[] = $moduleRoutes.getState()[moduleId] ?? [],
): ModuleRouteMatch | null {
  for (const route of routes) {
    const params = matchPath(moduleRoutePattern(moduleId, route.path), pathname);
    if (params) return { route, params };
  }
  return null;
}

const RouteParamsContext = createContext<Record<string, string>>({});

/** Params of the module route being rendered, e.g. `{ id }` for 'boards/:id'. */
export function useRouteParams<P extends Record<string, string> = Record<string, string>>(): P {
  return useContext(RouteParamsContext) as P;
}

export function ModuleRoutes({ moduleId }: { moduleId: string }) {
  const [location, allRoutes] = useUnit([$location, $moduleRoutes]);
  const { t } = useTranslation(SDK_NAMESPACE, { i18n });
  const match = matchModuleRoute(moduleId, location.pathname, allRoutes[moduleId] ?? []);
  if (!match) return <p className="artel-module-not-found">{t('modules.pageNotFound')}</p>;
  const Page = match.route.component;
  return (
    <RouteParamsContext.Provider value={match.params}>
      <Page key={match.route.path} />
    </RouteParamsContext.Provider>
  );
}
