import type { ComponentType } from 'react';

export interface ShellPageProps {
  /** Values of the pattern's :params. */
  params: Record<string, string>;
}

/** One page of the shell: each feature folder exports its own list (routes.ts), gathered in shellRoutes.ts. */
export interface ShellRoute {
  /** regexparam pattern, e.g. '/workspaces/:id'. */
  pattern: string;
  component: ComponentType<ShellPageProps>;
  /** Guest-only pages (sign-in, sign-up): a signed-in user is sent on to `redirect` or /dashboard. */
  guest?: boolean;
  /** Pages drawn without the top bar and sidebar. */
  bare?: boolean;
}
