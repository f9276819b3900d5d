import { HTMLTable, Icon } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';

interface Props<Role extends string> {
  caption: string;
  roles: readonly Role[];
  /** Translation key prefix of the role names, e.g. 'workspaceRoles'. */
  roleLabels: string;
  grants: Readonly<Record<Role, readonly string[]>>;
  permissions: readonly string[];
}

/** One row per permission, one column per role, a tick where the role holds it. */
export function PermissionMatrix<Role extends string>({ caption, roles, roleLabels, grants, permissions }: Props<Role>) {
  const { t } = useTranslation('admin');
  return (
    <HTMLTable className="artel-admin__matrix artel-list-table" compact striped>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('roles.permission')}</th>
          {roles.map((role) => (
            <th key={role} scope="col">
              {t(`${roleLabels}.${String(role)}` as string)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {permissions.map((permission) => (
          <tr key={permission}>
            <th scope="row">
              {t(`permissions.${permission}`)} <code>{permission}</code>
            </th>
            {roles.map((role) => {
              const granted = grants[role].includes(permission);
              return (
                <td
                  key={role}
                  aria-label={t(granted ? 'roles.granted' : 'roles.notGranted')}
                  data-granted={granted}
                  data-label={t(`${roleLabels}.${String(role)}` as string)}
                >
                  {granted ? <Icon icon="tick" intent="success" /> : <span aria-hidden>—</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
