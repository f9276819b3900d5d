/** A report's cell as people read it: numbers and dates in the interface language, units after numbers. */
import { i18n, type Language } from '@artel/sdk';
import type { Cell, ReportColumn } from './analyticsApi';
import { ANALYTICS_NAMESPACE } from './i18n/analyticsTranslations';

const MINUTES_IN_HOUR = 60;
const MINUTES_IN_DAY = 24 * MINUTES_IN_HOUR;

/** Whole minutes as people say a lateness: minutes below an hour, hours below a day, days above («19 ч», «3 дня»). */
export function durationText(minutes: number, language: Language): string {
  const [unit, count] =
    minutes < MINUTES_IN_HOUR ? ['minute', Math.max(1, minutes)] : minutes < MINUTES_IN_DAY ? ['hour', Math.floor(minutes / MINUTES_IN_HOUR)] : ['day', Math.floor(minutes / MINUTES_IN_DAY)];
  return i18n.t(`durations.${unit}`, { ns: ANALYTICS_NAMESPACE, lng: language, count });
}

export function cellText(value: Cell, column: ReportColumn | undefined, language: Language): string {
  if (value === null) return '—';
  if (column?.type === 'number' && typeof value === 'number') {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
    return column.unit ? `${number} ${column.unit[language]}` : number;
  }
  if (column?.type === 'date' && typeof value === 'string') return dateText(value, language);
  if (column?.type === 'duration' && typeof value === 'number') return durationText(value, language);
  return String(value);
}

/** 'YYYY-MM-DD' as a calendar date, whatever the browser's zone. */
export function dateText(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** 'YYYY-MM-DD' as a short axis label: day and month. */
export function shortDateText(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
