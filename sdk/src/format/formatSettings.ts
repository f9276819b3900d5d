/**
 * Whose conventions the formatters follow: the interface language (i18next's, through $language) and the time
 * zone chosen in the profile, or the browser's when the profile has none (or one this browser does not know).
 */
import { combine } from 'effector';
import { useUnit } from 'effector-react';
import { $language, type Language } from '../i18n/i18n';
import { $user } from '../session/sessionModel';

export interface FormatSettings {
  language: Language;
  /** IANA name, e.g. 'Europe/Moscow'. */
  timeZone: string;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function knownTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    // A zone saved on another device may be missing from this browser's tables: the browser's own zone then.
    return null;
  }
}

export const $formatSettings = combine($language, $user, (language, user): FormatSettings => ({
  language,
  timeZone: knownTimeZone(user?.timeZone) ?? browserTimeZone(),
}));

/** The settings now: for code outside React; components use useFormat() so they re-render on a change. */
export function currentFormatSettings(): FormatSettings {
  return $formatSettings.getState();
}

export function useFormatSettings(): FormatSettings {
  return useUnit($formatSettings);
}
