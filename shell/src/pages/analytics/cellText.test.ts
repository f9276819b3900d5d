import { i18n } from '@artel/sdk';
import { cellText } from './cellText';
import './i18n/analyticsTranslations';

const lateness = { key: 'overdueBy', label: { ru: 'Просрочено на', en: 'Overdue by' }, type: 'duration' as const, unit: { ru: 'мин', en: 'min' } };

it.each([
  ['ru', [[25, '25 мин'], [19 * 60 + 30, '19 ч'], [1440, '1 день'], [3 * 1440 + 120, '3 дня'], [5 * 1440, '5 дней'], [0, '1 мин']]],
  ['en', [[25, '25 minutes'], [19 * 60 + 30, '19 hours'], [60, '1 hour'], [1440, '1 day'], [3 * 1440 + 120, '3 days']]],
] as const)('a lateness in whole minutes reads as minutes, hours or days in %s', async (language, cases) => {
  await i18n.changeLanguage(language);
  for (const [minutes, words] of cases) expect(cellText(minutes, lateness, language)).toBe(words);
});
