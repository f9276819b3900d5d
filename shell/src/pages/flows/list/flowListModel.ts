/** The flows of the workspace whose list is open, with the catalog that names their triggers. */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { flowsApi } from '../api/flowsApi';
import type { FlowCatalog, FlowSummary } from '../api/flowTypes';

export const flowListOpened = createEvent<string>();

export const loadFlowListFx = createEffect(async (workspaceId: string) => {
  const [flows, catalog] = await Promise.all([flowsApi.list(workspaceId), flowsApi.catalog(workspaceId)]);
  return { workspaceId, flows, catalog };
});

export type FlowListState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; flows: FlowSummary[]; catalog: FlowCatalog };

export const $flowList = createStore<FlowListState>({ status: 'loading' })
  .on(flowListOpened, () => ({ status: 'loading' }))
  .on(loadFlowListFx.doneData, (_, { flows, catalog }) => ({ status: 'ready', flows, catalog }))
  .on(loadFlowListFx.failData, (_, error) => ({ status: 'failed', message: error.message }));

sample({ clock: flowListOpened, target: loadFlowListFx });
