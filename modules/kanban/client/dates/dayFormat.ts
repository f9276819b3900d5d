/**
 * What the calendar needs beyond the SDK's format layer (which writes every day and time: «25 нояб.», "Nov 25"):
 * a month's title, the locale of weekday names, and how pressing a due day is.
 */
import type { Language } from '@artel/sdk';
import { fromDateKey } from '../calendar/dateKeys';

const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-US' };

export function localeOf(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.ru;
}

/** «Ноябрь 2026», "November 2026": month and year only, without the «г.» Russian adds after a year. */
export function formatMonthTitle(date: Date, language: string): string {
  const parts = new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric' }).formatToParts(date);
  const text = parts
    .filter((part) => part.type === 'month' || part.type === 'year')
    .map((part) => part.value)
    .join(' ');
  return text.charAt(0).toLocaleUpperCase(localeOf(language)) + text.slice(1);
}

export type DueUrgency = 'overdue' | 'today' | 'soon' | 'later';

/** How pressing a due day is against today: overdue, today, within two days, or later. */
export function dueUrgency(dueKey: string, todayKey: string): DueUrgency {
  if (dueKey < todayKey) return 'overdue';
  if (dueKey === todayKey) return 'today';
  const days = (fromDateKey(dueKey).getTime() - fromDateKey(todayKey).getTime()) / 86_400_000;
  return days <= 2 ? 'soon' : 'later';
}
