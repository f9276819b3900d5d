import { Alert, Button, Callout, FormGroup, H2, H3, HTMLSelect, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { formatDate, i18n, showToast, useUnsavedChanges, validateEmail } from '@artel/sdk';
import {
  $invitations,
  type InvitationRole,
  inviteMemberFx,
  loadInvitationsFx,
  renewInvitationLinkFx,
  revokeInvitationFx,
  type Workspace,
  type WorkspaceInvitation,
} from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { absoluteInviteUrl, InvitationLink } from '../../appearance/InvitationLink';
import { useWorkspacesTranslation } from '../../i18n/workspacesTranslations';

const INVITATION_ROLES: readonly InvitationRole[] = ['admin', 'member', 'viewer', 'guest'];

/**
 * Invite by e-mail (the link is copied and passed on by hand), see who has not answered yet, copy a new link,
 * revoke (after a question: the link someone may already hold stops working for good).
 */
export function InvitationsPanel({ workspace }: { workspace: Workspace }) {
  const { t } = useWorkspacesTranslation();
  const invitations = useUnit($invitations);
  const [revoking, setRevoking] = useState<WorkspaceInvitation | null>(null);

  useEffect(() => {
    if (!workspace.isPersonal) void loadInvitationsFx(workspace.id).catch(() => undefined);
  }, [workspace.id, workspace.isPersonal]);

  // Links exist only for invitations made or renewed during this visit: the server keeps just the token's hash.
  const links = invitations.flatMap(({ id, email, acceptUrl }) => (acceptUrl ? [{ id, email, acceptUrl }] : []));
  const copyNewLink = async (invitationId: string) => {
    const renewed = await renewInvitationLinkFx({ workspaceId: workspace.id, invitationId }).catch(() => null);
    if (!renewed) return;
    try {
      await navigator.clipboard.writeText(absoluteInviteUrl(renewed.acceptUrl));
      showToast({ message: t('permissions.linkRenewed'), intent: 'success' });
    } catch {
      showToast({ message: t('permissions.linkRenewedNotCopied'), intent: 'warning' });
    }
  };

  return (
    <section aria-labelledby="workspace-invitations">
      <H2 id="workspace-invitations" className="bp6-heading">
        {t('permissions.invitations')}
      </H2>
      {workspace.isPersonal ? (
        <Callout>{t('permissions.personalWorkspace')}</Callout>
      ) : (
        <>
          <InviteForm workspaceId={workspace.id} />
          {links.map(({ id, email, acceptUrl }) => (
            <FormGroup key={id} label={t('permissions.inviteLink', { email })}>
              <InvitationLink acceptUrl={acceptUrl} label={t('permissions.inviteLink', { email })} />
            </FormGroup>
          ))}
          <H3 className="bp6-heading">{t('permissions.pending')}</H3>
          {invitations.length === 0 ? (
            <p>{t('permissions.noInvitations')}</p>
          ) : (
            <div className="artel-table-wrap">
              <HTMLTable striped compact className="artel-list-table" aria-label={t('permissions.pending')}>
                <thead>
                  <tr>
                    <th scope="col">{t('permissions.email')}</th>
                    <th scope="col">{t('permissions.role')}</th>
                    <th scope="col">{t('permissions.expiresColumn')}</th>
                    <th scope="col">{t('permissions.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {invitations.map((invitation) => (
                    <tr key={invitation.id}>
                      <td>{invitation.email}</td>
                      <td data-label={t('permissions.role')}>{t(`roles.${invitation.role}`)}</td>
                      <td data-label={t('permissions.expiresColumn')}>
                        {invitation.status === 'expired' ? (
                          <Tag intent="warning" minimal>
                            {t('permissions.expired')}
                          </Tag>
                        ) : (
                          t('permissions.expires', { date: formatDate(invitation.expiresAt, 'medium') })
                        )}
                      </td>
                      <td>
                        <Button
                          variant="minimal"
                          icon="duplicate"
                          text={t('permissions.copyLink')}
                          aria-label={t('permissions.copyLinkOf', { email: invitation.email })}
                          onClick={() => void copyNewLink(invitation.id)}
                        />
                        <Button
                          variant="minimal"
                          intent="danger"
                          icon="cross"
                          text={t('permissions.revoke')}
                          aria-label={t('permissions.revokeOf', { email: invitation.email })}
                          onClick={() => setRevoking(invitation)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </>
      )}
      <Alert
        isOpen={revoking !== null}
        intent="danger"
        icon="cross"
        confirmButtonText={t('permissions.revoke')}
        cancelButtonText={t('common.cancel')}
        onConfirm={() => {
          if (revoking) void revokeInvitationFx({ workspaceId: workspace.id, invitationId: revoking.id }).catch(() => undefined);
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
        canEscapeKeyCancel
      >
        <p>{t('permissions.confirmRevoke', { email: revoking?.email ?? '' })}</p>
      </Alert>
    </section>
  );
}

function InviteForm({ workspaceId }: { workspaceId: string }) {
  const { t } = useWorkspacesTranslation();
  const inviting = useUnit(inviteMemberFx.pending);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitationRole>('member');
  const [error, setError] = useState<string | null>(null);
  useUnsavedChanges(email !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateEmail(email.trim());
    if (!email.trim() || !check.ok) {
      setError(i18n.t('sdk:validation.email.invalid'));
      return;
    }
    setError(null);
    try {
      const invitation = await inviteMemberFx({ workspaceId, email, role });
      showToast({ message: t('permissions.invited', { email: invitation.email }), intent: 'success' });
      setEmail('');
    } catch {
      // The workspace model has shown the server's reason (already a member, for instance).
    }
  };

  return (
    <form className="artel-inline-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormGroup
        label={t('permissions.inviteEmail')}
        labelFor="invite-email"
        helperText={error ?? undefined}
        intent={error ? 'danger' : 'none'}
      >
        <InputGroup id="invite-email" type="email" value={email} onValueChange={setEmail} intent={error ? 'danger' : 'none'} />
      </FormGroup>
      <FormGroup label={t('permissions.inviteRole')} labelFor="invite-role">
        <HTMLSelect id="invite-role" value={role} onChange={(event) => setRole(event.currentTarget.value as InvitationRole)}>
          {INVITATION_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <Button type="submit" icon="envelope" intent="primary" text={t('permissions.invite')} loading={inviting} />
    </form>
  );
}
