/**
 * The period of /analytics: a preset (the last 7, 30 or 90 days or a year, today included) or a custom range of
 * calendar days, counted in the viewer's time zone (the profile's, else the browser's), as the server counts them.
 */
export const PERIOD_PRESETS = [7, 30, 90, 365] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type PeriodChoice = { preset: PeriodPreset } | { preset: 'custom'; from: string; to: string };
export type RangeProblem = 'rangeIncomplete' | 'rangeInvalid' | 'rangeTooLong';

export const DEFAULT_PRESET: PeriodPreset = 30;
/** The longest period the server answers (two years and a day, for a leap year). */
export const MAX_PERIOD_DAYS = 731;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function viewerTimeZone(user: { timeZone?: string | null } | null): string {
  return user?.timeZone || browserTimeZone();
}

/** The calendar day an instant falls on in the zone, 'YYYY-MM-DD'. */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function isCalendarDay(day: string): boolean {
  return DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

export function periodOf(days: PeriodPreset, timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const to = dayIn(timeZone, now);
  return { from: addDays(to, 1 - days), to };
}

/** What is wrong with a custom range, or null when the server will take it. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return 'rangeIncomplete';
  if (from > to) return 'rangeInvalid';
  return (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_PERIOD_DAYS ? 'rangeTooLong' : null;
}

export function rangeOf(choice: PeriodChoice, timeZone: string, now: Date = new Date()): { from: string; to: string } {
  return choice.preset === 'custom' ? { from: choice.from, to: choice.to } : periodOf(choice.preset, timeZone, now);
}
