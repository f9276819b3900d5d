/** A member's decision on a detected task (accept, retry, reject), sent one at a time. */
import { showToast } from '@artel/sdk';
import { useState } from 'react';
import { toastFailure } from '../errors';

/** `decide` sends the request, then says `done` and calls `onDecided`; a refusal is toasted instead. */
export function useTaskDecision(onDecided: () => void) {
  const [busy, setBusy] = useState(false);
  const decide = async (request: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await request();
      showToast({ message: done, intent: 'success' });
      onDecided();
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, decide };
}
