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

describe('the brief style', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('leaves out the year of the reader’s current year, and writes another year as the medium style does', () => {
    expect(plain(formatDate('2026-11-25', 'brief', ruMoscow))).toBe('25 нояб.');
    expect(formatDate('2026-11-25', 'brief', enNewYork)).toBe('Nov 25');
    expect(plain(formatDate('2027-01-05', 'brief', ruMoscow))).toBe('5 янв. 2027 г.');
    expect(formatDate('2027-01-05', 'brief', enNewYork)).toBe('Jan 5, 2027');
  });

  it('writes a moment with its time on the reader’s clock', () => {
    expect(plain(formatDateTime(instant, 'brief', ruMoscow))).toBe('1 дек., 02:30');
    expect(plain(formatDateTime(instant, 'brief', enNewYork))).toBe('Nov 30, 6:30 PM');
    expect(plain(formatDateTime('2025-01-02T06:30:00.000Z', 'brief', ruMoscow))).toBe('2 янв. 2025 г., 09:30');
  });
});
