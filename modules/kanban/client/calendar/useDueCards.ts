/** Cards with a due date across the workspace's boards (or one board), for the calendar and the widgets. */
import { $currentWorkspaceId } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { CardSummary, KanbanBoard } from '../api/kanbanTypes';

export interface DueCards {
  boards: KanbanBoard[];
  cards: CardSummary[];
  loaded: boolean;
  replaceCard(card: CardSummary): void;
}

export function useDueCards(): DueCards {
  const workspaceId = useUnit($currentWorkspaceId);
  const [boards, setBoards] = useState<KanbanBoard[]>([]);
  const [cards, setCards] = useState<CardSummary[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!workspaceId) return undefined;
    let current = true;
    setLoaded(false);
    (async () => {
      const list = await kanbanApi.boards();
      const views = await Promise.all(list.map((board) => kanbanApi.board(board.id)));
      if (!current) return;
      setBoards(list);
      setCards(views.flatMap((view) => view.cards));
      setLoaded(true);
    })().catch(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [workspaceId]);

  const replaceCard = useCallback((card: CardSummary) => setCards((list) => list.map((other) => (other.id === card.id ? card : other))), []);
  return { boards, cards, loaded, replaceCard };
}
