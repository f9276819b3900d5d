/**
 * Whether the signed-in user may open a module page (SPEC §6): a page that edits or configures declares who
 * may open it, and its links are shown by the same rule, so a role is never offered a page the server would
 * refuse to save.
 */
import { useUnit } from 'effector-react';
import { $permissionsState, $workspaceRole } from '../access/permissionsModel';
import type { PermissionsData, WorkspaceRole } from '../permissions';
import { $user } from '../session/sessionModel';

/** What a page's rule decides from: the current workspace's permission data (`$permissions`) and the user's own. */
export interface RouteAccess {
  /** The user's role in the current workspace; null when it is not known. */
  role: WorkspaceRole | null;
  /** The permission data of the current workspace; null when it could not be loaded. */
  permissions: PermissionsData | null;
  /** The user's own platform permissions ('*' means all). */
  userPermissions: readonly string[];
}

/** A page's rule: true when the user may open it. */
export type RouteAccessRule = (access: RouteAccess) => boolean;

export type RouteAccessVerdict = 'allowed' | 'denied' | 'pending';

const NO_PERMISSIONS: readonly string[] = [];

/** A rule that throws denies, as SPEC §6 hides a control whose check fails. */
export function decideRouteAccess(rule: RouteAccessRule | undefined, access: RouteAccess): boolean {
  if (!rule) return true;
  try {
    return rule(access);
  } catch (error) {
    console.warn('A module page access rule failed; the page is refused', error);
    return false;
  }
}

/** The rule's verdict for the current user and workspace; 'pending' while the permission data is on its way. */
export function useRouteAccess(rule: RouteAccessRule | undefined): RouteAccessVerdict {
  const [state, role, user] = useUnit([$permissionsState, $workspaceRole, $user]);
  if (!rule) return 'allowed';
  if (state.status === 'idle' || state.status === 'loading') return 'pending';
  const access: RouteAccess = { role, permissions: state.data, userPermissions: user?.permissions ?? NO_PERMISSIONS };
  return decideRouteAccess(rule, access) ? 'allowed' : 'denied';
}

/** True when the user may open the page: for hiding links and buttons that lead to it. */
export function useCanOpen(rule: RouteAccessRule | undefined): boolean {
  return useRouteAccess(rule) === 'allowed';
}
