import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { createWikiHost } from '../testing/wikiFixtures';
import { insertArticle } from '../testing/articleRows';
import { articleSnippets, readMarkers, snippetWindow } from './articleSnippet';
import { markdownPlainText } from './markdownText';
import { MARK_END as E, MARK_START as S } from './markedText';
import { prefixTsquery } from './prefixQuery';
import { searchArticles } from './searchArticles';

const ARTICLE = `## Приёмка товара

Порядок **приёмки** на [складе](https://example.ru/sklad) и [[Склад|главном складе]], код \`a<b\`.

| Товар | Срок |
|-------|------|
| Цемент | 3 дня |

![Схема склада](/files/scheme.png)

- пункт *первый*
- пункт второй

> цитата <b>важно</b>
`;

describe('markdownPlainText', () => {
  test('keeps the words a reader sees and drops headings, pipes, image and link syntax, URLs and HTML', () => {
    expect(markdownPlainText(ARTICLE)).toBe(
      'Приёмка товара · Порядок приёмки на складе и главном складе, код a<b. · Товар Срок · Цемент 3 дня · Схема склада · пункт первый · пункт второй · цитата важно',
    );
  });
});

describe('snippetWindow', () => {
  const long = `${'слово '.repeat(30)}договор ${'текст '.repeat(60)}`.trim();

  test('starts a little before the first match, at a word, with «…» where the text was cut, marks moved along', () => {
    const match = long.indexOf('договор');
    const window = snippetWindow({ text: long, marks: [{ start: match, end: match + 7 }] });
    expect(window.text.startsWith('…слово')).toBe(true);
    expect(window.text.endsWith('текст…')).toBe(true);
    expect(window.text.length).toBeLessThanOrEqual(182);
    const [mark] = window.marks;
    expect(window.text.slice(mark!.start, mark!.end)).toBe('договор');
  });

  test('the beginning when nothing in the body matched; the whole text when it is short', () => {
    expect(snippetWindow({ text: long, marks: [] }).text).toMatch(/^слово слово .*слово…$/);
    expect(snippetWindow({ text: 'Короткий договор', marks: [{ start: 9, end: 16 }] })).toEqual({
      text: 'Короткий договор',
      marks: [{ start: 9, end: 16 }],
    });
  });

  test('reads ts_headline markers as offsets', () => {
    expect(readMarkers(`Подписанный ${S}договор${E} и ${S}договоры${E}`)).toEqual({
      text: 'Подписанный договор и договоры',
      marks: [
        { start: 12, end: 19 },
        { start: 22, end: 30 },
      ],
    });
  });
});

describe('articleSnippets and the search', () => {
  let host: ModuleTestHost;
  beforeAll(async () => {
    host = await createWikiHost();
  });
  afterAll(() => host.close());

  test('marks the Russian word forms and the typed prefix the search matched, in clean text', async () => {
    const [snippet] = await articleSnippets(host.orm, prefixTsquery('складов приём')!, [ARTICLE]);
    expect(snippet).toBe(
      '<mark>Приёмка</mark> товара · Порядок <mark>приёмки</mark> на <mark>складе</mark> и главном <mark>складе</mark>, код a&lt;b. · Товар Срок · Цемент 3 дня · Схема <mark>склада</mark> · пункт первый · пункт второй · цитата важно',
    );
  });

  test('a hit of the search shows the text around its match, never markdown', async () => {
    const team = await host.newTeam();
    await insertArticle(host.orm, {
      workspaceId: team.workspaceId,
      authorId: team.owner.userId,
      title: 'Склад',
      body: `# Правила\n\n${'Общие положения для всех сотрудников. '.repeat(8)}\n\n| Поле | Значение |\n|---|---|\n| Поставщик | ООО «Цемент» |\n\n![фото](/f.png)`,
      tags: [],
    });
    const { hits } = await searchArticles(host.orm, {
      workspaceId: team.workspaceId,
      viewerId: team.owner.userId,
      text: 'поставщики',
      limit: 5,
    });
    expect(hits[0]?.snippetHtml).toMatch(/^….*<mark>Поставщик<\/mark> ООО «Цемент» · фото$/);
    expect(hits[0]?.snippetHtml).not.toMatch(/[#|]|!\[|\]\(/);
  });

  test('an article not saved since snippet texts were kept shows the same snippet as one saved since', async () => {
    const team = await host.newTeam();
    const article = { workspaceId: team.workspaceId, authorId: team.owner.userId, body: ARTICLE, tags: [] };
    await insertArticle(host.orm, { ...article, title: 'Сохранена заново' });
    await insertArticle(host.orm, { ...article, title: 'Не сохранялась', savedBeforeSnippetText: true });
    const { hits } = await searchArticles(host.orm, {
      workspaceId: team.workspaceId,
      viewerId: team.owner.userId,
      text: 'складов приём',
      limit: 5,
    });
    expect(hits.map((hit) => hit.title).sort()).toEqual(['Не сохранялась', 'Сохранена заново']);
    const [snippet] = await articleSnippets(host.orm, prefixTsquery('складов приём')!, [ARTICLE]);
    expect(hits.map((hit) => hit.snippetHtml)).toEqual([snippet, snippet]);
  });
});
