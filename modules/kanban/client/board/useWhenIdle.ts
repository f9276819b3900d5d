/** Work that can come later than the first paint (a chunk fetched ahead) waits for the first idle moment. */
import { useEffect, useRef } from 'react';

/** Browsers without requestIdleCallback (Safari) wait this long instead. */
const IDLE_FALLBACK_MS = 300;

/** Runs `task` once, at the first idle moment (at the latest after 2 s) after a render with `when` true. */
export function useWhenIdle(task: () => void, when = true): void {
  const latest = useRef(task);
  latest.current = task;
  useEffect(() => {
    if (!when) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => latest.current(), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => latest.current(), IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [when]);
}
