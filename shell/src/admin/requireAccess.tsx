import { $user } from '@artel/sdk';
import { Redirect } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import type { ComponentType } from 'react';
import type { ShellPageProps } from '../routing/shellRoute';
import { ADMIN_FALLBACK_PATH, hasPlatformAccess, type PlatformAccessRule } from './platformAccess';

/** Wraps a page so that a user the rule denies is redirected (replacing the history entry) instead of seeing it. */
export function requireAccess(
  Page: ComponentType<ShellPageProps>,
  rule: PlatformAccessRule,
  fallback = ADMIN_FALLBACK_PATH,
): ComponentType<ShellPageProps> {
  function GuardedPage(props: ShellPageProps) {
    const user = useUnit($user);
    if (!hasPlatformAccess(user, rule)) return <Redirect to={fallback} />;
    return <Page {...props} />;
  }
  GuardedPage.displayName = `RequireAccess(${Page.displayName ?? Page.name})`;
  return GuardedPage;
}

/** An admin page: the admin role, and the permission when given; others go to /workspaces. */
export function requireAdmin(Page: ComponentType<ShellPageProps>, permission?: string): ComponentType<ShellPageProps> {
  return requireAccess(Page, permission ? { role: 'admin', permission } : { role: 'admin' });
}
