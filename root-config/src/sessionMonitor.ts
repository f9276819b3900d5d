import type { Store } from 'effector';

/** Runs the SDK's token monitor (SPEC §4: every 30 s) only while someone is signed in. */
export function monitorTokensWhileSignedIn(isAuthenticated: Store<boolean>, startTokenMonitor: () => () => void): () => void {
  let stop: (() => void) | null = null;
  const subscription = isAuthenticated.watch((signedIn) => {
    if (signedIn && !stop) stop = startTokenMonitor();
    if (!signedIn && stop) {
      stop();
      stop = null;
    }
  });
  return () => {
    subscription.unsubscribe();
    stop?.();
  };
}
