import { i18n } from '@artel/sdk';
import { cellText } from './cellText';
import './i18n/analyticsTranslations';

const lateness = { key: 'overdueBy', label: { ru: 'Просрочено на', en: 'Overdue by' }, type: 'duration' as const, unit: { ru: 'ч', en: 'h' } };

it.each([
  ['ru', [[25 / 60, '25 мин'], [19, '19 ч'], [24, '1 день'], [72, '3 дня'], [120, '5 дней']]],
  ['en', [[25 / 60, '25 min'], [19, '19 h'], [1, '1 h'], [24, '1 day'], [72, '3 days']]],
] as const)('a lateness in hours reads as minutes, hours or days in %s', async (language, cases) => {
  await i18n.changeLanguage(language);
  for (const [hours, words] of cases) expect(cellText(hours, lateness, language)).toBe(words);
});
