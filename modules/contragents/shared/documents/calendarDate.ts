/**
 * Document dates are calendar days («1 декабря 2026 г.»), not instants: kept as 'YYYY-MM-DD' text and
 * formatted in UTC so that no server time zone can move an invoice to the day before.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written as YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

const russianLongDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const russianShortDate = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** «1 декабря 2026 г.», the way Russian documents write their date. */
export function formatRussianDate(date: string): string {
  return russianLongDate.format(new Date(`${date}T00:00:00Z`));
}

/** «01.12.2026», for dates inside running text and tables. */
export function formatRussianShortDate(date: string): string {
  return russianShortDate.format(new Date(`${date}T00:00:00Z`));
}

/** The day a number of days after (or before, if negative) a calendar day. */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}
