/**
 * Routes of modules: a module declares its pages (relative to /modules/{id}) through the SDK and its
 * root component renders `<ModuleRoutes moduleId />`; like Backstage's `app/routes`, modules declare
 * data and never build a router of their own.
 */
import { useUnit } from 'effector-react';
import { createContext, useContext, type ComponentType } from 'react';
import { defineExtensionPoint } from '../extensions/extensionPoint';
import { i18n, SDK_NAMESPACE, useTranslation } from '../i18n/i18n';
import { $location, matchPath } from '../router/router';
import { LazyComponentSlot } from './lazyComponent';
import { MODULE_ROUTE_PREFIX } from './moduleContainer';
import { NoAccessPage } from './NoAccessPage';
import { type RouteAccessRule, useRouteAccess } from './routeAccess';

export interface ModuleRoute {
  /** Relative to /modules/{moduleId}: 'boards/:id', or '' for the module's root. */
  path: string;
  component: ComponentType;
  title?: string;
  /**
   * Who may open the page, for pages that edit or configure: others get «Нет доступа» instead of a form the
   * server would refuse to save. Use the same rule with `useCanOpen` to hide the links that lead here.
   */
  canOpen?: RouteAccessRule;
}

export interface ModuleRouteMatch {
  route: ModuleRoute;
  params: Record<string, string>;
}

export const routePoint = defineExtensionPoint<ModuleRoute>({
  id: 'platform.module-routes',
  validate: (route) =>
    typeof route.path !== 'string' || (typeof route.component !== 'function' && typeof route.component !== 'object')
      ? 'Invalid route: a path and a component are required'
      : route.canOpen !== undefined && typeof route.canOpen !== 'function'
        ? 'Invalid route: canOpen must be a function'
        : null,
});

/** Every module's routes, in registration order (the first match wins). */
export const $moduleRoutes = routePoint.$registrations.map((registrations) => {
  const byModule: Record<string, ModuleRoute[]> = {};
  for (const { owner, entry } of registrations) (byModule[owner] ??= []).push(entry);
  return byModule as Record<string, readonly ModuleRoute[]>;
});

/** Adds a module's routes; the returned cleanup removes exactly these. */
export function registerRoutes(moduleId: string, routes: readonly ModuleRoute[]): () => void {
  const cleanups = routes.map((route) => routePoint.register(moduleId, route));
  return () => cleanups.forEach((cleanup) => cleanup());
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
  const access = useRouteAccess(match?.route.canOpen);
  if (!match) return <p className="artel-module-not-found">{t('modules.pageNotFound')}</p>;
  const Page = match.route.component;
  const loading = (
    <p className="artel-module-page-loading" role="status" aria-busy="true">
      {t('modules.pageLoading')}
    </p>
  );
  if (access === 'pending') return loading;
  if (access === 'denied') return <NoAccessPage homePath={moduleRoutePattern(moduleId, '')} />;
  return (
    <RouteParamsContext.Provider value={match.params}>
      {/* A page declared with lazyComponent arrives as a chunk of its own the first time it is opened. */}
      <LazyComponentSlot component={Page} fallback={loading}>
        <Page key={match.route.path} />
      </LazyComponentSlot>
    </RouteParamsContext.Provider>
  );
}
