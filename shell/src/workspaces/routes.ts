import type { ShellRoute } from '../routing/shellRoute';
import './i18n/workspacesTranslations';
import { WorkspaceDashboardPage } from './pages/dashboard/WorkspaceDashboardPage';
import { WorkspaceDetailPage } from './pages/detail/WorkspaceDetailPage';
import { AcceptInvitationPage } from './pages/invitation/AcceptInvitationPage';
import { WorkspacePermissionsPage } from './pages/permissions/WorkspacePermissionsPage';
import { WorkspacesPage } from './pages/WorkspacesPage';

/** SPEC §2 workspace routes; /workspaces/{id} and /workspace/{slug} are the same page. */
export const workspacesRoutes: ShellRoute[] = [
  { pattern: '/workspaces', component: WorkspacesPage },
  { pattern: '/workspaces/:workspaceId/dashboard', component: WorkspaceDashboardPage },
  { pattern: '/workspaces/:workspaceId/permissions', component: WorkspacePermissionsPage },
  { pattern: '/workspaces/:id', component: WorkspaceDetailPage },
  { pattern: '/workspace/:slug', component: WorkspaceDetailPage },
  { pattern: '/invitations/accept', component: AcceptInvitationPage },
];
