import type { ReportColumn } from './analyticsApi';
import { cellText } from './cellText';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const roubles: ReportColumn = { key: 'invoiced', label: { ru: 'Выставлено', en: 'Invoiced' }, type: 'number', unit: { ru: '₽', en: '₽' } };
const days: ReportColumn = { key: 'cycle', label: { ru: 'Цикл', en: 'Cycle' }, type: 'number', unit: { ru: 'дн.', en: 'd' } };

it('writes roubles with their kopecks in both languages: «210 000,50 ₽», not «210 000,5 ₽»', () => {
  expect(plain(cellText(210000.5, roubles, 'ru'))).toBe('210 000,50 ₽');
  expect(cellText(210000.5, roubles, 'en')).toBe('₽210,000.50');
});

it('writes other numbers with a decimal comma in Russian and a point in English', () => {
  expect(cellText(85.8, days, 'ru')).toBe('85,8 дн.');
  expect(cellText(85.8, days, 'en')).toBe('85.8 d');
});
