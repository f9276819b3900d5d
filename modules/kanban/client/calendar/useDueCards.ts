/** Cards with a due date from GET /cards/due, for the calendar and 'My cards'; asked again when the query or the workspace changes. */
import { $currentWorkspaceId } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { CardSummary, DueCardsQuery } from '../api/kanbanTypes';

export interface DueCards {
  cards: CardSummary[];
  /** The done (last) columns of the boards the cards are on: the overdue rule needs them. */
  doneColumnIds: ReadonlySet<string>;
  loaded: boolean;
  /** Shows a card's new state (a reschedule) without asking the server again. */
  replaceCard(card: CardSummary): void;
}

const NONE: ReadonlySet<string> = new Set();

export function useDueCards({ from, to, assignedToMe, open, limit }: DueCardsQuery): DueCards {
  const workspaceId = useUnit($currentWorkspaceId);
  const [cards, setCards] = useState<CardSummary[]>([]);
  const [doneColumnIds, setDoneColumnIds] = useState(NONE);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!workspaceId) return undefined;
    let current = true;
    setLoaded(false);
    kanbanApi.dueCards({ from, to, assignedToMe, open, limit }).then(
      (answer) => {
        if (!current) return;
        setCards(answer.cards);
        setDoneColumnIds(new Set(answer.doneColumnIds));
        setLoaded(true);
      },
      () => current && setLoaded(true),
    );
    return () => {
      current = false;
    };
  }, [workspaceId, from, to, assignedToMe, open, limit]);

  const replaceCard = useCallback(
    (card: CardSummary) => setCards((list) => list.map((other) => (other.id === card.id ? card : other))),
    [],
  );
  return { cards, doneColumnIds, loaded, replaceCard };
}
