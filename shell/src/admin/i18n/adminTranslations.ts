import { addTranslations } from '@artel/sdk';
import ru from './ru.json';

export const ADMIN_NAMESPACE = 'admin';

export function registerAdminTranslations(): void {
  addTranslations(ADMIN_NAMESPACE, { ru, en: () => import(/* webpackChunkName: "i18n-en" */ './en.json') });
}
