/** SPEC §2 'Guards' and §6: admin-flagged routes need the admin role, plus their permission ('*' holds all). */
import type { PlatformRole, User } from '@artel/sdk/host';

/** Where a denied admin page sends the user (SPEC §2 'Guards'). */
export const ADMIN_FALLBACK_PATH = '/workspaces';

export interface PlatformAccessRule {
  role?: PlatformRole;
  /** A platform permission such as 'admin.roles'. */
  permission?: string;
}

export function hasPlatformAccess(user: User | null, { role, permission }: PlatformAccessRule): boolean {
  if (!user) return false;
  if (role && user.role !== role) return false;
  if (!permission) return true;
  return user.permissions.includes('*') || user.permissions.includes(permission);
}
