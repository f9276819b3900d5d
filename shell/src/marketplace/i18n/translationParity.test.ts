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

// The SDK's marketplace messages have their own parity test beside them (sdk/src/modules/marketplace).
it('gives the marketplace pages the same keys in Russian and English', () => {
  expect(keys(en)).toEqual(keys(ru));
});
