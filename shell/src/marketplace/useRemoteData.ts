import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteData<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'failed'; data: null; error: unknown };

/**
 * Loads data for a page and reloads it when `deps` change or on `reload()`. An answer that arrives after
 * a newer request started is dropped, so a slow search never overwrites a faster, later one.
 */
export function useRemoteData<T>(load: () => Promise<T>, deps: readonly unknown[]): RemoteData<T> & { reload(): void } {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const request = ++latest.current;
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    loadRef.current().then(
      (data) => {
        if (request === latest.current) setState({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (request === latest.current) setState({ status: 'failed', data: null, error });
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on; the latest `load` is read through the ref.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, reload };
}
