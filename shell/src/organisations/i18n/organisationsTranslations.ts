import { addTranslations } from '@artel/sdk';
import ru from './ru.json';

export const ORGANISATIONS_NAMESPACE = 'organisations';

export function registerOrganisationsTranslations(): void {
  addTranslations(ORGANISATIONS_NAMESPACE, { ru, en: () => import(/* webpackChunkName: "i18n-en" */ './en.json') });
}
