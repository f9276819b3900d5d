import { type Searchable, termsMatcher, wordStarts } from './partnerMatch';
import { searchText } from './partnerOrder';

const matchesTerms = (partner: Searchable, terms: string[]) => termsMatcher(terms)(partner);

const partner = (...parts: string[]) => {
  const text = searchText(...parts);
  return { searchText: text, wordStarts: wordStarts(text) };
};

describe('what a search term matches', () => {
  const stroika = partner('ООО «Стройка-55»', '7707083893', 'Иван Петров', '+7 (495) 123-45-67', 'sales@abc.ru');

  test('one or two characters: the start of a word of the name, the INN, a phone group or an e-mail part', () => {
    for (const term of ['с', 'ст', '55', '77', 'ив', 'пе', '49', '12', 'sa', 'ab', 'ru'])
      expect([term, matchesTerms(stroika, [term])]).toEqual([term, true]);
    for (const term of ['тр', '70', '08', 'ет', '23', 'al', 'bc']) expect([term, matchesTerms(stroika, [term])]).toEqual([term, false]);
  });

  test('three characters or more: anywhere', () => {
    expect(matchesTerms(stroika, ['рой'])).toBe(true);
    expect(matchesTerms(stroika, ['708389'])).toBe(true);
    expect(matchesTerms(stroika, ['ооо', 'ст'])).toBe(true);
    expect(matchesTerms(stroika, ['ооо', 'тр'])).toBe(false);
  });
});
