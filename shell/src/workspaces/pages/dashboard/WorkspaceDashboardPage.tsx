import { Callout, Card, H1, H3, HTMLTable, Spinner } from '@blueprintjs/core';
import { $analytics, loadAnalyticsFx, useAccess, WORKSPACE_ROLES, type Workspace } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { ShellPageProps } from '../../../routing/shellRoute';
import { useWorkspacesTranslation } from '../../i18n/workspacesTranslations';
import { LinkButton } from '../../appearance/LinkButton';
import { WorkspacePageFrame } from '../WorkspacePageFrame';
import { ActivityChart } from './ActivityChart';

/** /workspaces/{workspaceId}/dashboard: counts and 30 days of activity (view_analytics: owners and admins). */
export function WorkspaceDashboardPage({ params }: ShellPageProps) {
  return (
    <WorkspacePageFrame workspace={{ id: params.workspaceId ?? '' }}>
      {(workspace) => <WorkspaceAnalyticsView workspace={workspace} />}
    </WorkspacePageFrame>
  );
}

function WorkspaceAnalyticsView({ workspace }: { workspace: Workspace }) {
  const { t } = useWorkspacesTranslation();
  const analytics = useUnit($analytics);
  const access = useAccess({ permission: 'view_analytics' });

  useEffect(() => {
    if (access.allowed) void loadAnalyticsFx(workspace.id).catch(() => undefined);
  }, [access.allowed, workspace.id]);

  const body = () => {
    if (access.pending) return <Spinner aria-label={t('common.loading')} />;
    if (!access.allowed) return <Callout intent="primary">{t('dashboard.noAccess')}</Callout>;
    if (!analytics) return <Spinner aria-label={t('common.loading')} />;
    return (
      <div className="artel-stack">
        <div className="artel-stat-grid">
          <Card>
            <span>{t('dashboard.members')}</span>
            <p className="artel-stat">{analytics.members.total}</p>
          </Card>
          <Card>
            <span>{t('dashboard.boards')}</span>
            <p className="artel-stat">{analytics.boards.total}</p>
          </Card>
          <Card>
            <span>{t('dashboard.pendingInvitations')}</span>
            <p className="artel-stat">{analytics.invitations.pending}</p>
          </Card>
        </div>
        <Card>
          <H3>{t('dashboard.activity')}</H3>
          <ActivityChart days={analytics.activity} />
        </Card>
        <Card>
          <H3>{t('dashboard.byRole')}</H3>
          <HTMLTable compact>
            <tbody>
              {WORKSPACE_ROLES.map((role) => (
                <tr key={role}>
                  <th scope="row">{t(`roles.${role}`)}</th>
                  <td>{analytics.members.byRole[role] ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      </div>
    );
  };

  return (
    <>
      <header className="artel-page-header">
        <H1>{t('dashboard.title', { name: workspace.name })}</H1>
        {access.allowed && <LinkButton to="/analytics" icon="chart" text={t('dashboard.reports')} />}
      </header>
      {body()}
    </>
  );
}
