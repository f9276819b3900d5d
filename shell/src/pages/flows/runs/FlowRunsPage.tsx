import { Button, ButtonGroup, Callout, H1, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from '@artel/sdk';
import { $realtimeConnected, subscribeWorkspaceEvents, type Workspace } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { ShellPageProps } from '../../../routing/shellRoute';
import { WorkspacePageFrame } from '../../../workspaces/pages/WorkspacePageFrame';
import { flowPaths } from '../flowPaths';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import {
  $catalog,
  $flow,
  $hasRunUnderWay,
  $openRun,
  $runLogError,
  $runs,
  $runsOffset,
  $runsStatus,
  RUNS_PAGE_SIZE,
  runLogOpened,
  runLogRefreshed,
  runOpened,
  runsPageChanged,
  runsStatusChosen,
} from './flowRunsModel';
import { formatDuration, formatTime } from './runFormat';
import { RunDetailView } from './RunDetailView';
import { RUN_STATUSES, RunStatusTag } from './RunStatusTag';
import type { RunStatus } from '../api/flowTypes';

/** How often the log asks again while a run is queued or running. */
export const RUN_LOG_POLL_MS = 2000;

/** /workspaces/{id}/flows/{flowId}/runs[/{runId}]: the flow's runs, newest first, and the one opened. */
export function FlowRunsPage({ params }: ShellPageProps) {
  return (
    <WorkspacePageFrame workspace={{ id: params.workspaceId ?? '' }}>
      {(workspace) => <RunLog workspace={workspace} flowId={params.flowId ?? ''} runId={params.runId ?? null} />}
    </WorkspacePageFrame>
  );
}

function useLiveRefresh(underWay: boolean) {
  const connected = useUnit($realtimeConnected);
  useEffect(() => subscribeWorkspaceEvents('flows.', () => runLogRefreshed()), []);
  useEffect(() => {
    if (!underWay) return;
    const timer = setInterval(() => runLogRefreshed(), RUN_LOG_POLL_MS);
    return () => clearInterval(timer);
  }, [underWay, connected]);
}

function RunLog({ workspace, flowId, runId }: { workspace: Workspace; flowId: string; runId: string | null }) {
  const { t } = useFlowsTranslation();
  const [flow, catalog, runs, offset, status, openRun, error, underWay] = useUnit([
    $flow,
    $catalog,
    $runs,
    $runsOffset,
    $runsStatus,
    $openRun,
    $runLogError,
    $hasRunUnderWay,
  ]);
  useEffect(() => {
    runLogOpened({ workspaceId: workspace.id, flowId });
  }, [workspace.id, flowId]);
  useEffect(() => {
    runOpened(runId);
  }, [runId]);
  useLiveRefresh(underWay);

  return (
    <div className="artel-flow-runs">
      <header className="artel-flow-list__header">
        <div>
          <H1>{flow ? t('runs.titleOf', { name: flow.name }) : t('runs.title')}</H1>
          <Link to={flowPaths.flow(workspace.id, flowId)}>{t('runs.toBuilder')}</Link>
        </div>
      </header>
      {error && <Callout intent="danger">{error}</Callout>}
      {!runs && !error && <Spinner aria-label={t('common.loading')} />}
      {runs && runs.total === 0 && !status && <NonIdealState icon="history" title={t('runs.empty')} description={t('runs.emptyHint')} />}
      {runs && (runs.total > 0 || status) && (
        <div className="artel-flow-runs__body">
          <section aria-label={t('runs.list')} className="artel-flow-runs__list">
            <HTMLSelect
              aria-label={t('runs.statusFilter')}
              value={status ?? ''}
              onChange={(event) => runsStatusChosen((event.currentTarget.value || null) as RunStatus | null)}
              options={[
                { value: '', label: t('runs.allStatuses') },
                ...RUN_STATUSES.map((value) => ({ value, label: t(`runStatus.${value}`) })),
              ]}
            />
            {runs.total === 0 && <p className="bp6-text-muted">{t('runs.noneWithStatus')}</p>}
            {runs.total > 0 && (
              <HTMLTable interactive className="artel-flow-table">
                <thead>
                  <tr>
                    <th>{t('runs.status')}</th>
                    <th>{t('runs.started')}</th>
                    <th>{t('runs.duration')}</th>
                  </tr>
                </thead>
                <tbody>
                  {runs.items.map((run) => (
                    <tr key={run.id} className={run.id === runId ? 'artel-flow-runs__row--open' : undefined}>
                      <td data-label={t('runs.status')}>
                        <Link to={flowPaths.run(workspace.id, flowId, run.id)} aria-current={run.id === runId ? 'page' : undefined}>
                          <RunStatusTag status={run.status} />
                          <span className="artel-visually-hidden"> {formatTime(run.startedAt)}</span>
                        </Link>
                        {run.depth > 0 && <span className="bp6-text-muted"> {t('runs.chained', { depth: run.depth })}</span>}
                      </td>
                      <td data-label={t('runs.started')}>{formatTime(run.startedAt)}</td>
                      <td data-label={t('runs.duration')}>{formatDuration(run.durationMs)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
            {runs.total > RUNS_PAGE_SIZE && (
              <ButtonGroup>
                <Button
                  icon="chevron-left"
                  text={t('runs.newer')}
                  disabled={offset === 0}
                  onClick={() => runsPageChanged(offset - RUNS_PAGE_SIZE)}
                />
                <Button
                  endIcon="chevron-right"
                  text={t('runs.older')}
                  disabled={offset + RUNS_PAGE_SIZE >= runs.total}
                  onClick={() => runsPageChanged(offset + RUNS_PAGE_SIZE)}
                />
              </ButtonGroup>
            )}
          </section>
          <section aria-label={t('runs.detail')} className="artel-flow-runs__detail">
            {openRun && openRun.id === runId ? (
              <RunDetailView run={openRun} catalog={catalog} triggerType={flow?.definition.trigger.type ?? null} />
            ) : runId ? (
              <Spinner aria-label={t('common.loading')} />
            ) : (
              <p className="bp6-text-muted">{t('runs.pick')}</p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
