/**
 * Where a dragged card would land: the column, the index it takes there (as moveCard counts it) and the card
 * it goes before (null: the end). Shared by the drop itself and by the placeholder shown while dragging.
 */
import type { UniqueIdentifier } from '@dnd-kit/core';
import type { CardSummary } from '../api/kanbanTypes';
import { type DragData, idOf } from './dragIds';

export interface DropPlace {
  columnId: string;
  index: number;
  beforeCardId: string | null;
}

/** Over a card: its place. Over a column: the end of it. */
export function dropPlaceOf(overId: UniqueIdentifier, target: DragData, targetCards: readonly CardSummary[]): DropPlace {
  const index = target.kind === 'card' ? targetCards.findIndex((card) => card.id === idOf(overId)) : -1;
  const before = index === -1 ? undefined : targetCards[index];
  return before
    ? { columnId: target.columnId, index, beforeCardId: before.id }
    : { columnId: target.columnId, index: targetCards.length, beforeCardId: null };
}

/** The slot a card would fill in a column it is not from: what the board shows while it is dragged there. */
export interface DropPlaceholder {
  columnId: string;
  beforeCardId: string | null;
  /** The dragged card's height (px), so the column opens as much room as the card will take. */
  height: number;
}
