import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/sqlExecutor';
import { createWikiHost } from '../testing/wikiFixtures';
import { insertArticle } from '../testing/articleRows';
import { cheaperPath, newest, newestBothThroughIndex } from './matchOrder';
import { searchArticles, type ArticleSearch } from './searchArticles';
import { refreshSearchStatistics } from './searchStatistics';

let host: ModuleTestHost;
let WS = '';
let OTHER_WS = '';
let AUTHOR_A = '';
let AUTHOR_B = '';
const search = (text: string, options: Partial<ArticleSearch> = {}) =>
  searchArticles(host.orm, { workspaceId: WS, viewerId: AUTHOR_A, text, limit: 20, ...options });
const firstHit = async (text: string) => {
  const [hit] = (await search(text)).hits;
  if (!hit) throw new Error(`nothing found for ${text}`);
  return hit;
};
const titles = async (text: string, options: Partial<ArticleSearch> = {}) => (await search(text, options)).hits.map((hit) => hit.title);

beforeAll(async () => {
  host = await createWikiHost();
  const team = await host.newTeam();
  WS = team.workspaceId;
  AUTHOR_A = team.owner.userId;
  AUTHOR_B = (await host.join(WS, 'member')).userId;
  OTHER_WS = (await host.newTeam()).workspaceId;
  const db = host.orm;
  await insertArticle(db, {
    workspaceId: WS,
    authorId: AUTHOR_A,
    title: 'Договор поставки',
    body: 'Порядок согласования договора с контрагентом. Подписанный договор хранится в архиве.',
    tags: ['юристы'],
  });
  await insertArticle(db, {
    workspaceId: WS,
    title: 'Reporting guide',
    body: 'How we are running the monthly reports and which contracts they cover.',
    tags: ['finance'],
    authorId: AUTHOR_B,
  });
  await insertArticle(db, {
    workspaceId: WS,
    authorId: AUTHOR_A,
    title: 'Отпуск',
    body: 'Заявление на отпуск подают за две недели. Образцы договоров лежат у юристов.',
    tags: ['кадры'],
  });
  await insertArticle(db, {
    workspaceId: WS,
    authorId: AUTHOR_A,
    title: 'Онбординг',
    body: 'Первый день: доступы, ноутбук, знакомство с командой.',
    tags: ['договор', 'кадры'],
  });
  await insertArticle(db, {
    workspaceId: WS,
    title: 'Черновик регламента',
    body: 'Регламент закупок: договор заключается после тендера.',
    status: 'draft',
    authorId: AUTHOR_B,
  });
  await insertArticle(db, {
    workspaceId: WS,
    authorId: AUTHOR_A,
    title: 'Опасный <script>alert(1)</script> заголовок',
    body: 'Текст с разметкой <img src=x onerror=alert(1)> и словом опасность & прочим < символом.',
  });
  await insertArticle(db, {
    workspaceId: OTHER_WS,
    authorId: AUTHOR_A,
    title: 'Договор чужого пространства',
    body: 'Этот договор виден только в другом рабочем пространстве.',
  });
});

afterAll(() => host.close());

