/**
 * What a screen reader hears while a card or column is dragged: titles and column names in the user's language,
 * never the ids dnd-kit would read out by default.
 */
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { BoardState } from './boardReducer';
import { idOf } from './dragIds';

type Translate = (key: string, options: Record<string, unknown>) => string;

export function dragAccessibility(
  t: Translate,
  state: BoardState,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const nameOf = (dragId: UniqueIdentifier): string => {
    const id = idOf(dragId);
    if (String(dragId).startsWith('card:')) return state.cards.find((card) => card.id === id)?.title ?? '';
    return state.columns.find((column) => column.id === id)?.name ?? '';
  };
  /**
   * Where a drop would land: the column of the card hovered, with its place in that column; a card coming
   * from another column makes that column one card longer.
   */
  const placeOf = (activeId: UniqueIdentifier, dragId: UniqueIdentifier): string => {
    const id = idOf(dragId);
    if (String(dragId).startsWith('column:')) return t('board.drag.inColumn', { column: nameOf(dragId) });
    const card = state.cards.find((candidate) => candidate.id === id);
    if (!card) return '';
    const column = state.columns.find((candidate) => candidate.id === card.columnId);
    const inColumn = state.cards.filter((candidate) => candidate.columnId === card.columnId);
    const arriving = inColumn.some((candidate) => candidate.id === idOf(activeId)) ? 0 : 1;
    return t('board.drag.atPosition', {
      column: column?.name ?? '',
      position: inColumn.indexOf(card) + 1,
      count: inColumn.length + arriving,
    });
  };
  return {
    screenReaderInstructions: { draggable: t('board.drag.instructions', {}) },
    announcements: {
      onDragStart: ({ active }) => t('board.drag.picked', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('board.drag.over', { name: nameOf(active.id), place: placeOf(active.id, over.id) })
          : t('board.drag.nowhere', { name: nameOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('board.drag.dropped', { name: nameOf(active.id), place: placeOf(active.id, over.id) })
          : t('board.drag.cancelled', { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('board.drag.cancelled', { name: nameOf(active.id) }),
    },
  };
}
