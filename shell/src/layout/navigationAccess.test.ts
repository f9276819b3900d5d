import type { NavigationItem, User } from '@artel/sdk/host';
import { canSeeNavigationItem, isActivePath } from './navigationAccess';

const user = (over: Partial<User> = {}): User => ({
  id: 'u1',
  name: 'Anna',
  email: 'anna@example.test',
  role: 'user',
  permissions: [],
  preferredLegalEntityId: null,
  preferredWorkspaceId: null,
  ...over,
});
const item = (over: Partial<NavigationItem> = {}): NavigationItem => ({
  id: 'x',
  path: '/x',
  title: 'X',
  icon: 'cube',
  section: 'main',
  ...over,
});

describe('navigation access', () => {
  it('hides admin items from non-admins and shows them to admins with the permission', () => {
    const roles = item({ section: 'admin', permissions: ['admin.roles'] });
    expect(canSeeNavigationItem(roles, user())).toBe(false);
    expect(canSeeNavigationItem(roles, user({ role: 'admin', permissions: ['admin.roles'] }))).toBe(true);
    expect(canSeeNavigationItem(roles, user({ role: 'admin', permissions: ['*'] }))).toBe(true);
    expect(canSeeNavigationItem(roles, user({ role: 'admin', permissions: ['admin.modules'] }))).toBe(false);
  });

  it('needs every listed permission and never shows hidden items', () => {
    const both = item({ permissions: ['board.view', 'board.create'] });
    expect(canSeeNavigationItem(both, user({ permissions: ['board.view'] }))).toBe(false);
    expect(canSeeNavigationItem(both, user({ permissions: ['board.view', 'board.create'] }))).toBe(true);
    expect(canSeeNavigationItem(item({ hidden: true }), user({ permissions: ['*'] }))).toBe(false);
  });

  it('marks a link active on its path and below it only', () => {
    expect(isActivePath('/modules/kanban/boards', '/modules/kanban/boards/7')).toBe(true);
    expect(isActivePath('/workspaces', '/workspaces')).toBe(true);
    expect(isActivePath('/work', '/workspaces')).toBe(false);
  });
});
