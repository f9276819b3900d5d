import { kanbanApi } from '../api/kanbanApi';
import { cardSearchProvider } from './cardSearch';

it("asks kanban's server for the text and opens each hit on its board", async () => {
  const searchCards = jest
    .spyOn(kanbanApi, 'searchCards')
    .mockResolvedValue([{ id: 'c1', boardId: 'b1', boardName: 'Sales', title: 'Invoice for ACME' }]);
  const provider = cardSearchProvider({ moduleId: 'kanban' });
  expect(provider.title).toBe('kanban:search.cards');
  const results = await provider.search({ text: 'acme', limit: 5, signal: new AbortController().signal });
  expect(searchCards).toHaveBeenCalledWith('acme', 5);
  expect(results).toEqual([
    { id: 'c1', title: 'Invoice for ACME', description: 'Sales', path: '/modules/kanban/boards/b1?card=c1', icon: 'application' },
  ]);
});
