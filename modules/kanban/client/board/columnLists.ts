/**
 * The cards of each column as lists that keep their identity while their cards do: after one card changes,
 * only its column (or the two of a move) gets a new list, so the other memoised columns skip their render.
 */
import type { CardSummary } from '../api/kanbanTypes';

export type ColumnLists = ReadonlyMap<string, readonly CardSummary[]>;

const sameCards = (a: readonly CardSummary[], b: readonly CardSummary[]) =>
  a.length === b.length && a.every((card, index) => card === b[index]);

/** `next`, with each list that holds the same cards in the same order as in `previous` replaced by the previous list. */
export function keepUnchangedLists(previous: ColumnLists | undefined, next: Map<string, readonly CardSummary[]>): ColumnLists {
  if (!previous) return next;
  for (const [columnId, cards] of next) {
    const before = previous.get(columnId);
    if (before && before !== cards && sameCards(before, cards)) next.set(columnId, before);
  }
  return next;
}
