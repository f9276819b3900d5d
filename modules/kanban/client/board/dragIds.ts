/** Draggable ids on one board: columns and cards share the drag context, so their ids carry their kind. */
export type DragKind = 'card' | 'column';

export interface DragData {
  kind: DragKind;
  /** The card's column, or the column itself. */
  columnId: string;
}

export const columnDragId = (columnId: string) => `column:${columnId}`;
export const cardDragId = (cardId: string) => `card:${cardId}`;

export function idOf(dragId: string | number): string {
  return String(dragId).replace(/^(column|card):/, '');
}
