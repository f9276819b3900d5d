/**
 * The mention input as modules get it from `@artel/sdk`: its code (and the Blueprint menu it opens) is a lazy
 * chunk fetched the first time a comment box shows, and until it has arrived a plain disabled box of the same
 * size stands in its place, so the page around it neither jumps nor falls back to its loading state.
 */
import { Classes } from '@blueprintjs/core';
import { lazyComponent, LazyComponentSlot } from '../modules/lazyComponent';
import type { MentionTextAreaProps } from './MentionTextArea';

export type { MentionTextAreaProps } from './MentionTextArea';

const LazyMentionTextArea = lazyComponent<'MentionTextArea', MentionTextAreaProps>(
  () => import(/* webpackChunkName: "mention-input" */ './MentionTextArea'),
  'MentionTextArea',
);

export function MentionTextArea(props: MentionTextAreaProps) {
  const waiting = (
    <textarea
      className={`${Classes.INPUT} ${Classes.FILL}`}
      disabled
      aria-busy="true"
      aria-label={props.label}
      placeholder={props.placeholder ?? props.label}
      value={props.value}
      readOnly
    />
  );
  return (
    <LazyComponentSlot component={LazyMentionTextArea} fallback={waiting}>
      <LazyMentionTextArea {...props} />
    </LazyComponentSlot>
  );
}

/** Fetches the input's chunk ahead of its first render, e.g. when a card or a partner opens. */
export const preloadMentionTextArea = (): Promise<unknown> => LazyMentionTextArea.preload();
