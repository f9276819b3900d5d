/**
 * The period of a report: calendar days `from`..`to` (both inclusive, 'YYYY-MM-DD') in the caller's time
 * zone, turned into the instants the modules compare timestamps with. The last 30 days by default.
 */
import { AppError } from '../http/errors';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 731;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface AnalyticsPeriod {
  from: Date;
  to: Date;
  fromDay: string;
  toDay: string;
  timeZone: string;
}

const invalidPeriod = () => new AppError(400, 'analytics_invalid_period', 'analytics_invalid_period');

export function checkedTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    throw new AppError(400, 'analytics_invalid_time_zone', 'analytics_invalid_time_zone');
  }
}

/** Milliseconds the zone is ahead of UTC at that instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((item) => item.type === type)!.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant;
}

/** The instant the day starts in the zone (twice corrected, for days whose offset changes at midnight). */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

function validDay(day: string): boolean {
  if (!DATE.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function analyticsPeriod(query: { from?: string; to?: string; timeZone?: string }, now: Date = new Date()): AnalyticsPeriod {
  const timeZone = checkedTimeZone(query.timeZone);
  const toDay = query.to ?? dayIn(now, timeZone);
  const fromDay = query.from ?? addDays(toDay, 1 - DEFAULT_DAYS);
  if (!validDay(fromDay) || !validDay(toDay)) throw invalidPeriod();
  const span = (Date.parse(toDay) - Date.parse(fromDay)) / DAY_MS + 1;
  if (span < 1 || span > MAX_DAYS) throw invalidPeriod();
  return { from: startOfDay(fromDay, timeZone), to: startOfDay(addDays(toDay, 1), timeZone), fromDay, toDay, timeZone };
}
