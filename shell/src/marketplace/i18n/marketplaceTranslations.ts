import { addTranslations } from '@artel/sdk';
import ru from './ru.json';

export const MARKETPLACE_NAMESPACE = 'marketplace';

export function registerMarketplaceTranslations(): void {
  addTranslations(MARKETPLACE_NAMESPACE, { ru, en: () => import(/* webpackChunkName: "i18n-en" */ './en.json') });
}
