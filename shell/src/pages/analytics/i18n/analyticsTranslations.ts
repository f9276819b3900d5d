/** The analytics page's namespace, registered with the shell's routes so the navigation item has its title. */
import { addTranslations, useTranslation } from '@artel/sdk';
import ru from './ru.json';

export const ANALYTICS_NAMESPACE = 'analytics';

addTranslations(ANALYTICS_NAMESPACE, { ru, en: () => import(/* webpackChunkName: "i18n-en" */ './en.json') });

export function useAnalyticsTranslation() {
  return useTranslation(ANALYTICS_NAMESPACE);
}
