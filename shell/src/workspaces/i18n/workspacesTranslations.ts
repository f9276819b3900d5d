/** The workspace pages' own namespace, registered as soon as any of them is imported. */
import { addTranslations, useTranslation } from '@artel/sdk';
import ru from './ru.json';

export const WORKSPACES_NAMESPACE = 'workspaces';

addTranslations(WORKSPACES_NAMESPACE, { ru, en: () => import(/* webpackChunkName: "i18n-en" */ './en.json') });

export function useWorkspacesTranslation() {
  return useTranslation(WORKSPACES_NAMESPACE);
}
