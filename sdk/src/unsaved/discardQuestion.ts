/**
 * Closing a dialog that holds typed work asks first, with the same question as leaving a page: the shell's
 * dialog follows `$discardQuestion` as it follows `$leaveRequest`, and answers through `answerDiscard`.
 */
import { createEvent, createStore } from 'effector';

const discardAsked = createEvent();
const discardAnswered = createEvent();

/** True while the person is being asked whether typed work in a closing dialog may go. */
export const $discardQuestion = createStore(false)
  .on(discardAsked, () => true)
  .reset(discardAnswered);

let waiting: ((discard: boolean) => void) | null = null;

/** Asks whether the typed work may be thrown away; resolves true when the person chooses to close anyway. */
export function confirmDiscard(): Promise<boolean> {
  // A question still open (a second dialog asking) counts as «stay» for the first.
  waiting?.(false);
  discardAsked();
  return new Promise((resolve) => {
    waiting = resolve;
  });
}

export function answerDiscard(discard: boolean): void {
  const resolve = waiting;
  waiting = null;
  discardAnswered();
  resolve?.(discard);
}
