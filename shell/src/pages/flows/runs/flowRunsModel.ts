/** The run log of one flow: a page of its runs, the run opened from it, and the flow and catalog that name them. */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { flowsApi } from '../api/flowsApi';
import type { Flow, FlowCatalog, RunDetail, RunPage, RunStatus } from '../api/flowTypes';

export const RUNS_PAGE_SIZE = 20;

export interface RunLogTarget {
  workspaceId: string;
  flowId: string;
}

export const runLogOpened = createEvent<RunLogTarget>();
export const runsPageChanged = createEvent<number>();
/** Asks the server again: polled while a run is under way, and on the workspace's live flow events. */
export const runLogRefreshed = createEvent();
export const runOpened = createEvent<string | null>();
/** Only the runs of this status (null: all). */
export const runsStatusChosen = createEvent<RunStatus | null>();

export const $runLogTarget = createStore<RunLogTarget | null>(null).on(runLogOpened, (_, target) => target);
export const $runsStatus = createStore<RunStatus | null>(null)
  .on(runsStatusChosen, (_, status) => status)
  .reset(runLogOpened);
export const $runsOffset = createStore(0)
  .on(runsPageChanged, (_, offset) => Math.max(0, offset))
  .reset(runLogOpened, runsStatusChosen);
export const $openRunId = createStore<string | null>(null).on(runOpened, (_, runId) => runId);

export const loadRunLogFx = createEffect(async ({ workspaceId, flowId }: RunLogTarget) => {
  const [flow, catalog] = await Promise.all([flowsApi.get(workspaceId, flowId), flowsApi.catalog(workspaceId)]);
  return { flow, catalog };
});
export const loadRunsFx = createEffect(({ target, offset, status }: { target: RunLogTarget; offset: number; status: RunStatus | null }) =>
  flowsApi.runs(target.workspaceId, target.flowId, offset, RUNS_PAGE_SIZE, status),
);
export const loadRunFx = createEffect(({ target, runId }: { target: RunLogTarget; runId: string }) =>
  flowsApi.run(target.workspaceId, target.flowId, runId),
);

export const $flow = createStore<Flow | null>(null)
  .on(loadRunLogFx.doneData, (_, { flow }) => flow)
  .reset(runLogOpened);
export const $catalog = createStore<FlowCatalog | null>(null)
  .on(loadRunLogFx.doneData, (_, { catalog }) => catalog)
  .reset(runLogOpened);
export const $runs = createStore<RunPage | null>(null)
  .on(loadRunsFx.doneData, (_, page) => page)
  .reset(runLogOpened);
export const $openRun = createStore<RunDetail | null>(null)
  .on(loadRunFx.doneData, (_, run) => run)
  .on(runOpened, (run, runId) => (run?.id === runId ? run : null))
  .reset(runLogOpened);
export const $runLogError = createStore<string | null>(null)
  .on([loadRunLogFx.failData, loadRunsFx.failData, loadRunFx.failData], (_, error) => error.message)
  .reset(runLogOpened, loadRunsFx.done);

const UNDER_WAY: readonly RunStatus[] = ['queued', 'running'];

/** A run not finished yet, in the page or opened: the log keeps asking until it is. */
export const $hasRunUnderWay = sample({
  source: { runs: $runs, run: $openRun },
  fn: ({ runs, run }) => Boolean(runs?.items.some((item) => UNDER_WAY.includes(item.status)) || (run && UNDER_WAY.includes(run.status))),
});

sample({ clock: runLogOpened, target: loadRunLogFx });
sample({
  clock: [runLogOpened, runsPageChanged, runLogRefreshed, runsStatusChosen],
  source: { target: $runLogTarget, offset: $runsOffset, status: $runsStatus },
  filter: (source): source is { target: RunLogTarget; offset: number; status: RunStatus | null } => source.target !== null,
  target: loadRunsFx,
});
sample({
  clock: [runOpened, runLogRefreshed, runLogOpened],
  source: { target: $runLogTarget, runId: $openRunId },
  filter: (source): source is { target: RunLogTarget; runId: string } => source.target !== null && source.runId !== null,
  target: loadRunFx,
});
