/** The flows API of one workspace, through the platform's HTTP client. */
import { api } from '@artel/sdk';
import type {
  Flow,
  FlowCatalog,
  FlowChanges,
  FlowDefinition,
  FlowSamples,
  FlowSummary,
  RunDetail,
  RunPage,
  RunStatus,
  SettableFlowState,
  TestRunResult,
  TriggerRef,
} from './flowTypes';

const base = (workspaceId: string) => `/workspaces/${workspaceId}/flows`;

export const flowsApi = {
  catalog: (workspaceId: string) => api.get<FlowCatalog>(`/workspaces/${workspaceId}/flow-catalog`),
  list: (workspaceId: string) => api.get<FlowSummary[]>(base(workspaceId), { cache: false }),
  get: (workspaceId: string, flowId: string) => api.get<Flow>(`${base(workspaceId)}/${flowId}`, { cache: false }),
  create: (workspaceId: string, flow: { name: string; state?: SettableFlowState; definition: FlowDefinition; confirmLoop?: boolean }) =>
    api.post<Flow>(base(workspaceId), flow),
  update: (workspaceId: string, flowId: string, changes: FlowChanges) => api.put<Flow>(`${base(workspaceId)}/${flowId}`, changes),
  remove: (workspaceId: string, flowId: string) => api.delete<void>(`${base(workspaceId)}/${flowId}`),
  runNow: (workspaceId: string, flowId: string) => api.post<{ runId: string }>(`${base(workspaceId)}/${flowId}/run`),
  test: (workspaceId: string, flowId: string, event?: Record<string, unknown>) =>
    api.post<TestRunResult>(`${base(workspaceId)}/${flowId}/test`, event === undefined ? {} : { event }),
  samples: (workspaceId: string, trigger: TriggerRef, search?: string) =>
    api.post<FlowSamples>(`/workspaces/${workspaceId}/flow-samples`, { trigger, ...(search ? { search } : {}) }),
  runs: (workspaceId: string, flowId: string, offset: number, limit: number, status: RunStatus | null = null) =>
    api.get<RunPage>(`${base(workspaceId)}/${flowId}/runs`, { query: { offset, limit, ...(status ? { status } : {}) }, cache: false }),
  run: (workspaceId: string, flowId: string, runId: string) =>
    api.get<RunDetail>(`${base(workspaceId)}/${flowId}/runs/${runId}`, { cache: false }),
};
