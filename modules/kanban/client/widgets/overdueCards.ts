/** The dashboard widgets' overdue cards: what the one rule (shared/overdue.ts) says of the cards they hold. */
import type { CardSummary } from '../api/kanbanTypes';
import { type DueClock, overdueMs } from '../dates/dueState';

export function overdueCards(cards: readonly CardSummary[], doneColumnIds: ReadonlySet<string>, clock: DueClock): CardSummary[] {
  return cards.filter((card) => overdueMs(card, doneColumnIds, clock) !== null);
}
