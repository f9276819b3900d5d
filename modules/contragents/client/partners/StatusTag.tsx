/** A partner's status as a coloured tag: active green, lead blue, paused orange, archived grey. */
import { type Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import type { PartnerStatus } from '../api/partnerTypes';
import { MODULE_ID } from '../moduleId';

const INTENTS: Record<PartnerStatus, Intent> = { active: 'success', lead: 'primary', paused: 'warning', archived: 'none' };

export function StatusTag({ status }: { status: PartnerStatus }) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <Tag minimal intent={INTENTS[status]}>
      {t(`statuses.${status}`)}
    </Tag>
  );
}
