import { type Intent, Tag } from '@blueprintjs/core';
import type { FlowPauseReason, FlowState } from './api/flowTypes';
import { useFlowsTranslation } from './i18n/flowsTranslations';

const INTENTS: Record<FlowState, Intent> = { draft: 'none', enabled: 'success', paused: 'warning' };

/** A flow's state; a paused one says why, since only the engine pauses and someone has to act on it. */
export function FlowStateTag({ state, pausedReason }: { state: FlowState; pausedReason: FlowPauseReason | null }) {
  const { t } = useFlowsTranslation();
  return (
    <Tag intent={INTENTS[state]} round>
      {state === 'paused' && pausedReason ? t(`state.pausedBecause.${pausedReason}`) : t(`state.${state}`)}
    </Tag>
  );
}
