import type { ShellRoute } from '../routing/shellRoute';

export const workspacesRoutes: ShellRoute[] = [];
