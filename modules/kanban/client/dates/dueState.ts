/**
 * What a card's due date says to its viewer, through the one overdue rule (shared/overdue.ts): marked complete,
 * overdue (and by how long), due today, soon (within two days) or later. Card faces, the board's filter and the
 * dashboard widgets all ask here.
 */
import { durationParts, overdueFor } from '../../shared/overdue';
import type { CardSummary, KanbanColumn } from '../api/kanbanTypes';
import { isoToDateKey } from '../calendar/dateKeys';
import { dueUrgency } from './dayFormat';

export type DueState = 'complete' | 'overdue' | 'today' | 'soon' | 'later' | 'done';

export interface DueClock {
  now: Date;
  timeZone: string;
}

/** What a board's card faces need to tell a due date's state: the viewer's clock and the board's done column. */
export interface DueContext {
  clock: DueClock;
  doneColumnIds: ReadonlySet<string>;
}

/** The done column of a board: its last column, by rank compared by code unit as the board orders them. */
export function doneColumnIdOf(columns: readonly Pick<KanbanColumn, 'id' | 'rank'>[]): string | null {
  let last: Pick<KanbanColumn, 'id' | 'rank'> | null = null;
  for (const column of columns) if (!last || column.rank > last.rank || (column.rank === last.rank && column.id > last.id)) last = column;
  return last?.id ?? null;
}

/** 'YYYY-MM-DD' of `now` on the viewer's wall clock. */
export function todayKeyIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function overdueMs(card: CardSummary, doneColumnIds: ReadonlySet<string>, clock: DueClock): number | null {
  return overdueFor(
    { dueDate: card.dueDate, dueComplete: card.dueComplete, archivedAt: card.archivedAt, columnId: card.columnId },
    doneColumnIds,
    clock.now,
    clock.timeZone,
  );
}

/** The due badge's state, or null for a card without a due date. 'done': in the done column, no longer pressing. */
export function dueStateOf(card: CardSummary, doneColumnIds: ReadonlySet<string>, clock: DueClock): DueState | null {
  const due = isoToDateKey(card.dueDate);
  if (due === null) return null;
  if (card.dueComplete) return 'complete';
  if (overdueMs(card, doneColumnIds, clock) !== null) return 'overdue';
  if (card.columnId !== null && doneColumnIds.has(card.columnId)) return 'done';
  // Not overdue yet, so a due day before today cannot be: a due time later today still counts as today.
  const urgency = dueUrgency(due, todayKeyIn(clock.now, clock.timeZone));
  return urgency === 'overdue' ? 'today' : urgency;
}

/** «19 ч», «3 дня», "1 day": a lateness in the interface language, with `t` of kanban's namespace. */
export function durationText(ms: number, t: (key: string, options: { count: number }) => string): string {
  const { unit, count } = durationParts(ms);
  return t(`durations.${unit}`, { count });
}
