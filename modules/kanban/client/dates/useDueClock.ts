/** The viewer's clock for due dates: now (to the minute, so badges turn red without a reload) and their zone. */
import { $user } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState } from 'react';
import type { DueClock } from './dueState';
import { viewerTimeZone } from './viewerTimeZone';

const MINUTE_MS = 60_000;

const thisMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

export function useDueClock(): DueClock {
  const user = useUnit($user);
  const [minute, setMinute] = useState(thisMinute);
  useEffect(() => {
    const timer = setInterval(() => setMinute(thisMinute()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  // The profile's zone may change while the page is open; the store carries it.
  const timeZone = useMemo(viewerTimeZone, [user?.timeZone]);
  return useMemo(() => ({ now: new Date(minute), timeZone }), [minute, timeZone]);
}
