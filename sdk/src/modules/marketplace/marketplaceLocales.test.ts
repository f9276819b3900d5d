import en from './locales/en.json';
import ru from './locales/ru.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)))
    .sort();
}

it('has the same marketplace message keys in Russian and English', () => {
  expect(keys(en)).toEqual(keys(ru));
});

it("keeps SPEC §8's marketplace failure messages verbatim in English", () => {
  expect(en.marketplace.failed).toMatchObject({
    load: 'Failed to load modules',
    search: 'Failed to search modules',
    enable: 'Failed to enable module',
    disable: 'Failed to disable module',
    config: 'Failed to update module config',
  });
});
