import { addTranslations } from '@artel/sdk';
import en from './en.json';
import ru from './ru.json';

export const SHELL_NAMESPACE = 'shell';

export function registerShellTranslations(): void {
  addTranslations(SHELL_NAMESPACE, { ru, en });
}
