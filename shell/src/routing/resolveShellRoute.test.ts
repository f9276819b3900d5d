import { resolveShellRoute } from './resolveShellRoute';

describe('resolveShellRoute', () => {
  it('sends / to the dashboard when signed in and to login otherwise', () => {
    expect(resolveShellRoute('/', '', true)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveShellRoute('/', '', false)).toEqual({ kind: 'redirect', to: '/auth/login' });
  });

  it('sends a guest on a guarded path to login with the wanted path and query', () => {
    expect(resolveShellRoute('/modules/kanban/boards', '?q=1', false)).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fmodules%2Fkanban%2Fboards%3Fq%3D1',
    });
    expect(resolveShellRoute('/no/such/page', '', false)).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fno%2Fsuch%2Fpage',
    });
  });

  it('keeps login and register for guests only', () => {
    expect(resolveShellRoute('/auth/login', '', false)).toMatchObject({ kind: 'page', page: 'login' });
    expect(resolveShellRoute('/auth/register', '', false)).toMatchObject({ kind: 'page', page: 'register' });
    expect(resolveShellRoute('/auth/login', '', true)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveShellRoute('/auth/register', '?redirect=%2Fprofile', true)).toEqual({
      kind: 'redirect',
      to: '/profile',
    });
  });

  it('never redirects off the site after sign-in', () => {
    expect(resolveShellRoute('/auth/login', '?redirect=https://evil.example', true)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(resolveShellRoute('/auth/login', '?redirect=//evil.example', true)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('routes /modules/{id}/... to the module outlet and anything unknown to not-found', () => {
    expect(resolveShellRoute('/modules/kanban/boards/42', '', true)).toEqual({
      kind: 'page',
      page: 'module',
      params: { moduleId: 'kanban' },
      guest: false,
    });
    expect(resolveShellRoute('/modules/wiki', '', true)).toMatchObject({ page: 'module', params: { moduleId: 'wiki' } });
    expect(resolveShellRoute('/nowhere', '', true)).toMatchObject({ kind: 'page', page: 'notFound' });
  });
});
