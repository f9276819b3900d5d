import type { ShellRoute } from '../../routing/shellRoute';
import { DashboardPage } from './DashboardPage';

export const dashboardRoutes: ShellRoute[] = [{ pattern: '/dashboard', component: DashboardPage }];
