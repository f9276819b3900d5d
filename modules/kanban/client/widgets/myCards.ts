/** 'My cards': cards assigned to the user, not done, that are overdue or due within the next 7 days, soonest first. */
import type { DueCardsQuery } from '../api/kanbanTypes';
import { addDays, dayStartIso, toDateKey } from '../calendar/dateKeys';

export const DUE_SOON_DAYS = 7;
/** A dashboard list, not a report: the soonest cards fit, the rest are on the calendar. */
export const MY_CARDS_LIMIT = 50;

/** No lower bound, so every overdue card is in; the upper bound is the midnight after the last day that counts. */
export function myCardsQuery(now: Date = new Date()): DueCardsQuery {
  return { assignedToMe: true, open: true, to: dayStartIso(toDateKey(addDays(now, DUE_SOON_DAYS + 1))), limit: MY_CARDS_LIMIT };
}
