/**
 * The loop the server found when the flow was to be enabled, until the next save: the user either changes the
 * flow (a condition that breaks the loop) and enables it again, or confirms it as it is.
 */
import { createStore, sample } from 'effector';
import { builderOpened, nodeSelected, type SaveRequest, saveFlowFx } from './flowBuilderModel';
import { isLoopError } from './loopError';

export interface LoopWarning {
  /** The server's sentence: which action starts the flow again, through which flows. */
  message: string;
  stepId: string;
  /** The refused save, sent again on confirming. */
  request: SaveRequest;
}

export const $loopWarning = createStore<LoopWarning | null>(null)
  .on(saveFlowFx.fail, (_, { params, error }) =>
    isLoopError(error) ? { message: error.message, stepId: error.details.nodeId, request: params } : null,
  )
  .reset(saveFlowFx, builderOpened);

// The step that would start the flow again is the one to look at.
sample({
  clock: $loopWarning.updates.filterMap((warning) => warning?.stepId),
  target: nodeSelected,
});
