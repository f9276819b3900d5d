/** 'My cards': cards assigned to the user that are overdue or due within the next 7 days, soonest first. */
import type { CardSummary } from '../api/kanbanTypes';
import { addDays, isoToDateKey, toDateKey } from '../calendar/dateKeys';

export const DUE_SOON_DAYS = 7;

export function myDueSoonCards(cards: readonly CardSummary[], userId: string, now: Date = new Date()): CardSummary[] {
  const last = toDateKey(addDays(now, DUE_SOON_DAYS));
  return cards
    .filter((card) => card.assigneeIds.includes(userId))
    .filter((card) => {
      const due = isoToDateKey(card.dueDate);
      return due !== null && due <= last;
    })
    .sort((a, b) => ((a.dueDate ?? '') < (b.dueDate ?? '') ? -1 : 1));
}
