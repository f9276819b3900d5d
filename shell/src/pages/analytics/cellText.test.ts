import { i18n } from '@artel/sdk';
import type { ReportColumn } from './analyticsApi';
import { cellText } from './cellText';
import './i18n/analyticsTranslations';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const roubles: ReportColumn = { key: 'invoiced', label: { ru: 'Выставлено', en: 'Invoiced' }, type: 'number', unit: { ru: '₽', en: '₽' } };
const days: ReportColumn = { key: 'cycle', label: { ru: 'Цикл', en: 'Cycle' }, type: 'number', unit: { ru: 'дн.', en: 'd' } };
const lateness = {
  key: 'overdueBy',
  label: { ru: 'Просрочено на', en: 'Overdue by' },
  type: 'duration' as const,
  unit: { ru: 'ч', en: 'h' },
};

it.each([
  [
    'ru',
    [
      [25 / 60, '25 мин'],
      [19, '19 ч'],
      [24, '1 день'],
      [72, '3 дня'],
      [120, '5 дней'],
    ],
  ],
  [
    'en',
    [
      [25 / 60, '25 min'],
      [19, '19 h'],
      [1, '1 h'],
      [24, '1 day'],
      [72, '3 days'],
    ],
  ],
] as const)('a lateness in hours reads as minutes, hours or days in %s', async (language, cases) => {
  await i18n.changeLanguage(language);
  for (const [hours, words] of cases) expect(cellText(hours, lateness, language)).toBe(words);
});

it('writes roubles with their kopecks in both languages: «210 000,50 ₽», not «210 000,5 ₽»', () => {
  expect(plain(cellText(210000.5, roubles, 'ru'))).toBe('210 000,50 ₽');
  expect(cellText(210000.5, roubles, 'en')).toBe('₽210,000.50');
});

it('writes other numbers with a decimal comma in Russian and a point in English', () => {
  expect(cellText(85.8, days, 'ru')).toBe('85,8 дн.');
  expect(cellText(85.8, days, 'en')).toBe('85.8 d');
});
