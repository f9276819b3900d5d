import { Button, Callout, Card, H1 } from '@blueprintjs/core';
import { api, ApiError, Link, navigate, showToast, useSearchParam } from '@artel/sdk';
import { acceptInvitationFx } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { takeInvitationToJoin } from '../../../auth/invitationToJoin';
import { useWorkspacesTranslation } from '../../i18n/workspacesTranslations';

/**
 * /invitations/accept?token=…: the signed-in user joins the workspace of the link. A guest never sees
 * this page: the route guard sends them to sign in (or sign up) and back here with the token; having seen
 * the invitation there, they join at once (issue 31) instead of confirming it a second time.
 */
interface InvitationPreview {
  workspaceName: string;
  inviterName: string;
  role: string;
  status: 'open' | 'accepted' | 'revoked' | 'expired';
}

export function AcceptInvitationPage() {
  const { t } = useWorkspacesTranslation();
  const token = useSearchParam('token');
  const accepting = useUnit(acceptInvitationFx.pending);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<InvitationPreview | null>(null);

  const accept = async (acceptedToken: string) => {
    setError(null);
    try {
      const { workspace } = await acceptInvitationFx(acceptedToken);
      showToast({ message: t('invitation.accepted', { name: workspace.name }), intent: 'success' });
      navigate(`/workspaces/${workspace.id}`, { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('common.notFoundDescription'));
    }
  };

  useEffect(() => {
    if (!token) return undefined;
    let current = true;
    // Beside /api/v1 like the accept call (SPEC §7 puts invitations at /api/invitations).
    api.get<InvitationPreview>(`/../invitations/preview?token=${encodeURIComponent(token)}`, { cache: false }).then(
      (loaded) => {
        if (!current) return;
        setPreview(loaded);
        if (loaded.status === 'open' && takeInvitationToJoin(token)) void accept(token);
      },
      (failure: unknown) => current && setError(failure instanceof ApiError ? failure.message : t('common.notFoundDescription')),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `accept` only reads `t`, which is in the list.
  }, [token, t]);

  return (
    <>
      <header className="artel-page-header">
        <H1>{t('invitation.title')}</H1>
      </header>
      <Card>
        {token ? (
          <>
            {preview ? (
              <p>
                {t('invitation.details', {
                  inviter: preview.inviterName,
                  workspace: preview.workspaceName,
                  role: t(`roles.${preview.role}`),
                })}
              </p>
            ) : (
              <p>{t('invitation.description')}</p>
            )}
            {preview && preview.status !== 'open' && <Callout intent="warning">{t(`invitation.status.${preview.status}`)}</Callout>}
            {error && (
              <Callout intent="danger" role="alert">
                {error}
              </Callout>
            )}
            <p>
              <Button
                intent="primary"
                icon="tick"
                text={t('invitation.accept')}
                loading={accepting}
                disabled={preview !== null && preview.status !== 'open'}
                onClick={() => token && void accept(token)}
              />
            </p>
          </>
        ) : (
          <Callout intent="warning">{t('invitation.missingToken')}</Callout>
        )}
        <p>
          <Link to="/workspaces">{t('common.toList')}</Link>
        </p>
      </Card>
    </>
  );
}
