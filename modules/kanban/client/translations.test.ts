import { translations } from './translations';

type Tree = { [key: string]: string | Tree };

/** Plural forms differ by language (Russian has few and many), so they count as one key. */
function keys(tree: Tree, prefix = ''): string[] {
  const all = Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keys(value, `${prefix}${key}.`),
  );
  return [...new Set(all)];
}

it('has every text in both Russian and English', () => {
  const ru = keys(translations.ru as Tree).sort();
  const en = keys(translations.en as Tree).sort();
  expect(en).toEqual(ru);
  expect(ru.length).toBeGreaterThan(100);
});

it("names the calendar's navigation item 'Календарь' in Russian (SPEC §2)", () => {
  expect((translations.ru.nav as Tree).calendar).toBe('Календарь');
});
