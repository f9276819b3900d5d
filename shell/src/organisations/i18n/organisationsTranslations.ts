import { addTranslations } from '@artel/sdk';
import en from './en.json';
import ru from './ru.json';

export const ORGANISATIONS_NAMESPACE = 'organisations';

export function registerOrganisationsTranslations(): void {
  addTranslations(ORGANISATIONS_NAMESPACE, { ru, en });
}
