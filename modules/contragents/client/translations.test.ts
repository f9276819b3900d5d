import { translations } from './translations';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

const ru = new Map(entries(translations.ru as Tree));
const en = new Map(entries(translations.en as Tree));
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

it('has every text in both Russian and English, none empty', () => {
  expect([...en.keys()].sort()).toEqual([...ru.keys()].sort());
  expect([...ru, ...en].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
});

it('uses the same placeholders in both languages', () => {
  for (const [key, text] of ru) expect([key, placeholders(en.get(key) ?? '')]).toEqual([key, placeholders(text)]);
});

it('names every document state the server knows and every move a person can make', () => {
  for (const state of ['draft', 'issued', 'partiallyPaid', 'paid', 'cancelled', 'signed', 'active', 'expired', 'terminated']) {
    expect(ru.get(`documents.states.${state}`)).toBeTruthy();
  }
  expect(ru.get('documents.moves.issued')).toBe('Выставить');
  expect(ru.get('nav.partners')).toBe('Партнеры');
});
