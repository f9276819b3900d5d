import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Marketing Team', 'marketing-team'],
    ['Отдел продаж', 'otdel-prodazh'],
    ['Щука и ёж', 'shchuka-i-ezh'],
    ['Юридический отдел', 'iuridicheskii-otdel'],
    ['Объявления', 'obieiavleniia'],
    ['Хлебозавод № 5', 'khlebozavod-no-5'],
    ['Цех / Участок', 'tsekh-uchastok'],
    ['Café Déjà Vu', 'cafe-deja-vu'],
    ['  --Проект 2025!--  ', 'proekt-2025'],
    ['Подъезд, Мышь, Эхо', 'podieezd-mysh-ekho'],
  ])('turns %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('lowercases capitals of both alphabets', () => {
    expect(slugify('ЯНДЕКС Cloud')).toBe('iandeks-cloud');
  });

  it('cuts at 60 characters without leaving a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(59)} bcd`);
    expect(slug).toBe('a'.repeat(59));
    expect(slugify('Очень длинное название рабочего пространства для отдела закупок').length).toBeLessThanOrEqual(60);
  });

  it.each(['', '   ', '!!!', '日本語', '🚀'])('falls back to "workspace" for %j', (name) => {
    expect(slugify(name)).toBe('workspace');
  });
});
