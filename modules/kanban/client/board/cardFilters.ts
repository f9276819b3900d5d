/** The board's filter bar: by assignee, label, due date and text. All given filters must match. */
import type { CardSummary } from '../api/kanbanTypes';
import { addDays, fromDateKey, isoToDateKey, toDateKey } from '../calendar/dateKeys';
import { type DueContext, overdueMs, todayKeyIn } from '../dates/dueState';

export type DueFilter = 'any' | 'overdue' | 'today' | 'week' | 'none';

export const DUE_FILTERS: readonly DueFilter[] = ['any', 'overdue', 'today', 'week', 'none'];

export interface CardFilters {
  text: string;
  assigneeId: string | null;
  labelId: string | null;
  due: DueFilter;
}

export const noFilters: CardFilters = { text: '', assigneeId: null, labelId: null, due: 'any' };

export function hasFilters(filters: CardFilters): boolean {
  return filters.text.trim() !== '' || filters.assigneeId !== null || filters.labelId !== null || filters.due !== 'any';
}

function matchesDue(card: CardSummary, due: DueFilter, context: DueContext, today: string): boolean {
  const dueDate = isoToDateKey(card.dueDate);
  switch (due) {
    case 'any':
      return true;
    case 'none':
      return dueDate === null;
    case 'overdue':
      return overdueMs(card, context.doneColumnIds, context.clock) !== null;
    case 'today':
      return dueDate === today;
    case 'week':
      return dueDate !== null && dueDate >= today && dueDate <= toDateKey(addDays(fromDateKey(today), 6));
  }
}

/** The predicate of a board without filters: the board shows its own lists of cards instead of copies. */
export const matchAll = (_card: CardSummary): boolean => true;

/** A predicate for the given filters; the viewer's clock decides what "overdue", "today" and "this week" mean. */
export function cardMatcher(filters: CardFilters, due: DueContext): (card: CardSummary) => boolean {
  if (!hasFilters(filters)) return matchAll;
  const text = filters.text.trim().toLocaleLowerCase();
  const today = todayKeyIn(due.clock.now, due.clock.timeZone);
  return (card) =>
    (text === '' || card.title.toLocaleLowerCase().includes(text)) &&
    (filters.assigneeId === null || card.assigneeIds.includes(filters.assigneeId)) &&
    (filters.labelId === null || card.labelIds.includes(filters.labelId)) &&
    matchesDue(card, filters.due, due, today);
}
