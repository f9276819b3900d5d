/** A document's state as a coloured tag, and «Просрочен» beside it for an unpaid invoice past its due date. */
import { Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';

const INTENTS: Record<string, Intent> = {
  draft: 'none',
  issued: 'primary',
  partiallyPaid: 'warning',
  paid: 'success',
  cancelled: 'none',
  signed: 'success',
  active: 'success',
  expired: 'none',
  terminated: 'danger',
};

export function StateTag({ state, overdue }: { state: string; overdue?: boolean }) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <span className="documents-state">
      <Tag minimal intent={INTENTS[state] ?? 'none'}>
        {t(`documents.states.${state}`)}
      </Tag>
      {overdue && (
        <Tag intent="danger" icon="time">
          {t('documents.overdue')}
        </Tag>
      )}
    </span>
  );
}
