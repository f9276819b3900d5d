import { wikiMessages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/{(\w+)}/g)].map((match) => match[1]).sort();

it('has every message in Russian and English with the same placeholders', () => {
  const { ru, en } = wikiMessages as Record<'ru' | 'en', Record<string, string>>;
  expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
  for (const [key, text] of Object.entries(ru)) expect([key, placeholders(en[key] ?? '')]).toEqual([key, placeholders(text)]);
});
