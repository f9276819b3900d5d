import { dueUrgency, formatDay, formatMoment, formatMonthTitle } from './dayFormat';

describe('day formats', () => {
  const today = new Date(2026, 10, 23);

  it('writes a day of this year short, another year in full, in each language', () => {
    expect(formatDay('2026-11-25', 'ru', today)).toBe('25 нояб.');
    expect(formatDay('2026-11-25', 'en', today)).toBe('Nov 25');
    expect(formatDay('2027-01-05', 'ru', today)).toBe('05.01.2027');
    expect(formatDay('2027-01-05', 'en', today)).toBe('01/05/2027');
  });

  it('titles a month without the year suffix', () => {
    expect(formatMonthTitle(new Date(2026, 10, 1), 'ru')).toBe('Ноябрь 2026');
    expect(formatMonthTitle(new Date(2026, 10, 1), 'en')).toBe('November 2026');
  });

  it('grades a due day against today', () => {
    expect(dueUrgency('2026-11-22', '2026-11-23')).toBe('overdue');
    expect(dueUrgency('2026-11-23', '2026-11-23')).toBe('today');
    expect(dueUrgency('2026-11-25', '2026-11-23')).toBe('soon');
    expect(dueUrgency('2026-12-25', '2026-11-23')).toBe('later');
  });
});

it('writes a moment with day, short month and time, the year only when it is another', () => {
  const today = new Date(2026, 10, 23);
  expect(formatMoment(new Date(2026, 10, 23, 17, 4).toISOString(), 'ru', today)).toBe('23 нояб., 17:04');
  expect(formatMoment(new Date(2025, 0, 2, 9, 30).toISOString(), 'en', today)).toBe('Jan 2, 2025, 09:30 AM');
});
