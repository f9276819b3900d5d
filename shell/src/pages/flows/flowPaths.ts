/** Addresses of the flows pages (SPEC §2). */
export const flowPaths = {
  list: (workspaceId: string) => `/workspaces/${workspaceId}/flows`,
  create: (workspaceId: string) => `/workspaces/${workspaceId}/flows/new`,
  recipes: (workspaceId: string) => `/workspaces/${workspaceId}/flows/recipes`,
  flow: (workspaceId: string, flowId: string) => `/workspaces/${workspaceId}/flows/${flowId}`,
  runs: (workspaceId: string, flowId: string) => `/workspaces/${workspaceId}/flows/${flowId}/runs`,
  run: (workspaceId: string, flowId: string, runId: string) => `/workspaces/${workspaceId}/flows/${flowId}/runs/${runId}`,
};
