import type { ShellRoute } from '../routing/shellRoute';

export const notificationsRoutes: ShellRoute[] = [];
