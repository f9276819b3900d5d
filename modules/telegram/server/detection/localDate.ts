/**
 * Calendar arithmetic on the chat's wall clock. A due date is a day in the chat's time zone, so the
 * detector works on local Y-M-D values and never on the machine's zone or the current date.
 */

export interface LocalDateTime {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Minutes east of UTC. */
  offsetMinutes: number;
}

const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads the wall clock and offset from an ISO timestamp such as 2026-11-02T07:45:35+03:00. Without an
 * offset the time is taken as the chat's own wall clock (what the due date is counted from).
 */
export function parseSentAt(sentAt: string): LocalDateTime {
  const m = typeof sentAt === 'string' ? ISO_TIMESTAMP.exec(sentAt.trim()) : null;
  if (!m) throw new Error(`sent_at is not an ISO 8601 timestamp: ${String(sentAt)}`);
  const zone = m[6];
  let offsetMinutes = 0;
  if (zone !== undefined && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  }
  return {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4]),
    minute: Number(m[5]),
    offsetMinutes,
  };
}

/** The wall clock of an instant in an IANA time zone (for the module, which knows the chat's zone). */
export function localDateTimeIn(instant: Date, timeZone: string): LocalDateTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const offsetMinutes = Math.round((asUtc - Math.floor(instant.getTime() / 60000) * 60000) / 60000);
  return { ...local, offsetMinutes };
}

/** A calendar day as days since 1970-01-01, so that adding days and comparing is plain arithmetic. */
export type DayNumber = number;

export function dayNumber(year: number, month: number, day: number): DayNumber {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

export function dayOf(local: LocalDateTime): DayNumber {
  return dayNumber(local.year, local.month, local.day);
}

/** 0 = Monday … 6 = Sunday (the Russian and British week). */
export function weekdayOf(day: DayNumber): number {
  return (new Date(day * 86_400_000).getUTCDay() + 6) % 7;
}

export function formatDay(day: DayNumber): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

export function partsOf(day: DayNumber): { year: number; month: number; day: number } {
  const d = new Date(day * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function lastDayOfMonth(year: number, month: number): DayNumber {
  return dayNumber(year, month + 1, 1) - 1;
}

/** The next date with this day of the month, today included. */
export function nextDayOfMonth(today: DayNumber, dayOfMonth: number): DayNumber | null {
  if (dayOfMonth < 1 || dayOfMonth > 31) return null;
  const { year, month } = partsOf(today);
  for (let k = 0; k < 3; k += 1) {
    const y = year + Math.floor((month - 1 + k) / 12);
    const mo = ((month - 1 + k) % 12) + 1;
    if (dayOfMonth > partsOf(lastDayOfMonth(y, mo)).day) continue;
    const candidate = dayNumber(y, mo, dayOfMonth);
    if (candidate >= today) return candidate;
  }
  return null;
}
