import { addTranslations } from '@artel/sdk';
import ru from './ru.json';

export const PROFILE_NAMESPACE = 'profile';

export function registerProfileTranslations(): void {
  addTranslations(PROFILE_NAMESPACE, { ru, en: () => import(/* webpackChunkName: "i18n-en" */ './en.json') });
}
