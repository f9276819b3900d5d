import { lazyPage } from '../routing/lazyPage';
import type { ShellRoute } from '../routing/shellRoute';
import './i18n/workspacesTranslations';

// The pages are a chunk of their own, fetched when one is first opened: the dashboard does not wait for them.
const WorkspacesPage = lazyPage(() => import(/* webpackChunkName: "workspaces-pages" */ './pages/WorkspacesPage'), 'WorkspacesPage');
const WorkspaceDashboardPage = lazyPage(
  () => import(/* webpackChunkName: "workspaces-pages" */ './pages/dashboard/WorkspaceDashboardPage'),
  'WorkspaceDashboardPage',
);
const WorkspacePermissionsPage = lazyPage(
  () => import(/* webpackChunkName: "workspaces-pages" */ './pages/permissions/WorkspacePermissionsPage'),
  'WorkspacePermissionsPage',
);
const WorkspaceDetailPage = lazyPage(
  () => import(/* webpackChunkName: "workspaces-pages" */ './pages/detail/WorkspaceDetailPage'),
  'WorkspaceDetailPage',
);
const AcceptInvitationPage = lazyPage(
  () => import(/* webpackChunkName: "workspaces-pages" */ './pages/invitation/AcceptInvitationPage'),
  'AcceptInvitationPage',
);

/** SPEC §2 workspace routes; /workspaces/{id} and /workspace/{slug} are the same page. */
export const workspacesRoutes: ShellRoute[] = [
  { pattern: '/workspaces', component: WorkspacesPage },
  { pattern: '/workspaces/:workspaceId/dashboard', component: WorkspaceDashboardPage },
  { pattern: '/workspaces/:workspaceId/permissions', component: WorkspacePermissionsPage },
  { pattern: '/workspaces/:id', component: WorkspaceDetailPage },
  { pattern: '/workspace/:slug', component: WorkspaceDetailPage },
  { pattern: '/invitations/accept', component: AcceptInvitationPage },
];
