import { renameWikiLinks } from '../../shared/renameWikiLinks';
import { extractWikiLinks } from '../../shared/wikiLinks';

describe('renameWikiLinks', () => {
  it('points every link to the old title at the new one, keeping labels, case- and ё-insensitively', () => {
    const { text, count } = renameWikiLinks(
      'См. [[Отпуск]], [[отпуск|здесь]] и [[ Отпуск ]]; [[Отпускные]] не трогаем.',
      'Отпуск',
      'Отпуск 2027',
    );
    expect(text).toBe('См. [[Отпуск 2027]], [[Отпуск 2027|здесь]] и [[Отпуск 2027]]; [[Отпускные]] не трогаем.');
    expect(count).toBe(3);
    expect(renameWikiLinks('[[Ёлка]]', 'елка', 'Ель').text).toBe('[[Ель]]');
  });

  it('leaves code alone, so the link reader still finds exactly the rewritten links', () => {
    const source = ['Текст [[Отпуск]] и `[[Отпуск]]` в коде.', '```', '[[Отпуск]]', '```', 'После [[Отпуск]].'].join('\n');
    const { text, count } = renameWikiLinks(source, 'Отпуск', 'Каникулы');
    expect(count).toBe(2);
    expect(text).toBe(['Текст [[Каникулы]] и `[[Отпуск]]` в коде.', '```', '[[Отпуск]]', '```', 'После [[Каникулы]].'].join('\n'));
    expect(extractWikiLinks(text).map((link) => link.title)).toEqual(['Каникулы']);
  });

  it('changes nothing in a text without such links', () => {
    expect(renameWikiLinks('Просто [[Другое]].', 'Отпуск', 'Каникулы')).toEqual({ text: 'Просто [[Другое]].', count: 0 });
  });
});
