import adminEn from '../../admin/i18n/en.json';
import adminRu from '../../admin/i18n/ru.json';
import profileEn from '../../profile/i18n/en.json';
import profileRu from '../../profile/i18n/ru.json';
import en from './en.json';
import ru from './ru.json';

type Tree = { [key: string]: string | Tree };

/** Plural forms differ by language (Russian has few and many), so they count as one key. */
function keys(tree: Tree, prefix = ''): string[] {
  const all = Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keys(value, `${prefix}${key}.`),
  );
  return [...new Set(all)].sort();
}

describe.each([
  ['organisations', ru, en],
  ['profile', profileRu, profileEn],
  ['admin', adminRu, adminEn],
])('%s texts', (_namespace, russian, english) => {
  it('have the same keys in Russian and English', () => {
    expect(keys(english)).toEqual(keys(russian));
  });
});