describe('search over articles', () => {
  it('builds a generated tsvector with the russian configuration and a GIN index', async () => {
    const [row] = await queryRows<{ vector: string }>(
      host.orm,
      sql`select search_vector::text as vector from wiki_articles where title = 'Reporting guide'`,
    );
    // English words go through the English stemmer inside the russian configuration.
    expect(row?.vector).toContain("'run'");
    expect(row?.vector).toContain("'report':1A");
    expect(row?.vector).toContain("'financ':3B");
    const indexes = await queryRows<{ indexdef: string }>(
      host.orm,
      sql`select indexdef from pg_indexes where tablename = 'wiki_articles' and indexname = 'wiki_articles_search_idx'`,
    );
    expect(indexes[0]?.indexdef).toMatch(/USING gin \(search_vector\)/);
  });

  it("finds 'договор' from the inflected 'договоров', title matches ranked above tag and body matches", async () => {
    expect(await titles('договоров')).toEqual(['Договор поставки', 'Онбординг', 'Отпуск']);
  });

  it('stems English words too, in the same column', async () => {
    expect(await titles('runs')).toEqual(['Reporting guide']);
    expect(await titles('contract')).toEqual(['Reporting guide']);
    expect(await titles('reports guide')).toEqual(['Reporting guide']);
  });

  it('matches the last word as a prefix while typing', async () => {
    expect(await titles('догов')).toEqual(['Договор поставки', 'Онбординг', 'Отпуск']);
    expect(await titles('repo')).toEqual(['Reporting guide']);
    expect(await titles('отпуск заявл')).toEqual(['Отпуск']);
    // Words before the last are finished: they match their inflections, not as prefixes.
    expect(await titles('заявлением отпуск')).toEqual(['Отпуск']);
    expect(await titles('заявл отпуск')).toEqual([]);
  });

  it('requires every word to match', async () => {
    expect(await titles('договор ноутбук')).toEqual(['Онбординг']);
    expect(await titles('договор тендер')).toEqual([]);
  });

  it('treats query syntax as plain words', async () => {
    // Not "договор OR NOT отпуск": both words are simply required.
    expect(await titles("договор | !'отпуск' (:*")).toEqual(['Отпуск']);
    expect(await titles(':* & |')).toEqual([]);
    expect(await titles('   ')).toEqual([]);
  });

  it('filters by tag and by author', async () => {
    expect(await titles('договор', { tag: 'кадры' })).toEqual(['Онбординг', 'Отпуск']);
    expect(await titles('договор', { tag: 'финансы' })).toEqual([]);
    expect(await titles('contracts', { authorId: AUTHOR_B })).toEqual(['Reporting guide']);
    expect(await titles('contracts', { authorId: AUTHOR_A })).toEqual([]);
  });

  it('never returns another workspace’s articles', async () => {
    expect(await titles('пространства')).toEqual([]);
    expect(await titles('пространства', { workspaceId: OTHER_WS })).toEqual(['Договор чужого пространства']);
  });

  it('shows a draft only to its author', async () => {
    expect(await titles('регламент')).toEqual([]);
    expect(await titles('регламент', { viewerId: AUTHOR_B })).toEqual(['Черновик регламента']);
  });

  it('highlights matches in the title and in body fragments', async () => {
    const hit = await firstHit('договоров');
    expect(hit.titleHtml).toBe('<mark>Договор</mark> поставки');
    expect(hit.snippetHtml).toContain('<mark>договора</mark>');
    expect(hit.snippetHtml).toContain('<mark>договор</mark>');
    expect(hit.rank).toBeGreaterThan(0);
    expect(hit.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('escapes the document text in highlights: markup in articles comes back as text', async () => {
    const hit = await firstHit('опасн');
    expect(hit.titleHtml).toContain('&lt;script&gt;');
    expect(hit.titleHtml).not.toMatch(/<script/i);
    expect(hit.snippetHtml).not.toMatch(/<img/i);
    expect(hit.snippetHtml).toContain('<mark>опасность</mark> &amp; прочим &lt; символом');
    expect(hit.snippetHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('does not let marker characters in the text forge highlights', async () => {
    await insertArticle(host.orm, {
      workspaceId: WS,
      authorId: AUTHOR_A,
      title: 'Маркеры \uE000ложь\uE001',
      body: 'Слово маркер и \uE000поддельная\uE001 подсветка',
    });
    const hit = await firstHit('маркер');
    expect(hit.titleHtml).toBe('<mark>Маркеры</mark> ложь');
    expect(hit.snippetHtml).not.toContain('<mark>поддельная</mark>');
  });

  it('pages through hits', async () => {
    const first = await search('договор', { limit: 2 });
    const second = await search('договор', { limit: 2, offset: 2 });
    expect(first.hasMore).toBe(true);
    expect(second.hasMore).toBe(false);
    expect([...first.hits, ...second.hits].map((hit) => hit.title)).toEqual(['Договор поставки', 'Онбординг', 'Отпуск']);
  });

  it('ranks a common word among its most recent matches, where a title match of any age still competes, and pages reach the rest', async () => {
    const db = host.orm;
    const long_ago = new Date('2020-01-01T00:00:00Z');
    await insertArticle(db, {
      workspaceId: WS,
      authorId: AUTHOR_A,
      title: 'Глоссарий',
      body: 'Старое упоминание: термин.',
      updatedAt: long_ago,
    });
    await insertArticle(db, { workspaceId: WS, authorId: AUTHOR_A, title: 'Термин', body: 'Определение.', updatedAt: long_ago });
    for (let index = 0; index < 125; index += 1) {
      await insertArticle(db, {
        workspaceId: WS,
        authorId: AUTHOR_A,
        title: `Заметка ${index}`,
        body: 'Здесь встречается термин.',
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      });
    }
    const page = await search('термин');
    expect(page.hits[0]?.title).toBe('Термин');
    expect(page.hits.map((hit) => hit.title)).not.toContain('Глоссарий');
    expect(page.hasMore).toBe(true);
    const everything = [];
    for (let offset = 0; ; offset += 20) {
      const next = await search('термин', { offset });
      everything.push(...next.hits.map((hit) => hit.title));
      if (!next.hasMore) break;
    }
    // Deeper pages widen the set, so paging reaches every match.
    expect(everything).toHaveLength(127);
    expect(new Set(everything).size).toBe(127);
    expect(everything.at(-1)).toBe('Глоссарий');
  });

  it('finds the same newest matches through the GIN index and by walking the recency index', async () => {
    const match = sql`a.search_vector @@ q.query`;
    const search = { workspaceId: WS, filters: sql`a.status = 'published'`, count: 30 };
    const newestOf = (path: 'index' | 'walk') =>
      queryRows<{ id: string }>(host.orm, sql`with q as (select to_tsquery('russian', 'термин') as query) ${newest(path, match, search)}`);
    const [throughIndex, walking] = [await newestOf('index'), await newestOf('walk')];
    expect(throughIndex).toHaveLength(30);
    expect(walking).toEqual(throughIndex);
  });

  it('walks an author’s articles to the same newest matches as the GIN index finds', async () => {
    const match = sql`a.search_vector @@ q.query`;
    const search = { workspaceId: WS, filters: sql`a.status = 'published' and a.author_id = ${AUTHOR_B}`, count: 5, authorId: AUTHOR_B };
    const newestOf = (path: 'index' | 'walk') =>
      queryRows<{ id: string }>(
        host.orm,
        sql`with q as (select to_tsquery('russian', 'contract') as query) ${newest(path, match, search)}`,
      );
    const walking = await newestOf('walk');
    expect(walking).toHaveLength(1);
    expect(walking).toEqual(await newestOf('index'));
  });
  it('finds the same newest title and whole-text matches with one read of the GIN index as with two', async () => {
    // 'термин' is in 125 bodies and one title; 'заметка' in 125 titles: each set beyond `count`.
    for (const word of ['термин', 'заметка']) {
      const search = { workspaceId: WS, filters: sql`a.deleted_at is null and a.status = 'published'`, count: 30 };
      const query = sql`with q as (select to_tsquery('russian', ${word}) as query)`;
      const separately = {
        title: await queryRows<{ id: string }>(host.orm, sql`${query} ${newest('index', sql`a.title_vector @@ q.query`, search)}`),
        anywhere: await queryRows<{ id: string }>(host.orm, sql`${query} ${newest('index', sql`a.search_vector @@ q.query`, search)}`),
      };
      const together = {
        title: await queryRows<{ id: string }>(host.orm, sql`${query}, ${newestBothThroughIndex(search)} select id from title_matches`),
        anywhere: await queryRows<{ id: string }>(host.orm, sql`${query}, ${newestBothThroughIndex(search)} select id from matches`),
      };
      expect(together.anywhere).toHaveLength(30);
      expect(together.title.map((row) => row.id).sort()).toEqual(separately.title.map((row) => row.id).sort());
      expect(together.anywhere.map((row) => row.id).sort()).toEqual(separately.anywhere.map((row) => row.id).sort());
    }
  });
});

describe('the way to the newest matches', () => {
  const counts = (matches: number, share = 1) => ({ rows: 100_000, walked: 100_000, filtered: 100_000 * share, matches });

  it('reads a rare word’s matches through the index and walks for a common one', () => {
    // 100,000 articles, 40 wanted: 3,000 matches are cheaper to read, 30,000 to walk past.
    expect(cheaperPath(counts(3_000), 40)).toBe('index');
    expect(cheaperPath(counts(30_000), 40)).toBe('walk');
    expect(cheaperPath(counts(0), 40)).toBe('index');
  });

  it('walks for a common word under a filter, as the index would read all of its matches first', () => {
    // A tag on one article in eight: the walk tests only the vectors of tagged articles.
    expect(cheaperPath(counts(30_000, 1 / 8), 40)).toBe('walk');
    expect(cheaperPath(counts(3_000, 1 / 8), 40)).toBe('index');
  });

  it('walks only the author’s articles under an author filter, so a mid-frequency word walks there too', () => {
    // One author of twenty, a word in one article of twenty: the workspace's walk would pass 16,000 rows.
    const byAuthor = { ...counts(5_000, 1 / 20), walked: 5_000 };
    expect(cheaperPath(counts(5_000, 1 / 20), 40)).toBe('index');
    expect(cheaperPath(byAuthor, 40)).toBe('walk');
  });
});

describe('search statistics', () => {
  it('analyses the articles once enough changed, so the planner knows how common a word is', async () => {
    const statistics = () =>
      queryRows<{ words: string | null }>(
        host.orm,
        sql`select most_common_elems::text as words from pg_stats where schemaname = current_schema() and tablename = 'wiki_articles' and attname = 'search_vector'`,
      );
    await host.orm.execute(sql`analyze wiki_articles`);
    // Just analysed: nothing to do.
    expect(await refreshSearchStatistics(host.orm)).toBe(false);
    for (let index = 0; index < 500; index += 1) {
      await insertArticle(host.orm, {
        workspaceId: OTHER_WS,
        authorId: AUTHOR_A,
        title: `Отчёт ${index}`,
        body: 'Еженедельный отчёт о поставках.',
      });
    }
    expect(await refreshSearchStatistics(host.orm)).toBe(true);
    expect((await statistics())[0]?.words).toContain('еженедельн');
  });
});
