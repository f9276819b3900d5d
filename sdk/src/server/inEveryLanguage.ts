import type { Locale, LocalisedText, MessageParams } from './moduleError';
import type { MessagesService } from './services';

const LOCALES: readonly Locale[] = ['ru', 'en'];

/**
 * A module's message in each language, for texts stored once and read later by people of either (a notification):
 * `params` may differ by language, e.g. a translated status name inside the text.
 */
export function inEveryLanguage(
  messages: Pick<MessagesService, 't'>,
  key: string,
  params: MessageParams | ((locale: Locale) => MessageParams) = {},
): LocalisedText {
  const [ru, en] = LOCALES.map((locale) => messages.t(key, locale, typeof params === 'function' ? params(locale) : params));
  return { ru: ru!, en: en! };
}
