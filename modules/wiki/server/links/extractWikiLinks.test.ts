import { extractWikiLinks } from '../../shared/wikiLinks';

describe('outgoing [[links]] of an article, for backlinks', () => {
  it('lists each linked title once, by its key, in order of first mention', () => {
    const body = 'См. [[Договор поставки]], потом [[Отпуск|про отпуск]] и снова [[договор  ПОСТАВКИ]].\n\n- [[Ёлка]]';
    expect(extractWikiLinks(body)).toEqual([
      { title: 'Договор поставки', key: 'договор поставки' },
      { title: 'Отпуск', key: 'отпуск' },
      { title: 'Ёлка', key: 'елка' },
    ]);
  });

  it('finds links in tables, lists, quotes and headings', () => {
    const body = '# [[Заголовок]]\n\n> [[Цитата]]\n\n| a |\n|---|\n| [[Ячейка]] |\n\n1. [[Пункт]]';
    expect(extractWikiLinks(body).map((link) => link.title)).toEqual(['Заголовок', 'Цитата', 'Ячейка', 'Пункт']);
  });

  it('ignores links written as code, empty or over-long titles, and broken brackets', () => {
    const body = '`[[Код]]`\n\n```\n[[Блок]]\n```\n\n[[ ]] [[Незакрыта] [[' + 'x'.repeat(201) + ']]';
    expect(extractWikiLinks(body)).toEqual([]);
  });
});
