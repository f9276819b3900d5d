import { addTranslations } from '@artel/sdk';
import ru from './ru.json';

export const SHELL_NAMESPACE = 'shell';

/** English is fetched only when in use; every shell namespace names the same chunk, so it is one request. */
export function registerShellTranslations(): void {
  addTranslations(SHELL_NAMESPACE, { ru, en: () => import(/* webpackChunkName: "i18n-en" */ './en.json') });
}
