/** Calls back when the window gets focus again, at most once per `minIntervalMs` (a tab switch storm costs one call). */
export const FOCUS_REFRESH_MIN_INTERVAL_MS = 10_000;

export function onWindowFocus(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  callback: () => void,
  { minIntervalMs = FOCUS_REFRESH_MIN_INTERVAL_MS, now = () => Date.now() } = {},
): () => void {
  let last = Number.NEGATIVE_INFINITY;
  const onFocus = () => {
    if (now() - last < minIntervalMs) return;
    last = now();
    callback();
  };
  win.addEventListener('focus', onFocus);
  return () => win.removeEventListener('focus', onFocus);
}
