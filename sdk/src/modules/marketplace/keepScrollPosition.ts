/** How long the window keeps trying to get back to its place while the remounted page grows to its height. */
const RESTORE_LIMIT_MS = 2000;

function scrollBackTo(top: number, until: number): void {
  requestAnimationFrame(() => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) > 1 && Date.now() < until) scrollBackTo(top, until);
  });
}

/**
 * Runs `swap` (a module's page unmounted and mounted again with its new version) and puts the window back
 * where it was: the page is short for a moment while its data loads again, so the place is retried for a while.
 */
export async function keepScrollPosition<T>(swap: () => Promise<T>): Promise<T> {
  const top = window.scrollY;
  const result = await swap();
  if (top > 0) scrollBackTo(top, Date.now() + RESTORE_LIMIT_MS);
  return result;
}
