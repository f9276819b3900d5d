/**
 * The string formats route schemas may name, held to what PostgreSQL stores: a value that passes the
 * schema must never come back from the database as an error (which would answer 500).
 */
import type { default as Ajv, Plugin } from 'ajv';
import addFormats from 'ajv-formats';

/** Canonical UUIDs only: ajv-formats also takes `urn:uuid:…`, which a uuid column refuses. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any module id: bundled descriptors' (^[a-z][a-z0-9-]{0,63}$) and SPEC §5's (lowercase alphanumerics, hyphens, dots). */
const MODULE_ID = /^[a-z0-9.-]{1,64}$/;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[tT ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([zZ]|[+-]\d{2}:?\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A real calendar day from year 1 to 9999: PostgreSQL has no year 0, JavaScript dates stop making ISO text past 9999. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** RFC 3339 without the leap second (23:59:60 is no instant a Date or PostgreSQL keeps) and within years 1–9999. */
export function isStorableDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  if (!isCalendarDay(year!, month!, day!) || hour! > 23 || minute! > 59 || second! > 59) return false;
  const time = Date.parse(value);
  return Number.isFinite(time) && new Date(time).getUTCFullYear() >= 1 && new Date(time).getUTCFullYear() <= 9999;
}

export function isStorableDate(value: string): boolean {
  const match = DATE.exec(value);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * Fastify's `ajv.plugins`: ajv-formats first (naming it stops Fastify from adding it again after us),
 * then our stricter versions of the formats a value of which reaches a column.
 */
function storableFormats(ajv: Ajv): Ajv {
  return ajv
    .addFormat('uuid', { type: 'string', validate: (value: string) => UUID_PATTERN.test(value) })
    .addFormat('date-time', { type: 'string', validate: isStorableDateTime })
    .addFormat('date', { type: 'string', validate: isStorableDate })
    .addFormat('module-id', { type: 'string', validate: (value: string) => MODULE_ID.test(value) });
}

export const schemaFormatPlugins: Array<Plugin<unknown>> = [addFormats as Plugin<unknown>, storableFormats];
