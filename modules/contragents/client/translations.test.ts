import manifest from '../manifest.json';
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
});

it("has the texts the manifest's navigation item and route titles name", () => {
  const ru = keys(translations.ru as Tree);
  const named = [manifest.navigationItem.title, ...manifest.routes.map((route) => route.title)].map((title) =>
    title.replace(/^contragents:/, ''),
  );
  expect(named.filter((key) => !ru.includes(key))).toEqual([]);
});

it('names every document state the server knows and every move a person can make', () => {
  const ru = new Map<string, string>();
  const walk = (tree: Tree, prefix = '') => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') ru.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(translations.ru as Tree);
  for (const state of ['draft', 'issued', 'partiallyPaid', 'paid', 'cancelled', 'signed', 'active', 'expired', 'terminated']) {
    expect(ru.get(`documents.states.${state}`)).toBeTruthy();
  }
  expect(ru.get('documents.moves.issued')).toBe('Выставить');
});
