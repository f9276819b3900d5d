/** Kanban's answer to the top bar's search: cards whose title contains the text, each opening on its board. */
import type { ModuleSdk, SearchProvider } from '@artel/sdk';
import { kanbanApi } from '../api/kanbanApi';
import { MODULE_ID } from '../moduleId';

export function cardSearchProvider(sdk: Pick<ModuleSdk, 'moduleId'>): SearchProvider {
  return {
    id: 'cards',
    title: `${sdk.moduleId}:search.cards`,
    async search({ text, limit }) {
      const cards = await kanbanApi.searchCards(text, limit);
      return cards.map((card) => ({
        id: card.id,
        title: card.title,
        description: card.boardName,
        path: `/modules/${MODULE_ID}/boards/${card.boardId}?card=${card.id}`,
        icon: 'application',
      }));
    },
  };
}
