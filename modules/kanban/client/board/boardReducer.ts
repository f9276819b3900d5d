/**
 * The board's state on the client: columns and cards by rank. Local moves are applied at once (optimistic)
 * and the server's answer or a live event from someone else replaces the row by id, so the order converges.
 */
import type { CardSummary, KanbanColumn, KanbanLabel } from '../api/kanbanTypes';
import { compareRanks, rankBetween } from './rank';

export interface BoardState {
  columns: KanbanColumn[];
  cards: CardSummary[];
  labels: KanbanLabel[];
}

export type BoardAction =
  | { type: 'loaded'; columns: KanbanColumn[]; cards: CardSummary[]; labels: KanbanLabel[] }
  | { type: 'cardSaved'; card: CardSummary }
  | { type: 'cardRemoved'; cardId: string }
  | { type: 'cardMoved'; cardId: string; columnId: string; rank: string }
  | { type: 'columnSaved'; column: KanbanColumn }
  | { type: 'columnRemoved'; columnId: string }
  | { type: 'columnMoved'; columnId: string; rank: string }
  | { type: 'labelSaved'; label: KanbanLabel }
  | { type: 'labelRemoved'; labelId: string };

export const emptyBoard: BoardState = { columns: [], cards: [], labels: [] };

const byRank = <T extends { rank: string; id: string }>(a: T, b: T) => compareRanks(a.rank, b.rank) || compareRanks(a.id, b.id);

function upsert<T extends { id: string }>(rows: T[], row: T): T[] {
  const index = rows.findIndex((existing) => existing.id === row.id);
  if (index === -1) return [...rows, row];
  const next = rows.slice();
  next[index] = row;
  return next;
}

export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  switch (action.type) {
    case 'loaded':
      return {
        columns: [...action.columns].sort(byRank),
        cards: action.cards.filter((card) => card.archivedAt === null),
        labels: action.labels,
      };
    case 'cardSaved':
      return action.card.archivedAt !== null
        ? { ...state, cards: state.cards.filter((card) => card.id !== action.card.id) }
        : { ...state, cards: upsert(state.cards, action.card) };
    case 'cardRemoved':
      return { ...state, cards: state.cards.filter((card) => card.id !== action.cardId) };
    case 'cardMoved':
      return {
        ...state,
        cards: state.cards.map((card) => (card.id === action.cardId ? { ...card, columnId: action.columnId, rank: action.rank } : card)),
      };
    case 'columnSaved':
      return { ...state, columns: upsert(state.columns, action.column).sort(byRank) };
    case 'columnRemoved':
      return {
        ...state,
        columns: state.columns.filter((column) => column.id !== action.columnId),
        cards: state.cards.filter((card) => card.columnId !== action.columnId),
      };
    case 'columnMoved':
      return {
        ...state,
        columns: state.columns.map((column) => (column.id === action.columnId ? { ...column, rank: action.rank } : column)).sort(byRank),
      };
    case 'labelSaved':
      return { ...state, labels: upsert(state.labels, action.label) };
    case 'labelRemoved':
      // The server took the label off its cards in the same request.
      return {
        ...state,
        labels: state.labels.filter((label) => label.id !== action.labelId),
        cards: state.cards.map((card) =>
          card.labelIds.includes(action.labelId) ? { ...card, labelIds: card.labelIds.filter((id) => id !== action.labelId) } : card,
        ),
      };
  }
}

/** Cards of every column, each list in rank order. */
export function cardsByColumn(cards: readonly CardSummary[]): Map<string, CardSummary[]> {
  const grouped = new Map<string, CardSummary[]>();
  for (const card of cards) {
    const list = grouped.get(card.columnId);
    if (list) list.push(card);
    else grouped.set(card.columnId, [card]);
  }
  for (const list of grouped.values()) list.sort(byRank);
  return grouped;
}

export interface Placement {
  rank: string;
  /** The neighbours the item lands between (null at an end): what the server needs to rank it the same way. */
  afterId: string | null;
  beforeId: string | null;
}

/** Where an item lands when dropped at `index` of `ordered` (the target list without the item itself). */
export function placeAt<T extends { id: string; rank: string }>(ordered: readonly T[], index: number): Placement {
  const clamped = Math.max(0, Math.min(index, ordered.length));
  const after = ordered[clamped - 1] ?? null;
  const before = ordered[clamped] ?? null;
  return {
    rank: rankBetween(after?.rank ?? null, before?.rank ?? null),
    afterId: after?.id ?? null,
    beforeId: before?.id ?? null,
  };
}

/** The placement of a card dropped into `columnId` at `index`. */
export function placeCard(state: BoardState, cardId: string, columnId: string, index: number): Placement {
  const target = state.cards.filter((card) => card.columnId === columnId && card.id !== cardId).sort(byRank);
  return placeAt(target, index);
}

export function placeColumn(state: BoardState, columnId: string, index: number): Placement {
  return placeAt(
    state.columns.filter((column) => column.id !== columnId),
    index,
  );
}
