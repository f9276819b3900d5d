/**
 * The dates a document may carry, counted from today (a calendar day, 'YYYY-MM-DD'), so that a typo such as
 * 9999-12-31 or 2062 is refused with a sentence about the date and not about something it broke further on:
 * - a document is dated from five years back (the limitation period of civil claims) to one year ahead;
 * - an invoice is due on its date or within a year of it;
 * - a contract starts within the documents' window and ends at most ten years ahead;
 * - a payment is recorded on a day from the invoice's date to tomorrow (a day's margin: the payer's time zone
 *   may already be on the next day).
 */
import { addDays, isCalendarDate } from './calendarDate';

export interface DateWindow {
  from: string;
  to: string;
}

export const DATE_LIMITS = { yearsBack: 5, yearsAhead: 1, dueYears: 1, contractYearsAhead: 10, paymentDaysAhead: 1 } as const;

/** The same day some years later (or earlier, if negative); 29 February becomes 1 March in a common year. */
export function addYears(date: string, years: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCFullYear(moment.getUTCFullYear() + years);
  return moment.toISOString().slice(0, 10);
}

export const within = (date: string, window: DateWindow): boolean => isCalendarDate(date) && date >= window.from && date <= window.to;

export const documentDateWindow = (today: string): DateWindow => ({
  from: addYears(today, -DATE_LIMITS.yearsBack),
  to: addYears(today, DATE_LIMITS.yearsAhead),
});

export const dueDateWindow = (documentDate: string): DateWindow => ({
  from: documentDate,
  to: addYears(documentDate, DATE_LIMITS.dueYears),
});

export const contractEndWindow = (today: string): DateWindow => ({
  from: addYears(today, -DATE_LIMITS.yearsBack),
  to: addYears(today, DATE_LIMITS.contractYearsAhead),
});

export const paymentDateWindow = (invoiceDate: string, today: string): DateWindow => ({
  from: invoiceDate,
  to: addDays(today, DATE_LIMITS.paymentDaysAhead),
});
