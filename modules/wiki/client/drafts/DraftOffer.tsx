/** «Есть несохранённый черновик от …» above the editor, with restoring it and deleting it. */
import { Button, Callout } from '@blueprintjs/core';
import { formatDateTime, useTranslation } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import type { DraftOffer as Offer } from './useArticleDraft';

export interface DraftOfferProps {
  offer: Offer;
  onRestore(): void;
  onDiscard(): void;
}

export function DraftOffer({ offer, onRestore, onDiscard }: DraftOfferProps) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <Callout intent="warning" icon="history" className="wiki-draft-offer">
      <span role="status">{t('draft.offer', { time: formatDateTime(offer.savedAt) })}</span>
      <span className="wiki-draft-offer__actions">
        <Button intent="primary" size="small" onClick={onRestore}>
          {t('draft.restore')}
        </Button>
        <Button variant="minimal" size="small" onClick={onDiscard}>
          {t('draft.discard')}
        </Button>
      </span>
    </Callout>
  );
}
