/**
 * What is not needed for the first screen waits until that screen has been painted: usePainted switches from
 * false to true then (a transition, so input stays ahead of the extra work). useWhenIdle waits longer, for the
 * first idle moment, for work that can come later still.
 */
import { startTransition, useEffect, useRef, useState } from 'react';

export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from the next animation frame runs after that frame's paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

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
