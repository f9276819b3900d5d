import { addDays, formatRussianDate, formatRussianShortDate, isCalendarDate, yearOf } from '../../shared/documents/calendarDate';

describe('calendar dates of documents', () => {
  test.each(['2026-12-01', '2024-02-29', '2026-01-31'])('%s is a day', (date) => expect(isCalendarDate(date)).toBe(true));
  test.each(['2026-02-30', '2025-02-29', '2026-13-01', '01.12.2026', '2026-1-1', '2026-12-01T00:00:00Z', ''])('%s is not', (date) =>
    expect(isCalendarDate(date)).toBe(false),
  );

  test('Russian long and short forms, whatever the server’s time zone', () => {
    expect(formatRussianDate('2026-12-01')).toBe('1 декабря 2026 г.');
    expect(formatRussianDate('2027-03-08')).toBe('8 марта 2027 г.');
    expect(formatRussianShortDate('2026-12-01')).toBe('01.12.2026');
    expect(yearOf('2026-12-01')).toBe(2026);
  });

  test('adds days across months and years', () => {
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
