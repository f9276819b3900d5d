import { Button, Card, H1, H4, Icon, type IconName, Spinner } from '@blueprintjs/core';
import { $currentWorkspaceId, $user, Link, useTranslation } from '@artel/sdk';
import {
  $workspaceContextStatus,
  $workspaceModules,
  $workspaceModulesLoaded,
  $workspaces,
  moduleRegistry,
  useModuleName,
} from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { WorkspaceCardList } from '../../workspaces/appearance/WorkspaceCard';
import { createWorkspaceDialogOpened } from '../../workspaces/create/createWorkspaceDialogModel';
import { useWorkspacesTranslation } from '../../workspaces/i18n/workspacesTranslations';
import '../../workspaces/workspaces.css';
import { FirstRunChecklist } from './FirstRunChecklist';
import { ModuleListSkeleton } from './ModuleListSkeleton';
import { WidgetsArea } from './WidgetsArea';

/** /dashboard 'Рабочий стол': greeting, the user's workspaces, module widgets and the enabled modules. */
export function DashboardPage() {
  const { t } = useTranslation('shell');
  const { t: tWorkspaces } = useWorkspacesTranslation();
  const { t: tNav } = useTranslation();
  const moduleName = useModuleName();
  const [user, modules, workspaces, currentId, status, installed, listLoaded] = useUnit([
    $user,
    moduleRegistry.$modules,
    $workspaces,
    $currentWorkspaceId,
    $workspaceContextStatus,
    $workspaceModules,
    $workspaceModulesLoaded,
  ]);
  const active = Object.values(modules).filter((entry) => entry.state === 'active' && entry.definition.navigationItem !== undefined);
  // Until the list has arrived and its enabled modules have started or failed, «no modules» would be a lie.
  const settling =
    !listLoaded ||
    installed.some((mod) => {
      const state = mod.enabled ? modules[mod.moduleId]?.state : 'active';
      return state !== 'active' && state !== 'error' && state !== 'disabled';
    });
  return (
    <>
      <header className="artel-page-header">
        <H1>{t('dashboard.title')}</H1>
      </header>
      <Card className="artel-dashboard__welcome">
        <H4>{t('dashboard.greeting', { name: user?.name ?? '' })}</H4>
        <p>{t('dashboard.intro')}</p>
      </Card>
      <FirstRunChecklist />
      <div className="artel-page-actions artel-page-actions--spaced">
        <Link to="/workspaces">{tWorkspaces('home.allWorkspaces')}</Link>
        <Button icon="add" text={tWorkspaces('list.create')} onClick={() => createWorkspaceDialogOpened()} />
      </div>
      {status === 'loading' ? (
        <Spinner size={20} aria-label={tWorkspaces('common.loading')} />
      ) : (
        <WorkspaceCardList
          title={tWorkspaces('home.workspaces')}
          workspaces={workspaces}
          currentId={currentId}
          headingId="dashboard-workspaces"
        />
      )}
      <WidgetsArea settling={settling} />
      <section className="artel-dashboard__modules" aria-labelledby="dashboard-modules">
        <h2 id="dashboard-modules" className="bp6-heading">
          {t('dashboard.modulesTitle')}
        </h2>
        {settling && active.length === 0 ? (
          <ModuleListSkeleton />
        ) : active.length === 0 ? (
          <p>{t('dashboard.noModules')}</p>
        ) : (
          <ul className="artel-dashboard__module-list">
            {active.map(({ definition }) => (
              <li key={definition.id}>
                <Link to={definition.path}>
                  <Icon icon={(definition.icon ?? 'cube') as IconName} aria-hidden />{' '}
                  {moduleName(definition.id, tNav(definition.name, { defaultValue: definition.name }))}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
