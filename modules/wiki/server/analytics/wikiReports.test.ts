/** The wiki's report on articles written with chosen dates, read through the platform's analytics routes. */
import { sql } from 'drizzle-orm';
import { createWikiHost, wikiClient } from '../testing/wikiFixtures';

it('counts articles created and published per week, by anyone or by one author', async () => {
  const host = await createWikiHost();
  try {
    const wiki = wikiClient(host);
    const { workspaceId, owner } = await host.newTeam();
    const writer = await host.join(workspaceId, 'member', 'Пётр');
    for (const [who, title] of [
      [owner, 'Первая'],
      [owner, 'Вторая'],
      [writer, 'Третья'],
    ] as const) {
      expect((await wiki.call(who, 'POST', '/articles', { title, body: 'текст' })).statusCode).toBe(201);
    }
    await host.orm.execute(sql`update wiki_articles set created_at = case title
        when 'Первая' then '2026-03-02T10:00:00Z'::timestamptz when 'Вторая' then '2026-03-10T10:00:00Z'::timestamptz else '2026-03-11T10:00:00Z'::timestamptz end,
      published_at = case title when 'Первая' then '2026-03-12T10:00:00Z'::timestamptz end
      where workspace_id = ${workspaceId}::uuid`);
    const report = async (query: string) => {
      const response = await host.app.inject({
        method: 'GET',
        url: `/api/v1/workspaces/${workspaceId}/analytics/reports/wiki.articlesCreated?${query}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json().rows;
    };
    expect(await report('from=2026-03-02&to=2026-03-15')).toEqual([
      ['2026-03-02', 1, 0],
      ['2026-03-09', 2, 1],
    ]);
    expect(await report(`from=2026-03-02&to=2026-03-15&memberId=${writer.userId}`)).toEqual([
      ['2026-03-02', 0, 0],
      ['2026-03-09', 1, 0],
    ]);
  } finally {
    await host.close();
  }
});

it('ranks the most read articles by readers a day, counting a reader once a day however often they open it', async () => {
  const host = await createWikiHost();
  try {
    const wiki = wikiClient(host);
    const { workspaceId, owner } = await host.newTeam();
    const reader = await host.join(workspaceId, 'member', 'Ольга');
    const ids: Record<string, string> = {};
    for (const title of ['Регламент', 'Онбординг', 'Черновик']) {
      ids[title] = (await wiki.call(owner, 'POST', '/articles', { title, body: 'текст', status: 'published' })).json().article.id;
    }
    for (const [who, title] of [
      [owner, 'Регламент'],
      [owner, 'Регламент'],
      [reader, 'Регламент'],
      [reader, 'Онбординг'],
    ] as const) {
      expect((await wiki.call(who, 'GET', `/articles/${ids[title]}`)).statusCode).toBe(200);
    }
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const report = async (query: string) => {
      const response = await host.app.inject({
        method: 'GET',
        url: `/api/v1/workspaces/${workspaceId}/analytics/reports/wiki.mostRead?timeZone=UTC&from=${today}&to=${tomorrow}${query}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json().rows;
    };
    expect(await report('')).toEqual([
      ['Регламент', 2, 2],
      ['Онбординг', 1, 1],
    ]);
    expect(await report(`&memberId=${reader.userId}`)).toEqual([
      ['Онбординг', 1, 1],
      ['Регламент', 1, 1],
    ]);
  } finally {
    await host.close();
  }
});
