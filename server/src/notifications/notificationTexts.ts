import type { NotificationTexts } from '@artel/sdk/shared';
import type { Locale } from '../http/messages';
import { checkTexts } from './notificationInput';

/** A text given once for everyone, or once per language so that each reader sees their own. */
export type NotificationText = string | Readonly<Record<Locale, string>>;

const LANGUAGES: readonly Locale[] = ['ru', 'en'];

const inLanguage = (text: NotificationText, language: Locale) => (typeof text === 'string' ? text : text[language]);

/**
 * What a notification stores: the Russian title and message (the columns every reader falls back to) and,
 * when either was given per language, the pair in each language.
 */
export function storedTexts(
  title: NotificationText,
  message: NotificationText,
): { title: string; message: string; texts: NotificationTexts | null } {
  const texts: NotificationTexts = {};
  for (const language of LANGUAGES) {
    const pair = { title: inLanguage(title, language), message: inLanguage(message, language) };
    checkTexts(pair.title, pair.message);
    texts[language] = pair;
  }
  const russian = texts.ru!;
  const perLanguage = typeof title !== 'string' || typeof message !== 'string';
  return { title: russian.title, message: russian.message, texts: perLanguage ? texts : null };
}
