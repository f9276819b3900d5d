import { formatDate, formatDateTime, formatTime } from './dateFormat';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const ruMoscow = { language: 'ru' as const, timeZone: 'Europe/Moscow' };
const enNewYork = { language: 'en' as const, timeZone: 'America/New_York' };
// 23:30 on 30 November in UTC: already 1 December in Moscow, still 30 November in New York.
const instant = '2026-11-30T23:30:00.000Z';

describe('formatDate', () => {
  it('writes a calendar day as «01.12.2026» in Russian and "12/01/2026" in English, in any time zone', () => {
    expect(formatDate('2026-12-01', 'short', ruMoscow)).toBe('01.12.2026');
    expect(formatDate('2026-12-01', 'short', enNewYork)).toBe('12/01/2026');
    expect(formatDate('2026-12-01', 'short', { language: 'ru', timeZone: 'Pacific/Honolulu' })).toBe('01.12.2026');
  });

  it('reads an instant on the reader’s clock', () => {
    expect(formatDate(instant, 'short', ruMoscow)).toBe('01.12.2026');
    expect(formatDate(instant, 'short', enNewYork)).toBe('11/30/2026');
  });

  it('spells the month in the medium and long styles', () => {
    expect(plain(formatDate('2026-12-01', 'medium', ruMoscow))).toBe('1 дек. 2026 г.');
    expect(plain(formatDate('2026-12-01', 'long', ruMoscow))).toBe('1 декабря 2026 г.');
    expect(formatDate('2026-12-01', 'medium', enNewYork)).toBe('Dec 1, 2026');
  });

  it('shows nothing for no date or a broken one', () => {
    expect(formatDate(null, 'short', ruMoscow)).toBe('');
    expect(formatDate('soon', 'short', ruMoscow)).toBe('');
  });
});

describe('formatDateTime and formatTime', () => {
  it('writes the reader’s 24-hour time in Russian and a 12-hour one in English', () => {
    expect(formatDateTime(instant, 'short', ruMoscow)).toBe('01.12.2026, 02:30');
    expect(plain(formatDateTime(instant, 'short', enNewYork))).toBe('11/30/2026, 6:30 PM');
    expect(formatTime(instant, ruMoscow)).toBe('02:30');
    expect(plain(formatTime(instant, enNewYork))).toBe('6:30 PM');
  });
});
