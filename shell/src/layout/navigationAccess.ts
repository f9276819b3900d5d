import type { NavigationItem, User } from '@artel/sdk/host';

/** Whether a navigation item is shown to this user: hidden items never; admin section needs the admin role. */
export function canSeeNavigationItem(item: NavigationItem, user: User | null): boolean {
  if (item.hidden) return false;
  if (!user) return item.requiresAuth === false;
  if (item.section === 'admin' && user.role !== 'admin') return false;
  const required = item.permissions ?? [];
  if (required.length === 0 || user.permissions.includes('*')) return true;
  return required.every((permission) => user.permissions.includes(permission));
}

export function isActivePath(itemPath: string, pathname: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
