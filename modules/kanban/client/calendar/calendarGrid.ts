/**
 * The days the calendar shows: a month as whole weeks (Monday first, as in Russia), or one week.
 * Each day carries its key, so cards are matched by their due date string without time-zone arithmetic.
 */
import { addDays, dayStartIso, toDateKey } from './dateKeys';

export type CalendarView = 'month' | 'week';

export interface CalendarDay {
  key: string;
  date: Date;
  inMonth: boolean;
  isToday: boolean;
}

/** Monday of the week that holds `date`. */
export function startOfWeek(date: Date): Date {
  const mondayBased = (date.getDay() + 6) % 7;
  return addDays(date, -mondayBased);
}

function day(date: Date, month: number, todayKey: string): CalendarDay {
  const key = toDateKey(date);
  return { key, date, inMonth: date.getMonth() === month, isToday: key === todayKey };
}

/** Whole weeks from the Monday on or before the 1st to the Sunday on or after the month's last day. */
export function monthGrid(anchor: Date, today: Date = new Date()): CalendarDay[][] {
  const month = anchor.getMonth();
  const first = new Date(anchor.getFullYear(), month, 1);
  const last = new Date(anchor.getFullYear(), month + 1, 0);
  const todayKey = toDateKey(today);
  const weeks: CalendarDay[][] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, offset) => day(addDays(monday, offset), month, todayKey)));
  }
  return weeks;
}

export function weekGrid(anchor: Date, today: Date = new Date()): CalendarDay[] {
  const monday = startOfWeek(anchor);
  const todayKey = toDateKey(today);
  return Array.from({ length: 7 }, (_, offset) => day(addDays(monday, offset), anchor.getMonth(), todayKey));
}

/** The anchor one page later or earlier in the given view. */
export function shiftAnchor(anchor: Date, view: CalendarView, step: 1 | -1): Date {
  return view === 'month' ? new Date(anchor.getFullYear(), anchor.getMonth() + step, 1) : addDays(anchor, 7 * step);
}

/**
 * The due dates the shown days hold, as the half-open [from, to) that GET /cards/due takes: from the first day's
 * UTC midnight to the UTC midnight after the last day, since a due date's day is the UTC date it is stored at.
 */
export function dueRange(weeks: readonly (readonly CalendarDay[])[]): { from: string; to: string } {
  const first = weeks[0]?.[0];
  const last = weeks.at(-1)?.at(-1);
  if (!first || !last) throw new Error('A calendar page has at least one day');
  return { from: dayStartIso(first.key), to: dayStartIso(toDateKey(addDays(last.date, 1))) };
}
