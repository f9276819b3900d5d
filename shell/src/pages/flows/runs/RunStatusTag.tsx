import { type Intent, Tag } from '@blueprintjs/core';
import type { RunStatus } from '../api/flowTypes';
import { useFlowsTranslation } from '../i18n/flowsTranslations';

const INTENTS: Record<RunStatus, Intent> = {
  queued: 'none',
  running: 'primary',
  succeeded: 'success',
  failed: 'danger',
  skipped: 'none',
  rate_limited: 'warning',
  loop_stopped: 'warning',
};

/** Every status a run may have, in the order a filter offers them. */
export const RUN_STATUSES = Object.keys(INTENTS) as RunStatus[];

export function RunStatusTag({ status }: { status: string }) {
  const { t } = useFlowsTranslation();
  const intent = INTENTS[status as RunStatus] ?? 'none';
  return (
    <Tag intent={intent} minimal round>
      {t(`runStatus.${status}`, { defaultValue: status })}
    </Tag>
  );
}
