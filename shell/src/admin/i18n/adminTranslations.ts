import { addTranslations } from '@artel/sdk';
import en from './en.json';
import ru from './ru.json';

export const ADMIN_NAMESPACE = 'admin';

export function registerAdminTranslations(): void {
  addTranslations(ADMIN_NAMESPACE, { ru, en });
}
