import { addTranslations } from '@artel/sdk';
import en from './en.json';
import ru from './ru.json';

export const MARKETPLACE_NAMESPACE = 'marketplace';

export function registerMarketplaceTranslations(): void {
  addTranslations(MARKETPLACE_NAMESPACE, { ru, en });
}
