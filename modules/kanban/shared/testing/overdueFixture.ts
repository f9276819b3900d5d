/**
 * The one fixture every overdue consumer is held to (server: server/overdueAgreement.test.ts; client:
 * widgets/overdueAgreement.test.ts): cards around a given now, seen from a zone five hours ahead of UTC, so a
 * consumer reading due dates in UTC or in the server's zone gets a different set.
 */

export const FIXTURE_ZONE = 'Asia/Yekaterinburg';

export type FixturePlace = 'todo' | 'done';

export interface FixtureCard {
  title: string;
  place: FixturePlace;
  /** Wall-clock due date with UTC's fields, as the product stores it. */
  dueDate: string;
  dueComplete: boolean;
  archived: boolean;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** `instant` on the zone's wall clock, written with UTC's fields, to the minute. */
function wallClock(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'));
}

/** A due time this far from now on the viewer's clock; never exactly midnight, which would mean a whole day. */
function timedDue(now: Date, offsetMs: number): string {
  const wall = wallClock(now.getTime() + offsetMs, FIXTURE_ZONE);
  return new Date(wall % DAY_MS === 0 ? wall - 60_000 : wall).toISOString();
}

/** A whole-day due date (its 00:00), `days` after the viewer's today. */
function dayDue(now: Date, days: number): string {
  const today = wallClock(now.getTime(), FIXTURE_ZONE);
  return new Date(today - (today % DAY_MS) + days * DAY_MS).toISOString();
}

const card = (title: string, dueDate: string, extra: Partial<FixtureCard> = {}): FixtureCard => ({
  title,
  place: 'todo',
  dueDate,
  dueComplete: false,
  archived: false,
  ...extra,
});

export function overdueFixture(now: Date): FixtureCard[] {
  return [
    card('Done card', timedDue(now, -3 * DAY_MS), { place: 'done' }),
    card('Archived card', timedDue(now, -3 * DAY_MS), { archived: true }),
    card('Due-complete card', timedDue(now, -3 * DAY_MS), { dueComplete: true }),
    card('Late by 19 h', timedDue(now, -19 * HOUR_MS)),
    card('Late by 3 days', timedDue(now, -3 * DAY_MS - 2 * HOUR_MS)),
    card('Due yesterday', dayDue(now, -1)),
    card('Due today', dayDue(now, 0)),
    card('Due in 2 hours', timedDue(now, 2 * HOUR_MS)),
  ];
}

/** What every consumer must call overdue, and by how much (the words a person reads, in both languages). */
export const EXPECTED_OVERDUE = ['Due yesterday', 'Late by 19 h', 'Late by 3 days'];
export const EXPECTED_LATENESS = {
  'Late by 19 h': { ru: '19 ч', en: '19 hours' },
  'Late by 3 days': { ru: '3 дня', en: '3 days' },
} as const;
