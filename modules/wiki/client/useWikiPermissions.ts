/** What the signed-in user may do in the current workspace's wiki, to offer only what the server will allow. */
import { $user, $workspaceRole } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { wikiPermissionsFor, type WikiPermission } from '../shared/wikiPermissions';

export function useWikiPermissions(): (permission: WikiPermission) => boolean {
  const [role, user] = useUnit([$workspaceRole, $user]);
  const permissions = useMemo(() => wikiPermissionsFor(role, user?.permissions ?? []), [role, user]);
  return (permission) => permissions.has(permission);
}
