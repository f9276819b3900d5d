/** The flows pages' own namespace, registered with the lazy chunk that holds the pages. */
import { addTranslations, useTranslation } from '@artel/sdk';
import type { LocalizedText } from '../api/flowTypes';
import en from './en.json';
import ru from './ru.json';

export const FLOWS_NAMESPACE = 'flows';

addTranslations(FLOWS_NAMESPACE, { ru, en });

export function useFlowsTranslation() {
  const translation = useTranslation(FLOWS_NAMESPACE);
  const language = translation.i18n.language;
  /** A catalog text (trigger, action, field) in the interface's language. */
  const localized = (text: LocalizedText | undefined) => (text ? (language === 'en' ? text.en : text.ru) : '');
  return { ...translation, localized };
}
