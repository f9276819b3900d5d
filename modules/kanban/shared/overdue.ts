/**
 * The one definition of an overdue card, for every kanban consumer: card faces, filters, dashboard widgets,
 * «Мои карточки» (client), and the analytics reports, flow triggers and digests (server, through its SQL twin
 * server/overdue/overdueSql.ts, held to the same answers by server/overdueAgreement.test.ts).
 *
 * A card is overdue when it is not done (not in its board's done column — the last one — and its due date not
 * marked «готово»), not archived, and its deadline has passed. A due date is a wall-clock date and time, stored
 * with UTC's fields (a day picked in the card dialog or on the calendar is kept as that day's 00:00), and read in
 * the viewer's time zone: «25 ноября, 18:00» is 18:00 wherever the viewer is. A due date without a time of day
 * (00:00) means the whole day: its deadline is the end of that day.
 */

export interface DueFacts {
  dueDate: string | null;
  dueComplete: boolean;
  archivedAt: string | null;
  columnId: string | null;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return wall - (instant - (instant % 1000));
}

/** The instant a wall-clock time (given with UTC's fields) happens in `timeZone`. */
function wallClockInstant(wall: number, timeZone: string): number {
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}

/** When a due date stops being met for a viewer in `timeZone`: its time, or the end of its day when it has none. */
export function dueDeadline(dueDate: string, timeZone: string): Date {
  const wall = Date.parse(dueDate);
  const wholeDay = wall % DAY_MS === 0;
  return new Date(wallClockInstant(wholeDay ? wall + DAY_MS : wall, timeZone));
}

/** True when the card is done: in one of `doneColumnIds` (its board's last column) or its due date marked complete. */
export function isDone(card: DueFacts, doneColumnIds: ReadonlySet<string>): boolean {
  return card.dueComplete || (card.columnId !== null && doneColumnIds.has(card.columnId));
}

/** How long the card has been overdue at `now` in ms, or null when it is not overdue (the rule above). */
export function overdueFor(card: DueFacts, doneColumnIds: ReadonlySet<string>, now: Date, timeZone: string): number | null {
  if (card.dueDate === null || card.archivedAt !== null || isDone(card, doneColumnIds)) return null;
  const late = now.getTime() - dueDeadline(card.dueDate, timeZone).getTime();
  return late >= 0 ? late : null;
}

export function isOverdue(card: DueFacts, doneColumnIds: ReadonlySet<string>, now: Date, timeZone: string): boolean {
  return overdueFor(card, doneColumnIds, now, timeZone) !== null;
}

export type DurationUnit = 'minute' | 'hour' | 'day';

/** A lateness as people say it: whole minutes below an hour, whole hours below a day, whole days above. */
export function durationParts(ms: number): { unit: DurationUnit; count: number } {
  if (ms < HOUR_MS) return { unit: 'minute', count: Math.max(1, Math.floor(ms / MINUTE_MS)) };
  if (ms < DAY_MS) return { unit: 'hour', count: Math.floor(ms / HOUR_MS) };
  return { unit: 'day', count: Math.floor(ms / DAY_MS) };
}
