import { i18n } from '@artel/sdk';
import { cellText } from './cellText';
import { durationText } from './durationText';

const hoursColumn = {
  key: 'cycle',
  label: { ru: 'Время в работе', en: 'Cycle time' },
  type: 'duration' as const,
  unit: { ru: 'ч', en: 'h' },
};

describe('cycle time as people say it', () => {
  it('reads hours below a day and days above, with Russian plural forms', async () => {
    await i18n.changeLanguage('ru');
    expect(cellText(5, hoursColumn, 'ru')).toBe('5 ч');
    expect(cellText(0.75, hoursColumn, 'ru')).toBe('45 мин');
    expect(cellText(24, hoursColumn, 'ru')).toBe('1 день');
    expect(cellText(48, hoursColumn, 'ru')).toBe('2 дня');
    expect(cellText(36, hoursColumn, 'ru')).toBe('1,5 дня');
    expect(cellText(120, hoursColumn, 'ru')).toBe('5 дней');
    expect(cellText(null, hoursColumn, 'ru')).toBe('—');
    expect(durationText(36, 'ru', 'hours')).toBe('36 ч');
  });

  it('reads them in English too: "5 h", "1 day", "2.5 days"', async () => {
    await i18n.changeLanguage('en');
    expect(cellText(5, hoursColumn, 'en')).toBe('5 h');
    expect(cellText(24, hoursColumn, 'en')).toBe('1 day');
    expect(cellText(60, hoursColumn, 'en')).toBe('2.5 days');
    await i18n.changeLanguage('ru');
  });
});
