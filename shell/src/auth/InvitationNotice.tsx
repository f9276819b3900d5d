import { Callout } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { invitationTokenFromRedirect, rememberInvitationToJoin } from './invitationToJoin';
import { type InvitationLookup, useInvitationPreview } from './useInvitationPreview';

/**
 * The invitation a signed-out visitor came with (issue 31): read from `?redirect=/invitations/accept?token=…`,
 * its address put into an empty e-mail field, and remembered so that signing in joins the workspace straight away.
 */
export function useAuthInvitation(setEmail: Dispatch<SetStateAction<string>>): InvitationLookup {
  const [token] = useState(() => invitationTokenFromRedirect(window.location.search));
  const lookup = useInvitationPreview(token);
  useEffect(() => {
    if (lookup.kind !== 'found' || !token) return;
    // What the visitor typed before the invitation arrived stays.
    setEmail((typed) => typed || lookup.preview.email);
    if (lookup.preview.status === 'open') rememberInvitationToJoin(token);
  }, [lookup, token, setEmail]);
  return lookup;
}

/** «Вас пригласили в …» with who invited and the role, or why the link no longer works. */
export function InvitationNotice({ lookup }: { lookup: InvitationLookup }) {
  const { t } = useTranslation('shell');
  if (lookup.kind === 'notFound') {
    return (
      <Callout intent="warning" className="artel-auth__notice">
        {t('auth.invitation.notFound')}
      </Callout>
    );
  }
  if (lookup.kind !== 'found') return null;
  const { preview } = lookup;
  const title = t('auth.invitation.title', { workspace: preview.workspaceName });
  if (preview.status !== 'open') {
    return (
      <Callout intent="warning" title={title} className="artel-auth__notice">
        {t(`auth.invitation.${preview.status}`)}
      </Callout>
    );
  }
  return (
    <Callout intent="primary" icon="envelope" title={title} className="artel-auth__notice">
      {t('auth.invitation.details', {
        inviter: preview.inviterName,
        role: t(`auth.roles.${preview.role}`, { defaultValue: preview.role }),
        email: preview.email,
      })}
    </Callout>
  );
}
