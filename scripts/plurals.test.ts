/**
 * Every text with a count, client and server, in both languages, rendered for 1, 2, 5, 11, 21, 22 and 25: the
 * plural form the language's rules ask for exists, nothing is left unfilled, and a Russian noun after the number
 * agrees with it («1 карточка», «2 карточки», «5 карточек»; after «не больше»: «1 карточки», «2 карточек»).
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { fillMessage } from '../sdk/src/server/moduleError';
import {
  WORKSPACE_DESCRIPTION_MAX_LENGTH,
  WORKSPACE_NAME_MAX_LENGTH,
  WORKSPACE_NAME_MIN_LENGTH,
} from '../sdk/src/validation/workspaceConstants';

type Locale = 'ru' | 'en';
interface Tree {
  [key: string]: string | Tree;
}

const root = path.resolve(__dirname, '..');
const NUMBERS = [1, 2, 5, 11, 21, 22, 25];
const LOCALES: Locale[] = ['ru', 'en'];
const SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Russian nouns the texts count: nominative singular, genitive singular, genitive plural. */
const NOUNS = [
  ['карточка', 'карточки', 'карточек'],
  ['версия', 'версии', 'версий'],
  ['контакт', 'контакта', 'контактов'],
  ['символ', 'символа', 'символов'],
  ['балл', 'балла', 'баллов'],
  ['строка', 'строки', 'строк'],
  ['участник', 'участника', 'участников'],
  ['ошибка', 'ошибки', 'ошибок'],
  ['условие', 'условия', 'условий'],
  ['тег', 'тега', 'тегов'],
  ['запуск', 'запуска', 'запусков'],
  ['запись', 'записи', 'записей'],
  ['уровень', 'уровня', 'уровней'],
  ['день', 'дня', 'дней'],
  ['позиция', 'позиции', 'позиций'],
  ['телефон', 'телефона', 'телефонов'],
  ['адрес', 'адреса', 'адресов'],
  ['знак', 'знака', 'знаков'],
  ['пункт', 'пункта', 'пунктов'],
  ['счёт', 'счёта', 'счетов'],
] as const;
/** Words after which the counted noun is in the genitive: «не больше 1 карточки», «до 5 символов». */
const GENITIVE_CUES = new Set(['больше', 'более', 'меньше', 'менее', 'длиннее', 'короче', 'до', 'из', 'от']);

/**
 * SDK validation texts whose number is a fixed platform bound (SPEC §5): one leaf per key, read as such by the
 * server's validation answer too, so they are checked at the one number they are ever shown with.
 */
const FIXED_COUNTS: Record<string, Record<string, number>> = {
  'sdk/src/validation/messages.ru.json': {
    'validation.workspace.nameTooShort': WORKSPACE_NAME_MIN_LENGTH,
    'validation.workspace.nameTooLong': WORKSPACE_NAME_MAX_LENGTH,
    'validation.workspace.descriptionTooLong': WORKSPACE_DESCRIPTION_MAX_LENGTH,
  },
};

const ruRules = new Intl.PluralRules('ru');

/** What is wrong with the Russian noun right after `n` in `text`, if it is one the dictionary knows. */
function agreementProblem(text: string, n: number): string | null {
  const found = new RegExp(`(?:^|[\\s(«])(?:(\\p{L}+)\\s+)?${n}\\s+(\\p{L}+)`, 'u').exec(text);
  if (!found) return null;
  const [, before, word] = found;
  const noun = NOUNS.find((forms) => (forms as readonly string[]).includes(word!.toLowerCase()));
  if (!noun) return null;
  const [nominativeSingular, genitiveSingular, genitivePlural] = noun;
  const category = ruRules.select(n);
  const genitive = before !== undefined && GENITIVE_CUES.has(before.toLowerCase());
  const expected =
    category === 'one'
      ? genitive
        ? genitiveSingular
        : nominativeSingular
      : category === 'few' && !genitive
        ? genitiveSingular
        : genitivePlural;
  return word!.toLowerCase() === expected ? null : `«${text}»: after ${n} expected «${expected}», got «${word}»`;
}

function walk(dir: string, match: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(full, match);
    return match(full) ? [full] : [];
  });
}

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat[`${prefix}${key}`] = value;
    else Object.assign(flat, flatten(value, `${prefix}${key}.`));
  }
  return flat;
}

