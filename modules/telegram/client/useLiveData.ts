/**
 * Loads a page's data and loads it again when the bot's poll changed something in the workspace
 * (`telegram.updated` over the platform's socket) or the workspace changes.
 */
import { $currentWorkspaceId } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { telegramSdk } from './telegramSdk';

export interface LiveData<T> {
  data: T | null;
  /** True once an answer came (data may be null by right, e.g. no bot yet). */
  loaded: boolean;
  failed: boolean;
  reload(): Promise<void>;
}

export function useLiveData<T>(load: () => Promise<T>, dependencies: readonly unknown[] = []): LiveData<T> {
  const workspaceId = useUnit($currentWorkspaceId);
  const [data, setData] = useState<T | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      setData(await load());
      setLoaded(true);
      setFailed(false);
    } catch {
      setFailed(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what `load` reads, as with useEffect.
  }, [workspaceId, ...dependencies]);

  useEffect(() => {
    if (!workspaceId) return undefined;
    setData(null);
    setLoaded(false);
    void reload();
    const stopEvents = telegramSdk().realtime.subscribe(() => void reload());
    const stopResync = telegramSdk().realtime.onResync((resynced) => {
      if (resynced === workspaceId) void reload();
    });
    return () => {
      stopEvents();
      stopResync();
    };
  }, [reload, workspaceId]);

  return { data, loaded, failed, reload };
}
