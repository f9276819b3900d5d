import manifest from '../manifest.json';
import { translations } from './translations';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

it('has every text in both Russian and English', () => {
  const ru = keys(translations.ru as Tree).sort();
  const en = keys(translations.en as Tree).sort();
  expect(en).toEqual(ru);
});

it("has the texts the manifest's navigation item and route titles name", () => {
  const ru = keys(translations.ru as Tree);
  const named = [manifest.navigationItem.title, ...manifest.routes.map((route) => route.title)].map((title) =>
    title.replace(/^telegram:/, ''),
  );
  expect(named.filter((key) => !ru.includes(key))).toEqual([]);
});
