import { dueUrgency, formatMonthTitle } from './dayFormat';

describe('day formats', () => {
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
