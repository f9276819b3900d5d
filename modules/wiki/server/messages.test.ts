import { messages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

it('has every message in Russian and English with the same placeholders', () => {
  expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.ru).sort());
  for (const [key, text] of Object.entries(messages.ru)) {
    expect([key, placeholders(messages.en[key as keyof typeof messages.en])]).toEqual([key, placeholders(text)]);
  }
});
