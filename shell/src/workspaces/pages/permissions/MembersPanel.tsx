import { Alert, Button, H2, HTMLSelect, HTMLTable, Spinner } from '@blueprintjs/core';
import { $members, $user, Avatar, loadMembersFx, type WorkspaceMember, type WorkspaceRole } from '@artel/sdk';
import { changeMemberRoleFx, removeMemberFx, useWorkspaceRole, WORKSPACE_ROLES, type Workspace } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useWorkspacesTranslation } from '../../i18n/workspacesTranslations';
import { assignableRoles, canChangeMember } from './memberRules';

export function MembersPanel({ workspace }: { workspace: Workspace }) {
  const { t } = useWorkspacesTranslation();
  const [members, loading, user] = useUnit([$members, loadMembersFx.pending, $user]);
  const myRole = useWorkspaceRole();
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);

  useEffect(() => {
    void loadMembersFx(workspace.id).catch(() => undefined);
  }, [workspace.id]);

  const changeRole = (member: WorkspaceMember, role: WorkspaceRole) =>
    void changeMemberRoleFx({ workspaceId: workspace.id, userId: member.userId, role }).catch(() => undefined);
  const confirmRemoval = () => {
    if (removing) void removeMemberFx({ workspaceId: workspace.id, userId: removing.userId }).catch(() => undefined);
    setRemoving(null);
  };

  return (
    <section aria-labelledby="workspace-members">
      <H2 id="workspace-members" className="bp6-heading">
        {t('permissions.members')}
      </H2>
      {loading && members.length === 0 ? (
        <Spinner size={20} aria-label={t('common.loading')} />
      ) : (
        <div className="artel-table-wrap">
          <HTMLTable striped compact className="artel-list-table">
            <thead>
              <tr>
                <th scope="col">{t('permissions.name')}</th>
                <th scope="col">{t('permissions.email')}</th>
                <th scope="col">{t('permissions.role')}</th>
                <th scope="col">{t('permissions.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => {
                const isMe = member.userId === user?.id;
                const editable = !isMe && canChangeMember(myRole, member.role);
                return (
                  <tr key={member.userId}>
                    <td>
                      <span className="artel-member-name">
                        <Avatar name={member.name} email={member.email} src={member.avatarUrl} size={24} decorative />
                        <span>
                          {member.name}
                          {isMe && ` (${t('permissions.you')})`}
                        </span>
                      </span>
                    </td>
                    <td data-label={t('permissions.email')}>{member.email}</td>
                    <td data-label={t('permissions.role')}>
                      <HTMLSelect
                        aria-label={t('permissions.roleOf', { name: member.name })}
                        value={member.role}
                        disabled={!editable}
                        onChange={(event) => changeRole(member, event.currentTarget.value as WorkspaceRole)}
                      >
                        {(editable ? assignableRoles(myRole) : WORKSPACE_ROLES).map((role) => (
                          <option key={role} value={role}>
                            {t(`roles.${role}`)}
                          </option>
                        ))}
                      </HTMLSelect>
                    </td>
                    <td>
                      {editable && (
                        <Button
                          variant="minimal"
                          intent="danger"
                          icon="trash"
                          text={t('permissions.remove')}
                          aria-label={t('permissions.removeOf', { name: member.name })}
                          onClick={() => setRemoving(member)}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <Alert
        isOpen={removing !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('permissions.remove')}
        cancelButtonText={t('common.cancel')}
        onConfirm={confirmRemoval}
        onCancel={() => setRemoving(null)}
        canEscapeKeyCancel
      >
        <p>{t('permissions.confirmRemove', { name: removing?.name ?? '' })}</p>
      </Alert>
    </section>
  );
}
