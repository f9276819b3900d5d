/** Cards with a due date from GET /cards/due, for the calendar and 'My cards'; asked again when the query or the workspace changes. */
import { $currentWorkspaceId } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { CardSummary, DueCardsQuery } from '../api/kanbanTypes';

export interface DueCards {
  cards: CardSummary[];
  loaded: boolean;
  /** Shows a card's new state (a reschedule) without asking the server again. */
  replaceCard(card: CardSummary): void;
}

export function useDueCards({ from, to, assignedToMe, limit }: DueCardsQuery): DueCards {
  const workspaceId = useUnit($currentWorkspaceId);
  const [cards, setCards] = useState<CardSummary[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!workspaceId) return undefined;
    let current = true;
    setLoaded(false);
    kanbanApi.dueCards({ from, to, assignedToMe, limit }).then(
      (list) => {
        if (!current) return;
        setCards(list);
        setLoaded(true);
      },
      () => current && setLoaded(true),
    );
    return () => {
      current = false;
    };
  }, [workspaceId, from, to, assignedToMe, limit]);

  const replaceCard = useCallback((card: CardSummary) => setCards((list) => list.map((other) => (other.id === card.id ? card : other))), []);
  return { cards, loaded, replaceCard };
}
