import { matchPath } from '@artel/sdk';
import { HOME_PATH, loginPathFor, safeRedirectTarget } from './authRedirect';

export type ShellPage = 'login' | 'register' | 'dashboard' | 'module' | 'notFound';

export type ShellRouteResolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; page: ShellPage; params: Record<string, string>; guest: boolean };

interface ShellRouteEntry {
  pattern: string;
  page: ShellPage;
  guest?: boolean;
}

/** The shell's own pages; later issues add theirs here. Module pages live under /modules/{id}. */
const SHELL_ROUTES: ShellRouteEntry[] = [
  { pattern: '/auth/login', page: 'login', guest: true },
  { pattern: '/auth/register', page: 'register', guest: true },
  { pattern: '/dashboard', page: 'dashboard' },
];

const MODULE_PATH = /^\/modules\/([a-z0-9.-]+)(?:\/.*)?$/;

/** Pure decision of what a path shows for a signed-in or guest visitor (SPEC §2 routes and guards). */
export function resolveShellRoute(pathname: string, search: string, isAuthenticated: boolean): ShellRouteResolution {
  if (pathname === '/' || pathname === '') {
    return isAuthenticated ? { kind: 'redirect', to: HOME_PATH } : { kind: 'redirect', to: loginPathFor('/') };
  }
  for (const route of SHELL_ROUTES) {
    const params = matchPath(route.pattern, pathname);
    if (!params) continue;
    if (route.guest) {
      if (isAuthenticated) {
        return { kind: 'redirect', to: safeRedirectTarget(new URLSearchParams(search).get('redirect')) };
      }
      return { kind: 'page', page: route.page, params, guest: true };
    }
    if (!isAuthenticated) return { kind: 'redirect', to: loginPathFor(pathname, search) };
    return { kind: 'page', page: route.page, params, guest: false };
  }
  if (!isAuthenticated) return { kind: 'redirect', to: loginPathFor(pathname, search) };
  const moduleMatch = MODULE_PATH.exec(pathname);
  if (moduleMatch?.[1]) return { kind: 'page', page: 'module', params: { moduleId: moduleMatch[1] }, guest: false };
  return { kind: 'page', page: 'notFound', params: {}, guest: false };
}
