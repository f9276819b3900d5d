import fs from 'node:fs';
import path from 'node:path';
import en from './en.json';
import ru from './ru.json';

/** Every message key the server code can hand out, found in its source. */
function keysUsedInSource(directory: string): string[] {
  const found = new Set<string>();
  for (const entry of fs.readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    const prefix = /const K = '(\w+)'/.exec(source)?.[1];
    for (const match of source.matchAll(/\$\{K\}\.(\w+)/g)) found.add(`${prefix}.${match[1]}`);
    // Keys handed to issue(field, key), errors.moduleError(key) and messages.t(key): activity action names are not messages.
    for (const match of source.matchAll(
      /(?:issue\([^,()]+,\s*|moduleError\(|\.t\()(?:'|`)((?:documents|numbering|partners|contacts|comments|benchmark|reminders)\.\w+)(?:'|`)/g,
    ))
      found.add(match[1] ?? '');
  }
  return [...found].sort();
}

const STATES = ['draft', 'issued', 'partiallyPaid', 'paid', 'cancelled', 'signed', 'active', 'expired', 'terminated'];

describe('server messages', () => {
  const used = keysUsedInSource(path.join(__dirname, '..'));

  test('the source hands out keys', () => {
    expect(used).toEqual(expect.arrayContaining(['documents.priceInvalid', 'numbering.unknownPlaceholder']));
  });

  test.each([
    ['ru', ru],
    ['en', en],
  ] as const)('every key and state has a %s text', (_, messages: Record<string, string>) => {
    const needed = [...used, ...STATES.map((state) => `states.${state}`)];
    expect(needed.filter((key) => !messages[key]?.trim())).toEqual([]);
  });

  test('both languages have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
  });
});
