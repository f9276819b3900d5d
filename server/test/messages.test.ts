import { localeFrom, message } from '../src/http/messages';

describe('localeFrom(Accept-Language)', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['de-DE,de;q=0.9,en;q=0.5', 'en'],
    ['ru;q=0.3, en;q=0.7', 'en'],
    ['en;q=0, ru;q=0.1', 'ru'],
    ['fr', 'ru'],
  ])('%j -> %s', (header, locale) => {
    expect(localeFrom(header)).toBe(locale);
  });
});

describe('message', () => {
  it('keeps SPEC §8 texts verbatim and fills parameters', () => {
    expect(message('invalid_credentials', 'ru')).toBe('Неверные учетные данные');
    expect(message('workspace_not_found', 'en')).toBe('Workspace not found or access denied');
    expect(message('rate_limited', 'en', { seconds: 42 })).toBe('Too many requests. Try again in 42 s');
  });
});
