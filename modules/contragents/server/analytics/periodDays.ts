/** The period of a report as calendar days in its zone (documents and payments carry dates, not instants). */
import type { AnalyticsQuery } from '@artel/sdk/server';
import { type SQL, sql } from 'drizzle-orm';

export const firstDay = (query: AnalyticsQuery): SQL =>
  sql`(${query.from.toISOString()}::timestamptz at time zone ${query.timeZone})::date`;

/** The last day of the period, inclusive. */
export const lastDay = (query: AnalyticsQuery): SQL =>
  sql`((${query.to.toISOString()}::timestamptz at time zone ${query.timeZone})::date - 1)`;
