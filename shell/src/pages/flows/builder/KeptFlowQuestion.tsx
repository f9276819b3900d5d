import { Alert } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { $keptFlow, keptFlowDiscarded, keptFlowRestored } from './unsavedFlowDraft';

/** Offers back the edits of this flow that were left unsaved the last time the page went. */
export function KeptFlowQuestion() {
  const { t } = useFlowsTranslation();
  const kept = useUnit($keptFlow);
  return (
    <Alert
      isOpen={kept !== null}
      icon="history"
      intent="primary"
      confirmButtonText={t('builder.restoreKept')}
      cancelButtonText={t('builder.discardKept')}
      onConfirm={() => kept && keptFlowRestored(kept)}
      onCancel={() => keptFlowDiscarded()}
    >
      <p>
        <strong>{t('builder.keptQuestion')}</strong>
      </p>
      <p>{t('builder.keptExplain')}</p>
    </Alert>
  );
}
