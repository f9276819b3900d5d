import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import en from './en.json';
import ru from './ru.json';

/** Every message key the server code can hand out, found in its source. */
function keysUsedInSource(directory: string): string[] {
  const found = new Set<string>();
  for (const entry of fs.readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    const prefix = /const K = 'contragents:(\w+)'/.exec(source)?.[1];
    for (const match of source.matchAll(/\$\{K\}\.(\w+)/g)) found.add(`${prefix}.${match[1]}`);
    for (const match of source.matchAll(/'contragents:(\w+\.\w+)'/g)) found.add(match[1] ?? '');
  }
  return [...found].sort();
}

async function translator(language: 'ru' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { ru: { contragents: ru }, en: { contragents: en } }, interpolation: { escapeValue: false } });
  return instance;
}

describe('server messages', () => {
  const used = keysUsedInSource(path.join(__dirname, '..'));

  test('the source hands out keys', () => {
    expect(used).toEqual(expect.arrayContaining(['documents.priceInvalid', 'numbering.unknownPlaceholder']));
  });

  test.each(['ru', 'en'] as const)('every key has a %s text', async (language) => {
    const t = await translator(language);
    const missing = used.filter((key) => !t.exists(`contragents:${key}`));
    expect(missing).toEqual([]);
  });

  test('both languages have the same keys', () => {
    const flatten = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
    expect(flatten(en).sort()).toEqual(flatten(ru).sort());
  });

  test('state names are put into transition messages', async () => {
    const ruT = await translator('ru');
    const enT = await translator('en');
    expect(ruT.t('contragents:documents.transitionNotAllowed', { from: 'paid', to: 'cancelled' })).toBe(
      'Документ в состоянии «оплачен» нельзя перевести в состояние «отменён»',
    );
    expect(enT.t('contragents:documents.paymentNotAllowed', { state: 'draft' })).toBe(
      "Payments can be recorded only against an issued invoice, and this one is 'draft'",
    );
    expect(ruT.t('contragents:numbering.unknownPlaceholder', { placeholder: '{month}' })).toBe(
      'В шаблоне неизвестная подстановка {month}: можно использовать {number} и {year}',
    );
  });
});
