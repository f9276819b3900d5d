import { dueRange, monthGrid, shiftAnchor, startOfWeek, weekGrid } from './calendarGrid';
import { dateKeyToIso, isoToDateKey, toDateKey } from './dateKeys';

describe('calendar grid', () => {
  it('lays a month out in whole weeks from Monday to Sunday', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthGrid(new Date(2026, 10, 15), new Date(2026, 10, 22));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]?.key).toBe('2026-10-26');
    expect(weeks[0]?.[6]?.key).toBe('2026-11-01');
    expect(weeks[5]?.[0]?.key).toBe('2026-11-30');
    expect(weeks[5]?.[6]?.key).toBe('2026-12-06');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('marks the days of other months and today', () => {
    const days = monthGrid(new Date(2026, 10, 1), new Date(2026, 10, 22)).flat();
    expect(days.filter((day) => day.inMonth)).toHaveLength(30);
    expect(days.filter((day) => day.isToday).map((day) => day.key)).toEqual(['2026-11-22']);
  });

  it('fits a month that starts on Monday into four weeks when it can (February 2027)', () => {
    const weeks = monthGrid(new Date(2027, 1, 10));
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]?.key).toBe('2027-02-01');
  });

  it('gives the week of a day, Monday first, across a month boundary', () => {
    expect(weekGrid(new Date(2026, 11, 31)).map((day) => day.key)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(toDateKey(startOfWeek(new Date(2026, 10, 22)))).toBe('2026-11-16');
  });

  it('pages by month or by week', () => {
    expect(toDateKey(shiftAnchor(new Date(2026, 0, 31), 'month', 1))).toBe('2026-02-01');
    expect(toDateKey(shiftAnchor(new Date(2026, 0, 31), 'week', -1))).toBe('2026-01-24');
  });

  it('asks for the due dates of every shown day: from the first day to the midnight after the last', () => {
    expect(dueRange(monthGrid(new Date(2026, 10, 15)))).toEqual({ from: '2026-10-26T00:00:00.000Z', to: '2026-12-07T00:00:00.000Z' });
    expect(dueRange([weekGrid(new Date(2026, 11, 31))])).toEqual({ from: '2026-12-28T00:00:00.000Z', to: '2027-01-04T00:00:00.000Z' });
  });

  it('keeps a due date on its day both ways', () => {
    expect(isoToDateKey(dateKeyToIso('2026-11-30'))).toBe('2026-11-30');
    expect(dateKeyToIso('')).toBeNull();
  });
});
