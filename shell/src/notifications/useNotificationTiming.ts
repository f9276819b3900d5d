/** Time-driven bits of the bell and the panel: the badge pulse, the slow-loading notice, ticking relative times. */
import { useEffect, useRef, useState } from 'react';
import { BADGE_PULSE_MS, SLOW_LOADING_MS } from './notificationDisplay';

/** True for one second after `count` rises. */
export function useRisePulse(count: number, durationMs = BADGE_PULSE_MS): boolean {
  const previous = useRef(count);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pulsing, setPulsing] = useState(false);
  useEffect(() => {
    const rose = count > previous.current;
    previous.current = count;
    if (!rose) return;
    setPulsing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPulsing(false), durationMs);
  }, [count, durationMs]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return pulsing;
}

/** True once `loading` has lasted 5 s without a break. */
export function useSlowLoading(loading: boolean, afterMs = SLOW_LOADING_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!loading) return undefined;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => clearTimeout(timer);
  }, [loading, afterMs]);
  return slow;
}

/** The current time, refreshed every `intervalMs`, so '5 minutes ago' does not go stale on screen. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
