/**
 * One date style per interface language, through Intl: «25 нояб.» / "Nov 25" within the current year,
 * 25.11.2027 / 11/25/2027 otherwise. Card badges, toasts and the calendar all format days here.
 */
import type { Language } from '@artel/sdk';
import { fromDateKey } from '../calendar/dateKeys';

const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-US' };

export function localeOf(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.ru;
}

/** A 'YYYY-MM-DD' day as people of `language` write it; the year only when it is not this year's. */
export function formatDay(key: string, language: string, today: Date = new Date()): string {
  const date = fromDateKey(key);
  const options: Intl.DateTimeFormatOptions =
    date.getFullYear() === today.getFullYear() ? { day: 'numeric', month: 'short' } : { day: '2-digit', month: '2-digit', year: 'numeric' };
  return new Intl.DateTimeFormat(localeOf(language), options).format(date);
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

/** When a comment was written or something happened: «23 нояб., 17:04», with the year only when not this year's. */
export function formatMoment(iso: string, language: string, today: Date = new Date()): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  if (date.getFullYear() !== today.getFullYear()) options.year = 'numeric';
  return new Intl.DateTimeFormat(localeOf(language), options).format(date);
}
