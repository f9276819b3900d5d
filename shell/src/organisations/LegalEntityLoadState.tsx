import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import type { LoadedLegalEntity } from './useLegalEntity';

/** What a page about one entity shows until it has the entity. */
export function LegalEntityLoadState({ state, onRetry }: { state: Exclude<LoadedLegalEntity, { status: 'loaded' }>; onRetry(): void }) {
  const { t } = useTranslation('organisations');
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'notFound') return <NonIdealState icon="office" title={t('form.notFound')} />;
  return <NonIdealState icon="error" title={t('companies.loadFailed')} action={<Button text={t('companies.retry')} onClick={onRetry} />} />;
}
