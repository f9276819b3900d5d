/**
 * One board on screen: its state, loading, live updates from others over the platform's socket and the
 * polling fallback (every pollingInterval ms while that socket is not connected).
 */
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { BoardView, KanbanBoard } from '../api/kanbanTypes';
import { isNotFound } from '../errors';
import { kanbanSdk } from '../kanbanSdk';
import { type KanbanLiveEvent, readKanbanEvent } from '../live/kanbanEvents';
import { boardReducer, emptyBoard } from './boardReducer';

export type BoardLoadState = 'loading' | 'ready' | 'notFound' | 'failed';

export interface BoardMeta {
  board: KanbanBoard | null;
  permissions: string[];
}

export function useBoard(boardId: string, workspaceId: string | null, pollingInterval: number) {
  const [state, dispatch] = useReducer(boardReducer, emptyBoard);
  const [meta, setMeta] = useState<BoardMeta>({ board: null, permissions: [] });
  const [loadState, setLoadState] = useState<BoardLoadState>('loading');
  const { realtime } = kanbanSdk();
  const socketUp = useUnit(realtime.$connected);
  const connected = workspaceId !== null && socketUp;
  /** The last live event about a card, so an open card dialog can refresh its comments and activity. */
  const [cardEvent, setCardEvent] = useState<KanbanLiveEvent | null>(null);
  const current = useRef(boardId);
  current.current = boardId;

  const reload = useCallback(async () => {
    try {
      const view: BoardView = await kanbanApi.board(boardId);
      if (current.current !== boardId) return;
      dispatch({ type: 'loaded', columns: view.columns, cards: view.cards, labels: view.labels });
      setMeta({ board: view.board, permissions: view.permissions });
      setLoadState('ready');
    } catch (error) {
      if (current.current !== boardId) return;
      setLoadState((previous) => (previous === 'ready' ? previous : isNotFound(error) ? 'notFound' : 'failed'));
    }
  }, [boardId]);

  const refetchCard = useCallback(async (cardId: string) => {
    try {
      dispatch({ type: 'cardSaved', card: await kanbanApi.card(cardId) });
    } catch (error) {
      if (isNotFound(error)) dispatch({ type: 'cardRemoved', cardId });
    }
  }, []);

  useEffect(() => {
    setLoadState('loading');
    void reload();
  }, [reload]);

  const onEvent = useCallback(
    (event: KanbanLiveEvent) => {
      if (event.boardId !== boardId) return;
      const { cardId } = event;
      if (cardId) setCardEvent(event);
      switch (event.kind) {
        case 'kanban.card.moved':
          if (cardId && event.columnId && event.rank) dispatch({ type: 'cardMoved', cardId, columnId: event.columnId, rank: event.rank });
          return;
        case 'kanban.card.archived':
        case 'kanban.card.deleted':
          if (cardId) dispatch({ type: 'cardRemoved', cardId });
          return;
        case 'kanban.card.created':
        case 'kanban.card.updated':
        case 'kanban.card.restored':
        case 'kanban.comment.added':
          if (cardId) void refetchCard(cardId);
          return;
        default:
          void reload();
      }
    },
    [boardId, refetchCard, reload],
  );

  useEffect(() => {
    if (!workspaceId) return undefined;
    return realtime.subscribe((event) => {
      const kanbanEvent = event.workspaceId === workspaceId ? readKanbanEvent(event) : null;
      if (kanbanEvent) onEvent(kanbanEvent);
    });
  }, [realtime, workspaceId, onEvent]);

  // Missed more events than the server keeps: the board may be stale, so it is read again.
  useEffect(() => {
    if (!workspaceId) return undefined;
    return realtime.onResync((resynced) => {
      if (resynced === workspaceId) void reload();
    });
  }, [realtime, workspaceId, reload]);

  useEffect(() => {
    if (connected) return undefined;
    const timer = setInterval(() => void reload(), pollingInterval);
    return () => clearInterval(timer);
  }, [connected, pollingInterval, reload]);

  return { state, dispatch, meta, loadState, connected, reload, cardEvent };
}
