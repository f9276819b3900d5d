import { matchPath } from '@artel/sdk/host';
import { GUEST_ROOT_REDIRECT, HOME_PATH, loginPathFor, safeRedirectTarget } from './authRedirect';
import type { ShellRoute } from './shellRoute';

export type ShellRouteResolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; route: ShellRoute; params: Record<string, string> }
  | { kind: 'module'; moduleId: string }
  | { kind: 'notFound' };

const MODULE_PATH = /^\/modules\/([a-z0-9.-]+)(?:\/.*)?$/;

/** Pure decision of what a path shows for a signed-in or guest visitor (SPEC §2 routes and guards). */
export function resolveShellRoute(
  routes: readonly ShellRoute[],
  pathname: string,
  search: string,
  isAuthenticated: boolean,
): ShellRouteResolution {
  if (pathname === '/' || pathname === '') {
    return { kind: 'redirect', to: isAuthenticated ? HOME_PATH : GUEST_ROOT_REDIRECT };
  }
  for (const route of routes) {
    const params = matchPath(route.pattern, pathname);
    if (!params) continue;
    if (route.guest) {
      if (isAuthenticated) {
        return { kind: 'redirect', to: safeRedirectTarget(new URLSearchParams(search).get('redirect')) };
      }
      return { kind: 'page', route, params };
    }
    if (!isAuthenticated) return { kind: 'redirect', to: loginPathFor(pathname, search) };
    return { kind: 'page', route, params };
  }
  if (!isAuthenticated) return { kind: 'redirect', to: loginPathFor(pathname, search) };
  const moduleMatch = MODULE_PATH.exec(pathname);
  if (moduleMatch?.[1]) return { kind: 'module', moduleId: moduleMatch[1] };
  return { kind: 'notFound' };
}
