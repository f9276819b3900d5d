import { H1, Tab, Tabs } from '@blueprintjs/core';
import { Can, navigate, useSearchParam } from '@artel/sdk';
import { useHasWorkspaceRole, WORKSPACE_SETTINGS_ROLES, type Workspace } from '@artel/sdk/host';
import type { ShellPageProps } from '../../../routing/shellRoute';
import { LinkButton } from '../../appearance/LinkButton';
import { WorkspaceAvatar } from '../../appearance/WorkspaceAvatar';
import { WorkspaceTags } from '../../appearance/WorkspaceTags';
import { useWorkspacesTranslation } from '../../i18n/workspacesTranslations';
import { WorkspacePageFrame } from '../WorkspacePageFrame';
import { BoardsPanel } from './BoardsPanel';
import { MembershipActions } from './MembershipActions';
import { SettingsPanel } from './SettingsPanel';

/** /workspaces/{id} and /workspace/{slug}: the same page, found by id or by slug. */
export function WorkspaceDetailPage({ params }: ShellPageProps) {
  const ref = params.slug !== undefined ? { slug: params.slug } : { id: params.id ?? '' };
  return <WorkspacePageFrame workspace={ref}>{(workspace) => <WorkspaceDetail workspace={workspace} />}</WorkspacePageFrame>;
}

function WorkspaceDetail({ workspace }: { workspace: Workspace }) {
  const { t } = useWorkspacesTranslation();
  const canManage = useHasWorkspaceRole(WORKSPACE_SETTINGS_ROLES);
  const requestedTab = useSearchParam('tab');
  const tab = requestedTab === 'settings' && canManage ? 'settings' : 'boards';
  const base = `/workspaces/${workspace.id}`;

  return (
    <>
      <header className="artel-workspace-header">
        <WorkspaceAvatar workspace={workspace} size={32} />
        <div>
          <H1>{workspace.name}</H1>
          <div className="artel-workspace-card__meta">
            <WorkspaceTags workspace={workspace} isCurrent />
          </div>
        </div>
      </header>
      <p>{workspace.description || <span className="bp6-text-muted">{t('detail.noDescription')}</span>}</p>
      <p className="bp6-text-muted">{t('detail.slug', { slug: workspace.slug })}</p>
      {workspace.legalEntityName && <p className="bp6-text-muted">{t('detail.organisation', { name: workspace.legalEntityName })}</p>}
      <div className="artel-page-actions artel-page-actions--spaced">
        <Can permission="view_analytics">
          <LinkButton to={`${base}/dashboard`} icon="timeline-bar-chart" text={t('detail.dashboard')} />
        </Can>
        <LinkButton to={`${base}/flows`} icon="flows" text={t('detail.flows')} />
        <Can role={WORKSPACE_SETTINGS_ROLES}>
          <LinkButton to={`${base}/permissions`} icon="people" text={t('detail.permissions')} />
        </Can>
      </div>
      <Tabs
        id="workspace-detail-tabs"
        selectedTabId={tab}
        onChange={(next) => navigate(next === 'settings' ? `${base}?tab=settings` : base, { replace: true })}
      >
        <Tab id="boards" title={t('detail.boards')} panel={<BoardsPanel workspace={workspace} />} />
        {canManage && <Tab id="settings" title={t('detail.settings')} panel={<SettingsPanel key={workspace.id} workspace={workspace} />} />}
      </Tabs>
      <MembershipActions workspace={workspace} />
    </>
  );
}
