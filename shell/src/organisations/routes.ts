import type { ShellRoute } from '../routing/shellRoute';

export const organisationsRoutes: ShellRoute[] = [];
