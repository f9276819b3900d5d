import { $searchProviders, registerSearchProvider, searchEverywhere } from './searchProviders';

const hit = (id: string) => ({ id, title: `Card ${id}`, path: `/modules/kanban/boards/b1?card=${id}` });

describe('search providers', () => {
  it('asks every provider, keeps their order and limit, and a failing one costs only its own group', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cleanups = [
      registerSearchProvider('kanban', { id: 'cards', title: 'kanban:search.cards', search: async () => [hit('1'), hit('2'), hit('3')] }),
      registerSearchProvider('wiki', { id: 'articles', title: 'Articles', search: () => Promise.reject(new Error('down')) }),
      registerSearchProvider('partners', { id: 'partners', title: 'Partners', search: async () => [] }),
    ];
    const groups = await searchEverywhere($searchProviders.getState(), { text: 'card', limit: 2, signal: new AbortController().signal });
    expect(groups.map((group) => [group.provider.key, group.results.map((result) => result.id)])).toEqual([['kanban.cards', ['1', '2']]]);
    expect(warn).toHaveBeenCalledWith("Search provider 'wiki.articles' failed", expect.any(Error));
    cleanups.forEach((cleanup) => cleanup());
    expect($searchProviders.getState()).toEqual([]);
    warn.mockRestore();
  });

  it('skips a provider without a search function', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerSearchProvider('kanban', { id: 'cards', title: 'Cards' } as never);
    expect($searchProviders.getState()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