/** Every client dictionary: the SDK's and the shell's JSON files and each module's translations object. */
function clientDictionaries(): { source: string; locale: Locale; texts: Record<string, string> }[] {
  const json = [
    ...walk(path.join(root, 'sdk/src'), (file) => /[/\\](locales[/\\](ru|en)|messages\.(ru|en))\.json$/.test(file)),
    ...walk(path.join(root, 'shell/src'), (file) => /[/\\]i18n[/\\](ru|en)\.json$/.test(file)),
  ].map((file) => ({
    source: path.relative(root, file),
    locale: /(ru|en)\.json$/.exec(file)![1] as Locale,
    texts: flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree),
  }));
  const modules = fs
    .readdirSync(path.join(root, 'modules'))
    .map((name) => path.join(root, 'modules', name, 'client/translations.ts'))
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- every module's file, found at run time.
      const { translations } = require(file) as { translations: Record<Locale, Tree> };
      return LOCALES.map((locale) => ({ source: path.relative(root, file), locale, texts: flatten(translations[locale]) }));
    });
  return [...json, ...modules];
}

/** Every server text with an ICU plural block, found in the source of the platform's and the modules' servers. */
function serverPluralTexts(): { source: string; text: string }[] {
  const files = [
    ...walk(path.join(root, 'server/src'), (file) => /\.(ts|json)$/.test(file) && !/\.test\.ts$/.test(file)),
    ...fs
      .readdirSync(path.join(root, 'modules'))
      .flatMap((name) =>
        walk(path.join(root, 'modules', name, 'server'), (file) => /\.(ts|json)$/.test(file) && !/\.test\.ts$/.test(file)),
      ),
  ];
  return files.flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return [...source.matchAll(/'([^'\n]*, plural,[^'\n]*)'|"([^"\n]*, plural,[^"\n]*)"/g)].map((found) => ({
      source: path.relative(root, file),
      text: found[1] ?? found[2]!,
    }));
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((found) => found[1]!);

describe('client texts with a count', () => {
  const dictionaries = clientDictionaries();
  const counted = dictionaries.flatMap(({ source, locale, texts }) => {
    const bases = new Set<string>();
    for (const [key, text] of Object.entries(texts)) {
      if (SUFFIX.test(key)) bases.add(key.replace(SUFFIX, ''));
      else if (placeholders(text).includes('count')) bases.add(key);
    }
    return [...bases].map((base) => ({ source, locale, texts, base }));
  });

  test('the dictionaries are found, with the texts the plural fix is about', () => {
    expect(dictionaries.length).toBeGreaterThan(20);
    const keys = counted.map(({ source, base }) => `${source}:${base}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'modules/wiki/client/translations.ts:revisions.kept',
        'modules/kanban/client/translations.ts:board.columnFull',
      ]),
    );
  });

  test.each(counted.map((entry) => [`${entry.locale} ${entry.source} ${entry.base}`, entry] as const))(
    '%s',
    async (_name, { locale, texts, base }) => {
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: locale,
        resources: { [locale]: { translation: texts } },
        keySeparator: false,
        nsSeparator: false,
        interpolation: { escapeValue: false },
      });
      const rules = new Intl.PluralRules(locale);
      const plural = Object.keys(texts).some((key) => key.replace(SUFFIX, '') === base && SUFFIX.test(key));
      const others = Object.fromEntries(
        Object.entries(texts)
          .filter(([key]) => key === base || key.replace(SUFFIX, '') === base)
          .flatMap(([, text]) => placeholders(text))
          .filter((name) => name !== 'count')
          .map((name) => [name, 'X']),
      );
      const problems: string[] = [];
      for (const n of NUMBERS) {
        if (plural && texts[`${base}_${rules.select(n)}`] === undefined) problems.push(`no ${base}_${rules.select(n)} for ${n}`);
        const text = i18n.t(base, { count: n, ...others });
        if (text.includes('{{')) problems.push(`unfilled: «${text}»`);
        // A plural form may name no number («Включите модули X»); one that shows the count shows this one.
        const template = texts[`${base}_${rules.select(n)}`] ?? texts[base] ?? '';
        if (placeholders(template).includes('count') && !text.includes(String(n))) problems.push(`no number ${n} in «${text}»`);
        const wrong = locale === 'ru' ? agreementProblem(text, n) : null;
        if (wrong) problems.push(wrong);
      }
      expect(problems).toEqual([]);
    },
  );

  test('no Russian text puts a counted noun after a number without plural forms', () => {
    const unpluralised = dictionaries.flatMap(({ source, locale, texts }) =>
      locale !== 'ru'
        ? []
        : Object.entries(texts)
            .filter(([key]) => FIXED_COUNTS[source]?.[key] === undefined)
            .filter(
              ([key, text]) =>
                !SUFFIX.test(key) && NOUNS.some((forms) => forms.some((form) => new RegExp(`\\}\\}\\s+${form}(?!\\p{L})`, 'u').test(text))),
            )
            .map(([key, text]) => `${source}:${key} «${text}»`),
    );
    expect(unpluralised).toEqual([]);
  });

  test('no English text puts a plural noun after {{count}} without plural forms («1 cards»)', () => {
    const unpluralised = dictionaries.flatMap(({ source, locale, texts }) =>
      locale !== 'en'
        ? []
        : Object.entries(texts)
            .filter(([key, text]) => !SUFFIX.test(key) && /\{\{\s*count\s*\}\}\s+[a-z]+s\b/.test(text))
            .map(([key, text]) => `${source}:${key} «${text}»`),
    );
    expect(unpluralised).toEqual([]);
  });

  test('a text with a fixed bound agrees with that bound', () => {
    const problems = Object.entries(FIXED_COUNTS).flatMap(([source, bounds]) => {
      const { texts } = dictionaries.find((dictionary) => dictionary.source === source)!;
      return Object.entries(bounds).map(([key, n]) => agreementProblem(texts[key]!.replace(/\{\{\s*\w+\s*\}\}/, String(n)), n));
    });
    expect(problems).toEqual([null, null, null]);
  });
});

describe('server texts with a count', () => {
  const texts = serverPluralTexts();

  test('the catalogues with counts are found', () => {
    expect(texts.map(({ source }) => source)).toEqual(
      expect.arrayContaining([
        'modules/kanban/server/messages.ts',
        'modules/contragents/server/messages/ru.json',
        'modules/contragents/server/messages/en.json',
        'server/src/http/messages.ts',
      ]),
    );
  });

  test.each(texts.map((entry) => [`${entry.source} «${entry.text}»`, entry] as const))('%s', (_name, { text }) => {
    const locale: Locale = /[а-яё]/i.test(text) ? 'ru' : 'en';
    const rules = new Intl.PluralRules(locale);
    const problems: string[] = [];
    for (const [, name, body] of text.matchAll(/\{(\w+), plural,((?:\s*\w+\s*\{[^{}]*\})+)\s*\}/g)) {
      const forms = new Set([...body!.matchAll(/(\w+)\s*\{/g)].map((found) => found[1]));
      for (const category of rules.resolvedOptions().pluralCategories)
        if (!forms.has(category)) problems.push(`{${name}} has no «${category}» form`);
      for (const n of NUMBERS) {
        const filled = fillMessage(text, { [name!]: n }, locale);
        if (/, plural,|#/.test(filled) || new RegExp(`\\{${name}\\}`).test(filled)) problems.push(`unfilled: «${filled}»`);
        if (!filled.includes(String(n))) problems.push(`no number ${n} in «${filled}»`);
        const wrong = locale === 'ru' ? agreementProblem(filled, n) : null;
        if (wrong) problems.push(wrong);
      }
    }
    expect(problems).toEqual([]);
  });

  test('no server text puts a counted noun after a number without a plural block', () => {
    const files = [
      ...walk(path.join(root, 'server/src'), (file) => /\.(ts|json)$/.test(file) && !/\.test\.ts$/.test(file)),
      ...fs
        .readdirSync(path.join(root, 'modules'))
        .flatMap((name) =>
          walk(path.join(root, 'modules', name, 'server'), (file) => /\.(ts|json)$/.test(file) && !/\.test\.ts$/.test(file)),
        ),
    ];
    const unpluralised = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => NOUNS.some((forms) => forms.some((form) => new RegExp(`\\{\\w+\\}\\s+${form}(?!\\p{L})`, 'u').test(line))))
        .map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    );
    expect(unpluralised).toEqual([]);
  });
});

describe('fillMessage plural blocks', () => {
  const cards = {
    ru: 'не больше {max, plural, one {# карточки} few {# карточек} many {# карточек} other {# карточки}}',
    en: 'at most {max, plural, one {# card} other {# cards}}',
  };

  test("pick the form by the message's language: 21 is «one» in Russian, «other» in English", () => {
    expect(fillMessage(cards.ru, { max: 21 }, 'ru')).toBe('не больше 21 карточки');
    expect(fillMessage(cards.en, { max: 21 }, 'en')).toBe('at most 21 cards');
    expect(fillMessage(cards.en, { max: 1 }, 'en')).toBe('at most 1 card');
  });

  test('leave a block whose number is missing as written, so the gap shows', () => {
    expect(fillMessage(cards.en, {}, 'en')).toBe(cards.en);
  });
});
