import { validateEmail, validateWebsite } from './contactFormats';

describe('validateEmail', () => {
  it.each(['anna@example.com', 'i.ivanov+work@mail.ru', 'boss@company.co.uk', 'почта@пример.рф'])('accepts %s', (email) => {
    expect(validateEmail(email)).toEqual({ ok: true });
  });

  it.each(['', 'anna', 'anna@', '@example.com', 'anna@example', 'an na@example.com', 'anna@@example.com'])('refuses %j', (email) => {
    expect(validateEmail(email)).toEqual({ ok: false, key: 'validation.email.invalid' });
  });
});

describe('validateWebsite', () => {
  it.each([
    'https://yandex.ru',
    'http://www.sberbank.ru/ru/person',
    'sberbank.ru',
    'www.example.com:8080/path?q=1#top',
    'пример.рф',
    'https://xn--e1afmkfd.xn--p1ai',
  ])('accepts %s', (website) => {
    expect(validateWebsite(website)).toEqual({ ok: true });
  });

  it.each(['', 'yandex', 'ftp://yandex.ru', 'javascript:alert(1)', 'https://', 'http://-bad-.ru', 'my site.ru', 'https://yandex.ru/a b'])(
    'refuses %j',
    (website) => {
      expect(validateWebsite(website)).toEqual({ ok: false, key: 'validation.website.invalid' });
    },
  );
});
