/**
 * A flow's unsaved edits kept as a draft (issue 27): written when the page goes with them unsaved (the tab
 * closing or reloading), offered back when the builder opens that flow (or a new one) again, and forgotten once
 * the flow is saved or the person has answered.
 */
import { createDrafts } from '@artel/sdk/host';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $draft,
  $target,
  type BuilderTarget,
  draftReplaced,
  type FlowDraft,
  loadBuilderFx,
  sameFlow,
  saveFlowFx,
  builderOpened,
} from './flowBuilderModel';

const drafts = createDrafts('shell');

const keyOf = ({ workspaceId, flowId }: BuilderTarget) => `flow:${workspaceId}:${flowId ?? 'new'}`;

/** Keeps the edits open in the builder now. */
export const keepUnsavedFlowFx = attach({
  source: { target: $target, draft: $draft },
  effect: async ({ target, draft }) => {
    if (target && draft) await drafts.set(keyOf(target), draft);
  },
});

const readKeptFlowFx = createEffect(async (target: BuilderTarget) => (await drafts.get<FlowDraft>(keyOf(target)))?.value ?? null);
const forgetKeptFlowFx = createEffect((target: BuilderTarget) => drafts.remove(keyOf(target)));

/** The person takes the kept edits back into the builder. */
export const keptFlowRestored = createEvent<FlowDraft>();
/** The person drops the kept edits. */
export const keptFlowDiscarded = createEvent();
const keptFlowFound = createEvent<FlowDraft>();

/** Edits kept from before that differ from the flow just opened, waiting for the person's answer. */
export const $keptFlow = createStore<FlowDraft | null>(null)
  .on(keptFlowFound, (_, kept) => kept)
  .reset(builderOpened, keptFlowRestored, keptFlowDiscarded, saveFlowFx.done);

sample({ clock: loadBuilderFx.done, fn: ({ params }) => params, target: readKeptFlowFx });

sample({
  clock: readKeptFlowFx.done,
  source: { current: $target, draft: $draft },
  // Only for the flow still open, and only when there is something to give back.
  filter: ({ current, draft }, { params, result }) => current === params && result !== null && draft !== null && !sameFlow(result, draft),
  fn: (_, { result }) => result as FlowDraft,
  target: keptFlowFound,
});

sample({ clock: keptFlowRestored, target: draftReplaced });
sample({ clock: [keptFlowRestored, keptFlowDiscarded], source: $target, filter: Boolean, target: forgetKeptFlowFx });
sample({ clock: saveFlowFx.done, fn: ({ params }) => params.target, target: forgetKeptFlowFx });
