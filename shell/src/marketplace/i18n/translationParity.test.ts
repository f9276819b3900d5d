import sdkEn from '../../../../sdk/src/marketplace/locales/en.json';
import sdkRu from '../../../../sdk/src/marketplace/locales/ru.json';
import en from './en.json';
import ru from './ru.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)))
    .sort();
}

describe.each([
  ['marketplace pages', ru, en],
  ['SDK marketplace messages', sdkRu, sdkEn],
])('%s', (_name, russian, english) => {
  it('have the same keys in Russian and English', () => {
    expect(keys(english)).toEqual(keys(russian));
  });
});

it("keeps SPEC §8's marketplace failure messages verbatim in English", () => {
  expect(sdkEn.marketplace.failed).toMatchObject({
    load: 'Failed to load modules',
    search: 'Failed to search modules',
    enable: 'Failed to enable module',
    disable: 'Failed to disable module',
    config: 'Failed to update module config',
  });
});
