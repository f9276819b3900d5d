import { Button, Callout, H1, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { formatDateTime, Link } from '@artel/sdk';
import { useHasWorkspaceRole, WORKSPACE_SETTINGS_ROLES, type Workspace } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { ShellPageProps } from '../../../routing/shellRoute';
import { LinkButton } from '../../../workspaces/appearance/LinkButton';
import { WorkspacePageFrame } from '../../../workspaces/pages/WorkspacePageFrame';
import type { FlowCatalog, FlowSummary } from '../api/flowTypes';
import { flowPaths } from '../flowPaths';
import { FlowStateTag } from '../FlowStateTag';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { RunStatusTag } from '../runs/RunStatusTag';
import { $flowList, flowListOpened } from './flowListModel';

/** /workspaces/{id}/flows: the workspace's flows, each with its state, last run and recent failures. */
export function FlowListPage({ params }: ShellPageProps) {
  return (
    <WorkspacePageFrame workspace={{ id: params.workspaceId ?? '' }}>
      {(workspace) => <FlowList workspace={workspace} />}
    </WorkspacePageFrame>
  );
}

function FlowList({ workspace }: { workspace: Workspace }) {
  const { t } = useFlowsTranslation();
  const state = useUnit($flowList);
  const canManage = useHasWorkspaceRole(WORKSPACE_SETTINGS_ROLES);
  useEffect(() => {
    flowListOpened(workspace.id);
  }, [workspace.id]);

  return (
    <div className="artel-flow-list">
      <header className="artel-flow-list__header">
        <div>
          <H1>{t('list.title')}</H1>
          <p className="bp6-text-muted">{t('list.subtitle', { workspace: workspace.name })}</p>
        </div>
        {canManage && (
          <div className="artel-flow-list__actions">
            <LinkButton to={flowPaths.recipes(workspace.id)} icon="lightbulb" text={t('recipes.open_gallery')} />
            <LinkButton to={flowPaths.create(workspace.id)} icon="add" text={t('list.create')} />
          </div>
        )}
      </header>
      {state.status === 'loading' && <Spinner aria-label={t('common.loading')} />}
      {state.status === 'failed' && (
        <Callout intent="danger" title={t('list.loadFailed')}>
          {state.message} <Button variant="minimal" text={t('common.retry')} onClick={() => flowListOpened(workspace.id)} />
        </Callout>
      )}
      {state.status === 'ready' && state.flows.length === 0 && (
        <NonIdealState icon="flows" title={t('list.empty')} description={t(canManage ? 'list.emptyManager' : 'list.emptyMember')} />
      )}
      {state.status === 'ready' && state.flows.length > 0 && (
        <FlowTable workspaceId={workspace.id} flows={state.flows} catalog={state.catalog} />
      )}
    </div>
  );
}

function FlowTable({ workspaceId, flows, catalog }: { workspaceId: string; flows: FlowSummary[]; catalog: FlowCatalog }) {
  const { t, localized } = useFlowsTranslation();
  const triggerLabel = (type: string) => {
    const trigger = catalog.triggers.find((candidate) => candidate.type === type);
    return trigger ? localized(trigger.label) : type || t('trigger.choose');
  };
  return (
    <HTMLTable className="artel-flow-table" striped>
      <thead>
        <tr>
          <th>{t('list.name')}</th>
          <th>{t('list.state')}</th>
          <th>{t('list.trigger')}</th>
          <th>{t('list.owner')}</th>
          <th>{t('list.lastRun')}</th>
          <th>{t('list.failures')}</th>
        </tr>
      </thead>
      <tbody>
        {flows.map((flow) => (
          <tr key={flow.id}>
            <td data-label={t('list.name')}>
              <Link to={flowPaths.flow(workspaceId, flow.id)}>{flow.name}</Link>
            </td>
            <td data-label={t('list.state')}>
              <FlowStateTag state={flow.state} pausedReason={flow.pausedReason} />
            </td>
            <td data-label={t('list.trigger')}>{triggerLabel(flow.triggerType)}</td>
            <td data-label={t('list.owner')}>{flow.ownerName}</td>
            <td data-label={t('list.lastRun')}>
              {flow.lastRun ? (
                <Link to={flowPaths.run(workspaceId, flow.id, flow.lastRun.id)} className="artel-flow-table__run">
                  <RunStatusTag status={flow.lastRun.status} />
                  <time dateTime={flow.lastRun.startedAt}>{formatDateTime(flow.lastRun.startedAt)}</time>
                </Link>
              ) : (
                <span className="bp6-text-muted">{t('list.neverRun')}</span>
              )}
            </td>
            <td data-label={t('list.failures')}>
              {flow.failuresLast7Days > 0 ? (
                <Tag intent="danger" minimal>
                  {t('list.failuresCount', { count: flow.failuresLast7Days })}
                </Tag>
              ) : (
                <span className="bp6-text-muted">{t('list.noFailures')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
