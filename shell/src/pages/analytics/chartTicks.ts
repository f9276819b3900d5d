/**
 * Where a date chart's x ticks go: on the rows themselves (a row's date starts its day, week or month), so each
 * bar or point sits on a tick — month starts for a monthly report, Mondays for a weekly one, days for a daily
 * one — thinned to what fits the width by whole steps: quarters and half-years, every second or fourth week,
 * or whole weeks of days starting on Mondays.
 */
import type { Language } from '@artel/sdk';
import type { DateStep, ReportColumn } from './analyticsApi';

const DAY_MS = 86_400_000;

/** Room one label needs along the axis, in CSS pixels. */
export const TICK_SPACE: Record<DateStep, number> = { day: 56, week: 56, month: 64 };

/** How many steps apart ticks may be, smallest first. */
const STRIDES: Record<DateStep, number[]> = { day: [1, 2, 7, 14, 28], week: [1, 2, 4, 8, 13, 26], month: [1, 2, 3, 6, 12] };

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The column's own step, or else the one its rows are spaced by (a module that did not say). */
export function dateStepOf(column: ReportColumn | undefined, days: string[]): DateStep {
  if (column?.step) return column.step;
  const gaps = days.slice(1).map((day, index) => (dayMs(day) - dayMs(days[index]!)) / DAY_MS);
  const smallest = gaps.length > 0 ? Math.min(...gaps) : 1;
  if (smallest >= 28) return 'month';
  return smallest >= 7 ? 'week' : 'day';
}

/** Whether a row's day starts a tick when ticks are `stride` steps apart. */
function onStride(day: string, index: number, step: DateStep, stride: number): boolean {
  if (stride === 1) return true;
  const date = new Date(dayMs(day));
  if (step === 'month') return date.getUTCMonth() % stride === 0;
  if (step === 'week') return index % stride === 0;
  // Days: whole weeks start on Mondays; every second day counts from the first row.
  if (stride < 7) return index % stride === 0;
  const monday = date.getUTCDay() === 1;
  const weeks = Math.floor((dayMs(day) - dayMs('2024-01-01')) / (7 * DAY_MS));
  return monday && weeks % (stride / 7) === 0;
}

/** The rows' days that carry a tick, at most `room` of them (the first row, when no stride leaves any). */
export function tickDays(days: string[], step: DateStep, room: number): string[] {
  const fit = Math.max(1, room);
  let ticks = days;
  for (const stride of STRIDES[step]) {
    ticks = days.filter((day, index) => onStride(day, index, step, stride));
    if (ticks.length <= fit) break;
  }
  if (ticks.length === 0) return days.slice(0, 1);
  const every = Math.ceil(ticks.length / fit);
  return ticks.filter((_, index) => index % every === 0);
}

/** A tick's label: the month (with its year on the first tick and in January) or the day and month. */
export function tickLabel(day: string, step: DateStep, language: Language, first: boolean): string {
  const date = new Date(dayMs(day));
  if (step === 'month') {
    const withYear = first || date.getUTCMonth() === 0;
    return new Intl.DateTimeFormat(language, { month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(date);
  }
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}
