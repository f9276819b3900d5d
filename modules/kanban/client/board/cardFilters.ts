/** The board's filter bar: by assignee, label, due date and text. All given filters must match. */
import type { CardSummary } from '../api/kanbanTypes';
import { addDays, isoToDateKey, toDateKey } from '../calendar/dateKeys';

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

function matchesDue(dueDate: string | null, due: DueFilter, today: string): boolean {
  switch (due) {
    case 'any':
      return true;
    case 'none':
      return dueDate === null;
    case 'overdue':
      return dueDate !== null && dueDate < today;
    case 'today':
      return dueDate === today;
    case 'week':
      return dueDate !== null && dueDate >= today && dueDate <= toDateKey(addDays(new Date(`${today}T00:00:00`), 6));
  }
}

/** The predicate of a board without filters: the board shows its own lists of cards instead of copies. */
export const matchAll = (_card: CardSummary): boolean => true;

/** A predicate for the given filters; `now` decides what "overdue" and "this week" mean. */
export function cardMatcher(filters: CardFilters, now: Date = new Date()): (card: CardSummary) => boolean {
  if (!hasFilters(filters)) return matchAll;
  const text = filters.text.trim().toLocaleLowerCase();
  const today = toDateKey(now);
  return (card) =>
    (text === '' || card.title.toLocaleLowerCase().includes(text)) &&
    (filters.assigneeId === null || card.assigneeIds.includes(filters.assigneeId)) &&
    (filters.labelId === null || card.labelIds.includes(filters.labelId)) &&
    matchesDue(isoToDateKey(card.dueDate), filters.due, today);
}
