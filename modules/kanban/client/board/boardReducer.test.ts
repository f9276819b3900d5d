import { boardReducer, cardsByColumn, emptyBoard, placeCard, placeColumn, type BoardState } from './boardReducer';
import { compareRanks, rankBetween } from './rank';
import { testCard, testColumn } from './testCards';

function board(): BoardState {
  return boardReducer(emptyBoard, {
    type: 'loaded',
    columns: [testColumn('done', 'a2'), testColumn('todo', 'a0'), testColumn('doing', 'a1')],
    cards: [
      testCard({ id: 'A', columnId: 'todo', rank: 'a0' }),
      testCard({ id: 'B', columnId: 'todo', rank: 'a1' }),
      testCard({ id: 'C', columnId: 'todo', rank: 'a2' }),
      testCard({ id: 'old', columnId: 'todo', rank: 'a3', archivedAt: '2026-11-01T00:00:00.000Z' }),
    ],
    labels: [],
  });
}

const titles = (state: BoardState, columnId: string) => (cardsByColumn(state.cards).get(columnId) ?? []).map((card) => card.id);

describe('ranks', () => {
  it('makes a key strictly between two neighbours, and at either end', () => {
    const middle = rankBetween('a0', 'a1');
    expect(compareRanks('a0', middle)).toBe(-1);
    expect(compareRanks(middle, 'a1')).toBe(-1);
    expect(compareRanks(rankBetween(null, 'a0'), 'a0')).toBe(-1);
    expect(compareRanks('a0', rankBetween('a0', null))).toBe(-1);
  });

  it('orders by code unit, so upper case sorts before lower case whatever the locale', () => {
    expect(['a1', 'aV', 'a0'].sort(compareRanks)).toEqual(['a0', 'a1', 'aV']);
    expect(compareRanks('aZ', 'aa')).toBe(-1);
  });

  it('still lands after the first of two neighbours that share a rank', () => {
    expect(compareRanks('a1', rankBetween('a1', 'a1'))).toBe(-1);
  });
});

describe('board reducer', () => {
  it('sorts columns by rank and leaves archived cards out', () => {
    const state = board();
    expect(state.columns.map((column) => column.id)).toEqual(['todo', 'doing', 'done']);
    expect(titles(state, 'todo')).toEqual(['A', 'B', 'C']);
  });

  it('moves a card down within its column between the right neighbours', () => {
    const state = board();
    const placement = placeCard(state, 'A', 'todo', 2);
    expect(placement).toMatchObject({ afterId: 'C', beforeId: null });
    const moved = boardReducer(state, { type: 'cardMoved', cardId: 'A', columnId: 'todo', rank: placement.rank });
    expect(titles(moved, 'todo')).toEqual(['B', 'C', 'A']);
  });

  it('moves a card into another column before the card it was dropped on', () => {
    let state = boardReducer(board(), { type: 'cardSaved', card: testCard({ id: 'D', columnId: 'doing', rank: 'a0' }) });
    const placement = placeCard(state, 'B', 'doing', 0);
    expect(placement).toMatchObject({ afterId: null, beforeId: 'D' });
    state = boardReducer(state, { type: 'cardMoved', cardId: 'B', columnId: 'doing', rank: placement.rank });
    expect(titles(state, 'doing')).toEqual(['B', 'D']);
    expect(titles(state, 'todo')).toEqual(['A', 'C']);
  });

  it("takes the server's rank from a live move by someone else", () => {
    const state = boardReducer(board(), { type: 'cardMoved', cardId: 'C', columnId: 'todo', rank: 'Zz' });
    expect(titles(state, 'todo')).toEqual(['C', 'A', 'B']);
  });

  it('drops a card that comes back archived, and adds a new one', () => {
    let state = boardReducer(board(), {
      type: 'cardSaved',
      card: testCard({ id: 'B', columnId: 'todo', rank: 'a1', archivedAt: '2026-11-02T00:00:00.000Z' }),
    });
    state = boardReducer(state, { type: 'cardSaved', card: testCard({ id: 'E', columnId: 'done', rank: 'a0' }) });
    expect(titles(state, 'todo')).toEqual(['A', 'C']);
    expect(titles(state, 'done')).toEqual(['E']);
  });

  it('reorders columns by the placement of a dragged column', () => {
    const state = board();
    const placement = placeColumn(state, 'done', 0);
    expect(placement).toMatchObject({ afterId: null, beforeId: 'todo' });
    const moved = boardReducer(state, { type: 'columnMoved', columnId: 'done', rank: placement.rank });
    expect(moved.columns.map((column) => column.id)).toEqual(['done', 'todo', 'doing']);
  });

  it('removes a deleted column with its cards', () => {
    const state = boardReducer(board(), { type: 'columnRemoved', columnId: 'todo' });
    expect(state.columns.map((column) => column.id)).toEqual(['doing', 'done']);
    expect(state.cards).toEqual([]);
  });

  it('renames a label in place and takes a deleted one off every card', () => {
    const bug = { id: 'bug', boardId: 'b1', name: 'Bug', color: 'red' as const };
    const ui = { id: 'ui', boardId: 'b1', name: 'UI', color: 'blue' as const };
    let state: BoardState = { ...board(), labels: [bug, ui] };
    state = boardReducer(state, { type: 'cardSaved', card: testCard({ id: 'A', columnId: 'todo', rank: 'a0', labelIds: ['bug', 'ui'] }) });
    state = boardReducer(state, { type: 'labelSaved', label: { ...bug, name: 'Defect', color: 'orange' } });
    expect(state.labels).toEqual([{ ...bug, name: 'Defect', color: 'orange' }, ui]);
    state = boardReducer(state, { type: 'labelRemoved', labelId: 'bug' });
    expect(state.labels).toEqual([ui]);
    expect(state.cards.find((card) => card.id === 'A')?.labelIds).toEqual(['ui']);
  });
});
