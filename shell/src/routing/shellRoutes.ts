import { adminRoutes } from '../admin/routes';
import { authRoutes } from '../auth/routes';
import { marketplaceRoutes } from '../marketplace/routes';
import { notificationsRoutes } from '../notifications/routes';
import { organisationsRoutes } from '../organisations/routes';
import { analyticsRoutes } from '../pages/analytics/routes';
import { dashboardRoutes } from '../pages/dashboard/routes';
import { flowsRoutes } from '../pages/flows/routes';
import { profileRoutes } from '../profile/routes';
import { workspacesRoutes } from '../workspaces/routes';
import type { ShellRoute } from './shellRoute';

/** Every page of the shell, first match wins. Module pages live under /modules/{id} (the module outlet). */
export const SHELL_ROUTES: ShellRoute[] = [
  ...authRoutes,
  ...dashboardRoutes,
  ...analyticsRoutes,
  ...organisationsRoutes,
  ...flowsRoutes,
  ...workspacesRoutes,
  ...notificationsRoutes,
  ...profileRoutes,
  ...adminRoutes,
  ...marketplaceRoutes,
];
