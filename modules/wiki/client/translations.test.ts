import { translations } from './translations';

type Tree = { [key: string]: string | Tree };

/** Plural forms differ by language (Russian has few and many), so they count as one key. */
function entries(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

const ru = new Map(entries(translations.ru as Tree));
const en = new Map(entries(translations.en as Tree));
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

it('has every text in both Russian and English', () => {
  expect([...en.keys()].sort()).toEqual([...ru.keys()].sort());
  expect(ru.size).toBeGreaterThan(150);
});

it('uses the same placeholders in both languages', () => {
  for (const [key, text] of ru) expect([key, placeholders(en.get(key) ?? '')]).toEqual([key, placeholders(text)]);
});

it('leaves no text empty except the blank template', () => {
  const empty = [...ru, ...en].filter(([key, text]) => text === '' && key !== 'templates.blank.body').map(([key]) => key);
  expect(empty).toEqual([]);
});

it("names the backlinks list 'Упоминается в' and the widgets as SPEC §3 does", () => {
  expect(ru.get('article.backlinks')).toBe('Упоминается в');
  expect(en.get('widgets.recentArticles')).toBe('Recent Articles');
  expect(en.get('widgets.popularTags')).toBe('Popular Tags');
});
