import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from '@artel/sdk';
import { initWorkspaceContextFx, Redirect, type Workspace } from '@artel/sdk/host';
import type { ReactNode } from 'react';
import { useWorkspacesTranslation } from '../i18n/workspacesTranslations';
import '../workspaces.css';
import { useWorkspacePage, type WorkspaceRef } from './useWorkspacePage';

/** Loading, failure and 'not found or access denied' states shared by every page of one workspace. */
export function WorkspacePageFrame({
  workspace: ref,
  missingRedirect,
  children,
}: {
  workspace: WorkspaceRef;
  /** Sends the visitor there instead of showing 'not found or access denied'. */
  missingRedirect?: string;
  children: (workspace: Workspace) => ReactNode;
}) {
  const { t } = useWorkspacesTranslation();
  const state = useWorkspacePage(ref);
  switch (state.status) {
    case 'loading':
      return <Spinner aria-label={t('common.loading')} />;
    case 'failed':
      return (
        <NonIdealState
          icon="error"
          title={t('common.contextFailed')}
          action={<Button text={t('common.retry')} onClick={() => void initWorkspaceContextFx().catch(() => undefined)} />}
        />
      );
    case 'missing':
      if (missingRedirect) return <Redirect to={missingRedirect} />;
      return (
        <NonIdealState
          icon="lock"
          title={t('common.notFoundTitle')}
          description={t('common.notFoundDescription')}
          action={<Link to="/workspaces">{t('common.toList')}</Link>}
        />
      );
    case 'ready':
      return <>{children(state.workspace)}</>;
  }
}
