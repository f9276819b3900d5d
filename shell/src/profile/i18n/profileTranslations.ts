import { addTranslations } from '@artel/sdk';
import en from './en.json';
import ru from './ru.json';

export const PROFILE_NAMESPACE = 'profile';

export function registerProfileTranslations(): void {
  addTranslations(PROFILE_NAMESPACE, { ru, en });
}
