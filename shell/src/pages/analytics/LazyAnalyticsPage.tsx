/** /analytics is fetched with its charts only when opened: the page and uPlot are chunks of their own. */
import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { useAnalyticsTranslation } from './i18n/analyticsTranslations';

const AnalyticsPage = lazy(() => import(/* webpackChunkName: "analytics" */ './AnalyticsPage'));

export function LazyAnalyticsPage() {
  const { t } = useAnalyticsTranslation();
  return (
    <Suspense fallback={<Spinner aria-label={t('loading')} />}>
      <AnalyticsPage />
    </Suspense>
  );
}
