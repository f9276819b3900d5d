import { addTranslations } from '@artel/sdk';
import ru from './ru.json';

export const NOTIFICATIONS_NAMESPACE = 'notifications';

/** Registered on import: every component of the folder imports the namespace from here, so the texts are there first. */
addTranslations(NOTIFICATIONS_NAMESPACE, { ru, en: () => import(/* webpackChunkName: "i18n-en" */ './en.json') });
