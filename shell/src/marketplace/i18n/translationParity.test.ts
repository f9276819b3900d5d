import en from './en.json';
import ru from './ru.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)))
    .sort();
}

// The SDK's marketplace messages have their own parity test beside them (sdk/src/marketplace).
it('gives the marketplace pages the same keys in Russian and English', () => {
  expect(keys(en)).toEqual(keys(ru));
});
