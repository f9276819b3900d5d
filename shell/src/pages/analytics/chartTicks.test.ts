import { i18n } from '@artel/sdk';
import type uPlot from 'uplot';
import type { ReportData } from './analyticsApi';
import { dateStepOf, tickDays, tickLabel } from './chartTicks';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayList = (first: string, count: number, every = 1) =>
  Array.from({ length: count }, (_, index) => isoDay(Date.parse(`${first}T00:00:00Z`) + index * every * DAY_MS));
const monthList = (year: number, first: number, count: number) =>
  Array.from({ length: count }, (_, index) => isoDay(Date.UTC(year, first - 1 + index, 1)));
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

function report(step: 'day' | 'week' | 'month', days: string[]): ReportData {
  return {
    from: days[0]!,
    to: days[days.length - 1]!,
    columns: [
      { key: 'at', label: { ru: 'Дата', en: 'Date' }, type: 'date', step },
      { key: 'invoiced', label: { ru: 'Выставлено', en: 'Invoiced' }, type: 'number', unit: { ru: '₽', en: '₽' } },
      { key: 'paid', label: { ru: 'Оплачено', en: 'Paid' }, type: 'number', unit: { ru: '₽', en: '₽' } },
    ],
    rows: days.map((day, index) => [day, index * 100, index * 50]),
  };
}

/** The x ticks uPlot would draw for the chart at this width, as days. */
function ticksOf(data: ReportData, kind: 'bar' | 'line', width: number): string[] {
  const options = chartOptions({ data, kind, language: 'ru', dark: false, width, height: 240 });
  const splits = options.axes![0]!.splits as (plot: uPlot) => number[];
  return splits({ width } as uPlot).map((seconds) => isoDay(seconds * 1000));
}

type ChartModule = typeof import('./chartOptions');
let chartData: ChartModule['chartData'];
let chartOptions: ChartModule['chartOptions'];
let scalesOf: ChartModule['scalesOf'];

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  // uPlot asks for the screen's pixel ratio as it loads; jsdom has no matchMedia.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
  ({ chartData, chartOptions, scalesOf } = await import('./chartOptions'));
});

describe('date ticks follow the report’s period', () => {
  it('puts a monthly chart’s ticks on month starts, on its bars, and names months, not days', () => {
    const months = monthList(2025, 12, 12);
    const data = report('month', months);
    const ticks = ticksOf(data, 'bar', 900);
    expect(ticks).toEqual(months);
    expect(ticks.every((day) => day.endsWith('-01'))).toBe(true);
    // Each bar is drawn at its row's x, which is a tick: bars sit on their ticks.
    expect((chartData({ data, kind: 'bar' })[0] as number[]).map((seconds) => isoDay(seconds * 1000))).toEqual(months);
    expect(tickLabel('2025-12-01', 'month', 'ru', true)).toBe('дек. 2025 г.');
    expect(tickLabel('2026-09-01', 'month', 'ru', false)).toBe('сент.');
    expect(tickLabel('2026-01-01', 'month', 'en', false)).toBe('Jan 2026');
  });

  it('thins a narrow monthly chart to quarters, still month starts', () => {
    const ticks = ticksOf(report('month', monthList(2026, 1, 12)), 'bar', 300);
    expect(ticks).toEqual(['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01']);
  });

  it('puts a weekly chart’s ticks on Mondays, every one or every other when narrow', () => {
    const weeks = dayList('2026-08-31', 14, 7);
    expect(ticksOf(report('week', weeks), 'bar', 900)).toEqual(weeks);
    const narrow = ticksOf(report('week', weeks), 'bar', 420);
    expect(narrow.length).toBeLessThan(weeks.length);
    expect(narrow.map(weekday)).toEqual(narrow.map(() => 1));
  });

  it('puts a daily chart’s ticks on days, and on Mondays when a day each does not fit', () => {
    const days = dayList('2026-08-30', 30);
    expect(ticksOf(report('day', days.slice(0, 7)), 'line', 600)).toEqual(days.slice(0, 7));
    const month = ticksOf(report('day', days), 'line', 400);
    expect(month).toEqual(['2026-08-31', '2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28']);
    expect(
      tickDays(dayList('2025-12-01', 365), 'day', 10)
        .map(weekday)
        .every((day) => day === 1),
    ).toBe(true);
  });

  it('tells the period from the rows when a module did not say it', () => {
    expect(dateStepOf(undefined, monthList(2026, 1, 3))).toBe('month');
    expect(dateStepOf(undefined, dayList('2026-03-02', 3, 7))).toBe('week');
    expect(dateStepOf(undefined, dayList('2026-03-02', 3))).toBe('day');
  });
});

describe('value axes', () => {
  it('draws the invoice count on an axis of its own, not on the roubles axis', () => {
    const ageing: ReportData = {
      from: '2026-11-01',
      to: '2026-11-28',
      columns: [
        {
          key: 'age',
          label: { ru: 'Дней после срока оплаты', en: 'Days past due' },
          type: 'string',
          values: { notDue: { ru: 'ещё не наступил', en: 'Not yet due' } },
        },
        { key: 'owed', label: { ru: 'Долг', en: 'Owed' }, type: 'number', unit: { ru: '₽', en: '₽' } },
        { key: 'invoices', label: { ru: 'Счетов', en: 'Invoices' }, type: 'number' },
      ],
      rows: [
        ['notDue', 150000, 2],
        ['days1to30', 0, 0],
        ['days31to60', 5000, 1],
        ['days61to90', 0, 0],
        ['over90', 0, 0],
      ],
    };
    expect(scalesOf(ageing)).toEqual(['y', 'y2']);
    const options = chartOptions({ data: ageing, kind: 'bar', language: 'ru', dark: false, width: 600, height: 240 });
    expect(options.series.slice(1).map((series) => series.scale)).toEqual(['y', 'y2']);
    expect(options.axes!.map((axis) => [axis.scale ?? 'x', axis.side ?? 2])).toEqual([
      ['x', 2],
      ['y', 2],
      ['y2', 1],
    ]);
    // Counts step by whole invoices.
    expect((options.axes![2]!.incrs as number[]).slice(0, 4)).toEqual([1, 2, 5, 10]);
    const xValues = options.axes![0]!.values as (plot: uPlot, ticks: number[]) => string[];
    expect(xValues({ width: 900 } as uPlot, [0])).toEqual(['ещё не наступил']);
    // On a phone the bucket's name takes two lines rather than running into its neighbours'.
    expect(xValues({ width: 340 } as uPlot, [0])).toEqual(['ещё не\nнаступил']);
  });
});
