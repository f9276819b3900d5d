/**
 * What the user does on a board: each change shows at once and goes to the server, whose answer replaces
 * the row; a refusal (no right, column full) is told in a toast and the board is reloaded from the server.
 */
import { type Dispatch, type RefObject, useMemo } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import { toastFailure } from '../errors';
import { type BoardAction, type BoardState, cardsByColumn, type Placement, placeCard, placeColumn } from './boardReducer';

/** A drop that leaves the card between the same two cards is no move at all. */
function sameNeighbours(state: BoardState, cardId: string, columnId: string, placement: Placement): boolean {
  const column = cardsByColumn(state.cards.filter((card) => card.columnId === columnId)).get(columnId) ?? [];
  const index = column.findIndex((card) => card.id === cardId);
  return (column[index - 1]?.id ?? null) === placement.afterId && (column[index + 1]?.id ?? null) === placement.beforeId;
}

export interface BoardActionDeps {
  boardId: string;
  stateRef: RefObject<BoardState>;
  dispatch: Dispatch<BoardAction>;
  reload(): Promise<void>;
  openCard(cardId: string): void;
  requestColumnDelete(columnId: string): void;
}

export function useBoardActions({ boardId, stateRef, dispatch, reload, openCard, requestColumnDelete }: BoardActionDeps) {
  return useMemo(() => {
    const failed = (error: unknown, key?: string) => {
      toastFailure(error, key);
      void reload();
    };
    return {
      openCard,
      deleteColumn: requestColumnDelete,
      async addCard(columnId: string, title: string) {
        try {
          dispatch({ type: 'cardSaved', card: await kanbanApi.createCard(columnId, title) });
        } catch (error) {
          toastFailure(error);
          throw error;
        }
      },
      async addColumn(name: string) {
        try {
          dispatch({ type: 'columnSaved', column: await kanbanApi.createColumn(boardId, name) });
        } catch (error) {
          toastFailure(error);
          throw error;
        }
      },
      renameColumn(columnId: string, name: string) {
        kanbanApi.updateColumn(columnId, { name }).then((column) => dispatch({ type: 'columnSaved', column }), failed);
      },
      moveCard(cardId: string, columnId: string, index: number) {
        const state = stateRef.current;
        const card = state.cards.find((candidate) => candidate.id === cardId);
        if (!card) return;
        const placement = placeCard(state, cardId, columnId, index);
        const unchanged = card.columnId === columnId && sameNeighbours(state, card.id, columnId, placement);
        if (unchanged) return;
        dispatch({ type: 'cardMoved', cardId, columnId, rank: placement.rank });
        kanbanApi.moveCard(cardId, columnId, { afterId: placement.afterId, beforeId: placement.beforeId }).then(
          (saved) => dispatch({ type: 'cardSaved', card: saved }),
          (error) => failed(error, 'board.moveFailed'),
        );
      },
      moveColumn(columnId: string, index: number) {
        const placement = placeColumn(stateRef.current, columnId, index);
        dispatch({ type: 'columnMoved', columnId, rank: placement.rank });
        kanbanApi.moveColumn(columnId, { afterId: placement.afterId, beforeId: placement.beforeId }).then(
          (column) => dispatch({ type: 'columnSaved', column }),
          (error) => failed(error, 'board.moveFailed'),
        );
      },
    };
  }, [boardId, stateRef, dispatch, reload, openCard, requestColumnDelete]);
}
