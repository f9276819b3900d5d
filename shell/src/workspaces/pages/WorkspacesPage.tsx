import { Button, H1, NonIdealState, Spinner } from '@blueprintjs/core';
import { $currentWorkspaceId, navigate, useSearchParam } from '@artel/sdk';
import { $personalWorkspaces, $sharedWorkspaces, $workspaceContextStatus, initWorkspaceContextFx } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { WorkspaceCardList } from '../appearance/WorkspaceCard';
import { createWorkspaceDialogOpened } from '../create/createWorkspaceDialogModel';
import { useWorkspacesTranslation } from '../i18n/workspacesTranslations';
import '../workspaces.css';

/** /workspaces: the user's workspaces, personal and shared; '?create=1' (the mobile 'Add') opens the dialog. */
export function WorkspacesPage() {
  const { t } = useWorkspacesTranslation();
  const [status, personal, shared, currentId] = useUnit([
    $workspaceContextStatus,
    $personalWorkspaces,
    $sharedWorkspaces,
    $currentWorkspaceId,
  ]);
  const createRequested = useSearchParam('create') !== null;

  useEffect(() => {
    if (!createRequested) return;
    createWorkspaceDialogOpened();
    navigate('/workspaces', { replace: true });
  }, [createRequested]);

  return (
    <>
      <header className="artel-page-header artel-page-actions">
        <H1>{t('list.title')}</H1>
        <Button intent="primary" icon="add" text={t('list.create')} onClick={() => createWorkspaceDialogOpened()} />
      </header>
      {status === 'failed' && (
        <NonIdealState
          icon="error"
          title={t('common.contextFailed')}
          action={<Button text={t('common.retry')} onClick={() => void initWorkspaceContextFx().catch(() => undefined)} />}
        />
      )}
      {(status === 'idle' || status === 'loading') && <Spinner aria-label={t('common.loading')} />}
      {status === 'ready' && (
        <>
          <WorkspaceCardList title={t('list.personal')} workspaces={personal} currentId={currentId} headingId="workspaces-personal" />
          <WorkspaceCardList title={t('list.shared')} workspaces={shared} currentId={currentId} headingId="workspaces-shared" />
          {personal.length + shared.length === 0 && <p>{t('list.empty')}</p>}
        </>
      )}
    </>
  );
}
