import { $boards, api } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { Choice } from './useChoices';

interface CardHit {
  id: string;
  title: string;
  boardName: string;
}

const SEARCH_DELAY_MS = 250;

const named = (title: string, boardName: string): string => (boardName ? `${title} — ${boardName}` : title);

/**
 * The cards whose title contains the text, on the boards the user may see, named with their board: kanban's
 * own search (the top bar's). An empty list for no text; null when cards cannot be searched (the module is off),
 * in which case the builder asks for the card as text.
 */
export function useCardSearch(text: string): Choice[] | null {
  const query = text.trim();
  const [found, setFound] = useState<{ query: string; choices: Choice[] | null }>({ query: '', choices: [] });
  useEffect(() => {
    if (!query) return;
    let current = true;
    const timer = setTimeout(() => {
      api
        .get<{ cards: CardHit[] }>('/modules/kanban/cards/search', { query: { q: query, limit: 20 } })
        .then(({ cards }) => cards.map((card) => ({ value: card.id, label: named(card.title, card.boardName) })))
        .catch(() => null)
        .then((choices) => {
          if (current) setFound({ query, choices });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  if (!query) return found.choices === null ? null : [];
  return found.query === query ? found.choices : [];
}

/** The chosen card by title and board, once read; null while unknown or when it cannot be read (gone, hidden). */
export function useCardName(cardId: string | null): string | null {
  const boards = useUnit($boards);
  const [card, setCard] = useState<{ id: string; title: string; boardId: string } | null>(null);
  useEffect(() => {
    if (!cardId) return;
    let current = true;
    api
      .get<{ card: { title: string; boardId: string } }>(`/modules/kanban/cards/${cardId}`)
      .then(({ card: { title, boardId } }) => ({ id: cardId, title, boardId }))
      .catch(() => null)
      .then((loaded) => {
        if (current) setCard(loaded);
      });
    return () => {
      current = false;
    };
  }, [cardId]);
  if (!cardId || card?.id !== cardId) return null;
  return named(card.title, boards.find((board) => board.id === card.boardId)?.name ?? '');
}
