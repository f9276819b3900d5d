import { Redirect } from '@artel/sdk/host';
import { lazyPage } from '../../routing/lazyPage';
import type { ShellPageProps, ShellRoute } from '../../routing/shellRoute';
import { flowPaths } from './flowPaths';

const FlowListPage = lazyPage(() => import(/* webpackChunkName: "flow-pages" */ './flowPages'), 'FlowListPage');
const FlowRunsPage = lazyPage(() => import(/* webpackChunkName: "flow-pages" */ './flowPages'), 'FlowRunsPage');
// The builder carries @xyflow/react: a chunk of its own, fetched only when a flow is opened.
const FlowBuilderPage = lazyPage(() => import(/* webpackChunkName: "flow-builder" */ './builder/FlowBuilderPage'), 'FlowBuilderPage');
// With the builder: a recipe opens in it next, and they share the builder's state.
const FlowRecipesPage = lazyPage(() => import(/* webpackChunkName: "flow-builder" */ './recipes/FlowRecipesPage'), 'FlowRecipesPage');

function FlowAliasPage({ params }: ShellPageProps) {
  return <Redirect to={flowPaths.list(params.workspaceId ?? '')} />;
}

/** SPEC §2: the workspace's flows, the builder of a new or an existing flow, the recipes, and each flow's run log. */
export const flowsRoutes: ShellRoute[] = [
  { pattern: '/workspaces/:workspaceId/flow', component: FlowAliasPage },
  { pattern: '/workspaces/:workspaceId/flows', component: FlowListPage },
  { pattern: '/workspaces/:workspaceId/flows/new', component: FlowBuilderPage },
  { pattern: '/workspaces/:workspaceId/flows/recipes', component: FlowRecipesPage },
  { pattern: '/workspaces/:workspaceId/flows/:flowId', component: FlowBuilderPage },
  { pattern: '/workspaces/:workspaceId/flows/:flowId/runs', component: FlowRunsPage },
  { pattern: '/workspaces/:workspaceId/flows/:flowId/runs/:runId', component: FlowRunsPage },
];
