import { resolveShellRoute } from './resolveShellRoute';
import type { ShellRoute } from './shellRoute';

const Page = () => null;
const login: ShellRoute = { pattern: '/auth/login', component: Page, guest: true, bare: true };
const register: ShellRoute = { pattern: '/auth/register', component: Page, guest: true, bare: true };
const dashboard: ShellRoute = { pattern: '/dashboard', component: Page };
const workspace: ShellRoute = { pattern: '/workspaces/:id', component: Page };
const routes = [login, register, dashboard, workspace];

describe('resolveShellRoute', () => {
  it('sends / to the dashboard when signed in and to login otherwise', () => {
    expect(resolveShellRoute(routes, '/', '', true)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveShellRoute(routes, '/', '', false)).toEqual({ kind: 'redirect', to: '/auth/login?redirect=/dashboard' });
  });

  it('sends a guest on a guarded path to login with the wanted path and query', () => {
    expect(resolveShellRoute(routes, '/modules/kanban/boards', '?q=1', false)).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fmodules%2Fkanban%2Fboards%3Fq%3D1',
    });
    expect(resolveShellRoute(routes, '/workspaces/7', '', false)).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fworkspaces%2F7',
    });
    expect(resolveShellRoute(routes, '/no/such/page', '', false)).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fno%2Fsuch%2Fpage',
    });
  });

  it('keeps login and register for guests only', () => {
    expect(resolveShellRoute(routes, '/auth/login', '', false)).toMatchObject({ kind: 'page', route: login });
    expect(resolveShellRoute(routes, '/auth/register', '', false)).toMatchObject({ kind: 'page', route: register });
    expect(resolveShellRoute(routes, '/auth/login', '', true)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveShellRoute(routes, '/auth/register', '?redirect=%2Fprofile', true)).toEqual({
      kind: 'redirect',
      to: '/profile',
    });
  });

  it('never redirects off the site after sign-in', () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      expect(resolveShellRoute(routes, '/auth/login', `?redirect=${encodeURIComponent(target)}`, true)).toEqual({
        kind: 'redirect',
        to: '/dashboard',
      });
    }
  });

  it('gives pages their params, modules their outlet and anything else not-found', () => {
    expect(resolveShellRoute(routes, '/workspaces/42', '', true)).toEqual({
      kind: 'page',
      route: workspace,
      params: { id: '42' },
    });
    expect(resolveShellRoute(routes, '/modules/kanban/boards/42', '', true)).toEqual({
      kind: 'module',
      moduleId: 'kanban',
    });
    expect(resolveShellRoute(routes, '/modules/wiki', '', true)).toEqual({ kind: 'module', moduleId: 'wiki' });
    expect(resolveShellRoute(routes, '/nowhere', '', true)).toEqual({ kind: 'notFound' });
  });
});
