/**
 * Dates and times in the reader's language and time zone. An instant (an ISO timestamp, a Date, epoch ms) is
 * shown on the reader's clock; a calendar day ('2026-12-01': a due date, an invoice date) is the same day for
 * everyone and never shifts with the time zone. Russian: «01.12.2026», «01.12.2026, 14:05», «14:05»;
 * English: "12/01/2026", "12/01/2026, 2:05 PM", "2:05 PM". (Notifications' «5 минут назад» is the shell's
 * notificationDisplay.ts, its one user.)
 */
import { currentFormatSettings, type FormatSettings } from './formatSettings';
import { dateTimeFormat } from './intlCache';

export type DateValue = Date | string | number;
/**
 * 'short' «01.12.2026»; 'medium' «1 дек. 2026 г.»; 'long' «1 декабря 2026 г.»; 'brief' is 'medium' without the
 * year of the reader's current year («1 дек.», "Dec 1"): card badges, comments, lists of recent things.
 */
export type DateStyle = 'short' | 'medium' | 'long' | 'brief';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayOptions: Record<Exclude<DateStyle, 'brief'>, Intl.DateTimeFormatOptions> = {
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
};
/** «09:05» in Russian, "9:05 AM" in English. */
const timeOptions = (language: string): Intl.DateTimeFormatOptions => ({
  hour: language === 'ru' ? '2-digit' : 'numeric',
  minute: '2-digit',
});

/** The instant, and the zone to read it in: a calendar day is read at midnight UTC, in UTC. */
function moment(value: DateValue | null | undefined, timeZone: string): { date: Date; timeZone: string } | null {
  if (value === null || value === undefined || value === '') return null;
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, timeZone: day ? 'UTC' : timeZone };
}

const yearIn = (date: Date, timeZone: string) => dateTimeFormat('en', { year: 'numeric', timeZone }).format(date);

/** The day's fields of a style; 'brief' drops the year when the day falls in the year it is now for the reader. */
function optionsOf(style: DateStyle, date: Date, timeZone: string, readerZone: string): Intl.DateTimeFormatOptions {
  if (style !== 'brief') return dayOptions[style];
  const thisYear = yearIn(new Date(), readerZone) === yearIn(date, timeZone);
  return thisYear ? { day: 'numeric', month: 'short' } : dayOptions.medium;
}

/** '' for no value or one that is not a date. */
export function formatDate(
  value: DateValue | null | undefined,
  style: DateStyle = 'short',
  settings: FormatSettings = currentFormatSettings(),
): string {
  const at = moment(value, settings.timeZone);
  return at
    ? dateTimeFormat(settings.language, { ...optionsOf(style, at.date, at.timeZone, settings.timeZone), timeZone: at.timeZone }).format(
        at.date,
      )
    : '';
}

export function formatDateTime(
  value: DateValue | null | undefined,
  style: DateStyle = 'short',
  settings: FormatSettings = currentFormatSettings(),
): string {
  const at = moment(value, settings.timeZone);
  if (!at) return '';
  const options = {
    ...optionsOf(style, at.date, at.timeZone, settings.timeZone),
    ...timeOptions(settings.language),
    timeZone: at.timeZone,
  };
  return dateTimeFormat(settings.language, options).format(at.date);
}

export function formatTime(value: DateValue | null | undefined, settings: FormatSettings = currentFormatSettings()): string {
  const at = moment(value, settings.timeZone);
  return at ? dateTimeFormat(settings.language, { ...timeOptions(settings.language), timeZone: at.timeZone }).format(at.date) : '';
}
