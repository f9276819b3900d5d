import { registerNavigationItem } from '@artel/sdk/host';
import type { ShellRoute } from '../../routing/shellRoute';
import { ANALYTICS_NAMESPACE } from './i18n/analyticsTranslations';
import { LazyAnalyticsPage } from './LazyAnalyticsPage';

// SPEC §2 shell links include /analytics; who may see its data (view_analytics) is the page's to say.
registerNavigationItem({
  id: 'analytics',
  path: '/analytics',
  title: `${ANALYTICS_NAMESPACE}:nav.analytics`,
  icon: 'chart',
  section: 'main',
  position: 35,
});

export const analyticsRoutes: ShellRoute[] = [{ pattern: '/analytics', component: LazyAnalyticsPage }];
