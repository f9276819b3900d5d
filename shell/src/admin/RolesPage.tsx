import { H1, H2 } from '@blueprintjs/core';
import { useTranslation, type WorkspaceRole } from '@artel/sdk';
import {
  ALL_PERMISSIONS,
  BOARD_ROLE_PERMISSIONS,
  BOARD_ROLES,
  effectiveRolePermissions,
  WORKSPACE_ROLES,
  WORKSPACE_TABLE_PERMISSIONS,
} from '@artel/sdk/host';
import { DeveloperAccess } from './DeveloperAccess';
import { PermissionMatrix } from './PermissionMatrix';
import { PlatformUsers } from './PlatformUsers';
import './admin.css';

/** What each role really holds: owners and admins manage boards, which carries every card permission. */
const WORKSPACE_GRANTS: Record<WorkspaceRole, readonly string[]> = {
  owner: effectiveRolePermissions('owner'),
  admin: effectiveRolePermissions('admin'),
  member: effectiveRolePermissions('member'),
  viewer: effectiveRolePermissions('viewer'),
  guest: effectiveRolePermissions('guest'),
};

const BOARD_PERMISSIONS = ALL_PERMISSIONS.filter((permission) =>
  BOARD_ROLES.some((role) => BOARD_ROLE_PERMISSIONS[role].includes(permission)),
);

/**
 * /admin/roles ('Управление ролями'): the platform's users first (what an admin comes here to do: find someone,
 * block them, grant rights, issue a reset link), who may publish modules, then SPEC §6's read-only role tables.
 */
export function RolesPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <header className="artel-page-header">
        <H1>{t('roles.title')}</H1>
      </header>
      <div className="artel-admin">
        <PlatformUsers />
        <DeveloperAccess />
        <section className="artel-admin" aria-labelledby="admin-roles-title">
          <H2 id="admin-roles-title">{t('roles.section')}</H2>
          <p>{t('roles.intro')}</p>
          <p>{t('roles.manageBoardsNote')}</p>
          <PermissionMatrix
            caption={t('roles.workspaceMatrix')}
            roles={WORKSPACE_ROLES}
            roleLabels="workspaceRoles"
            grants={WORKSPACE_GRANTS}
            permissions={WORKSPACE_TABLE_PERMISSIONS}
          />
          <PermissionMatrix
            caption={t('roles.boardMatrix')}
            roles={BOARD_ROLES}
            roleLabels="boardRoles"
            grants={BOARD_ROLE_PERMISSIONS}
            permissions={BOARD_PERMISSIONS}
          />
        </section>
      </div>
    </>
  );
}
