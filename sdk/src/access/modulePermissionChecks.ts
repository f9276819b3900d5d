/**
 * A module's permissions in the browser, decided from the same manifest declarations and by the same resolver
 * as the server's `permissions.can/require` (permissions/modulePermissions.ts): a page's guard and a button's
 * visibility never offer what the server would refuse.
 */
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import type { RouteAccess, RouteAccessRule } from '../modules/routeAccess';
import { declaredPermissionsOf, type PermissionName, resolveMemberPermission } from '../permissions/modulePermissions';
import { $user } from '../session/sessionModel';
import { $workspaceRole } from './permissionsModel';

export interface ModulePermissions {
  /** A page's guard (`canOpen`) and `useCanOpen`'s rule: the user holds every one of these permissions. */
  rule(...permissions: PermissionName[]): RouteAccessRule;
  /** React hook: whether the signed-in user holds a permission in the current workspace. */
  useCan(): (permission: PermissionName) => boolean;
}

const NO_PERMISSIONS: readonly string[] = [];

/** The manifest's part that the checks read: its id and `permissions` (a manifest.json import as it is). */
export interface PermissionDeclaringManifest {
  id: string;
  permissions?: Readonly<Record<string, readonly string[]>>;
}

export function modulePermissions(definition: PermissionDeclaringManifest): ModulePermissions {
  const declared = declaredPermissionsOf(definition);
  const holds = (access: Pick<RouteAccess, 'role' | 'userPermissions'>, permission: PermissionName) =>
    resolveMemberPermission({
      permission,
      moduleId: definition.id,
      declared,
      workspaceRole: access.role,
      userPermissions: access.userPermissions,
    }).allowed;
  return {
    rule:
      (...permissions) =>
      (access) =>
        permissions.every((permission) => holds(access, permission)),
    useCan() {
      const [role, user] = useUnit([$workspaceRole, $user]);
      return useMemo(() => {
        const access = { role, userPermissions: user?.permissions ?? NO_PERMISSIONS };
        return (permission: PermissionName) => holds(access, permission);
      }, [role, user]);
    },
  };
}
