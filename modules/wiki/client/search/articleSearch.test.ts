import { wikiApi } from '../api/wikiApi';
import { articleSearchProvider } from './articleSearch';

const configured = (values: Record<string, unknown>) => ({
  moduleId: 'wiki',
  config: { $values: null!, get: () => values, use: () => values },
});

it("asks the wiki's search for the text and opens each hit on its article page, the matches as offsets into plain text", async () => {
  const search = jest.spyOn(wikiApi, 'search').mockResolvedValue({
    hasMore: false,
    hits: [
      {
        id: 'a1',
        title: 'Договор поставки',
        titleHtml: '<mark>Договор</mark> поставки',
        snippetHtml: 'Шаблон &lt;b&gt; <mark>договоров</mark> с поставщиками',
        tags: ['юристы'],
        status: 'published',
        authorId: null,
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
  });
  const provider = articleSearchProvider(configured({}));
  expect(provider.title).toBe('wiki:search.topBarGroup');
  const results = await provider.search({ text: 'договоров', limit: 5, signal: new AbortController().signal });
  expect(search).toHaveBeenCalledWith({ q: 'договоров', limit: 5 });
  expect(results).toEqual([
    {
      id: 'a1',
      title: 'Договор поставки',
      titleHighlights: [{ start: 0, end: 7 }],
      description: 'Шаблон <b> договоров с поставщиками',
      descriptionHighlights: [{ start: 11, end: 20 }],
      path: '/modules/wiki/article/a1',
      icon: 'manual',
    },
  ]);
});

it('finds nothing, and asks nothing, while the workspace has search switched off', async () => {
  const search = jest.spyOn(wikiApi, 'search');
  search.mockClear();
  const provider = articleSearchProvider(configured({ enableFullTextSearch: false }));
  expect(await provider.search({ text: 'договоров', limit: 5, signal: new AbortController().signal })).toEqual([]);
  expect(search).not.toHaveBeenCalled();
});
