/**
 * The page a user lands on comes first. When a workspace's modules start, the module whose page is open loads
 * alone; the others (their bundles, then their sidebar items, search providers, widgets and texts, each of which
 * renders parts of the shell again) wait until that page has shown its first content and the browser has painted
 * it. On the 2-core machine of issue 16 they otherwise ran in the middle of a board page's way to its first cards.
 */

/** A page that never says it is shown (a module that renders no ModuleRoutes) holds the others back this long at most. */
export const LANDING_PAGE_WAIT_MS = 2_000;

const shown = new Set<string>();
const waiting = new Map<string, Set<() => void>>();

/** ModuleRoutes calls it once a module's page has committed its first content. */
export function reportPageShown(moduleId: string): void {
  shown.add(moduleId);
  const resolvers = waiting.get(moduleId);
  waiting.delete(moduleId);
  resolvers?.forEach((resolve) => resolve());
}

/** After the frame that is being prepared has been painted: a task queued from the next animation frame. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Settles once a page of `moduleId` has been shown and painted, or after `timeoutMs` whatever happened. */
export function whenPageShown(moduleId: string, timeoutMs = LANDING_PAGE_WAIT_MS): Promise<void> {
  if (shown.has(moduleId)) return afterPaint();
  return new Promise<void>((resolve) => {
    const resolvers = waiting.get(moduleId) ?? new Set<() => void>();
    waiting.set(moduleId, resolvers);
    const done = () => {
      clearTimeout(timer);
      resolvers.delete(done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    resolvers.add(done);
  }).then(afterPaint);
}
