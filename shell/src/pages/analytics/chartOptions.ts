/**
 * uPlot's data and options for a report: dates or names along x, one series per number column; bars for bar
 * reports (two side by side, centred on their tick), stacked areas for the cumulative flow (drawn as running
 * sums, top band first, while the legend shows each column's own number). Date ticks sit on the rows' own
 * dates (`chartTicks`). A column of another unit than the first (invoices beside roubles) gets its own axis on
 * the right; durations are drawn in hours, or in days when the longest is a day or more. Colours read in
 * Blueprint's light and dark themes alike.
 */
import type { Language } from '@artel/sdk';
import uPlot, { type AlignedData, type Axis, type Options, type Series } from 'uplot';
import type { ReportColumn, ReportData, ReportKind } from './analyticsApi';
import { cellText, dateText } from './cellText';
import { dateStepOf, TICK_SPACE, tickDays, tickLabel } from './chartTicks';
import { durationText } from './durationText';

const PALETTE = ['#2D72D2', '#238551', '#C87619', '#CD4246', '#7961DB', '#00A396', '#D1980B', '#DB2C6F', '#147EB3', '#8F398F'];

const THEMES = {
  light: { text: '#404854', grid: 'rgba(17, 20, 24, 0.1)' },
  dark: { text: '#D3D8DE', grid: 'rgba(255, 255, 255, 0.12)' },
};

const translucent = (color: string, alpha: string) => `${color}${alpha}`;
/** Steps of an axis of counts (cards, invoices): whole numbers only, never «0,5 счёта». */
const WHOLE_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((factor) => factor * 10 ** power)).flat();
const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
/** A name too wide for its bar's room, on two lines (uPlot draws a line break in a tick label). */
function fitted(label: string, room: number): string {
  const middle = label.length / 2;
  const spaces = [...label.matchAll(/ /g)].map((match) => match.index!);
  if (label.length * 7 <= room || spaces.length === 0) return label;
  const at = spaces.reduce((best, index) => (Math.abs(index - middle) < Math.abs(best - middle) ? index : best));
  return `${label.slice(0, at)}\n${label.slice(at + 1)}`;
}

const unitKey = (column: ReportColumn) => `${column.type}|${column.unit?.en ?? ''}`;

export interface ChartInput {
  data: ReportData;
  kind: ReportKind;
  language: Language;
  dark: boolean;
  width: number;
  height: number;
}

/** The scale of each value column: 'y' for the first column's unit, 'y2' (right axis) for any other. */
export function scalesOf(data: ReportData): Array<'y' | 'y2'> {
  const values = data.columns.slice(1);
  const first = values[0] ? unitKey(values[0]) : '';
  return values.map((column) => (unitKey(column) === first ? 'y' : 'y2'));
}

/** Whether durations are drawn in days: the longest is a day or more. */
function durationsInDays(data: ReportData): boolean {
  const durations = data.columns.flatMap((column, index) => (column.type === 'duration' ? data.rows.map((row) => row[index]) : []));
  return durations.some((value) => typeof value === 'number' && value >= 24);
}

export function chartData({ data, kind }: Pick<ChartInput, 'data' | 'kind'>): AlignedData {
  const byDate = data.columns[0]?.type === 'date';
  const inDays = durationsInDays(data);
  const xs = data.rows.map((row, index) => (byDate ? daySeconds(String(row[0])) : index));
  const numbers = data.columns.slice(1).map((column, index) =>
    data.rows.map((row) => {
      const value = row[index + 1];
      if (typeof value !== 'number') return null;
      return column.type === 'duration' && inDays ? value / 24 : value;
    }),
  );
  if (kind !== 'stackedArea') return [xs, ...numbers];
  const sums = numbers.map((_, band) =>
    data.rows.map((__, index) => numbers.slice(0, band + 1).reduce((sum, series) => sum + (series[index] ?? 0), 0)),
  );
  return [xs, ...sums.reverse()];
}

/** Bars side by side when there are two series (each on its side of the tick), one centred bar otherwise. */
function barPaths(count: number, position: number): Series.PathBuilder {
  if (count === 2) return uPlot.paths.bars!({ size: [0.35, 32], align: position === 0 ? -1 : 1 });
  return uPlot.paths.bars!({ size: [count > 1 ? 0.5 : 0.7, 48], align: 0 });
}

export function chartOptions({ data, kind, language, dark, width, height }: ChartInput): Options {
  const theme = THEMES[dark ? 'dark' : 'light'];
  const firstColumn = data.columns[0];
  const byDate = firstColumn?.type === 'date';
  const names = data.rows.map((row) => String(row[0]));
  const valueColumns = data.columns.slice(1);
  const scales = scalesOf(data);
  const inDays = durationsInDays(data);
  const ordered =
    kind === 'stackedArea' ? valueColumns.map((_, index) => valueColumns.length - 1 - index) : valueColumns.map((_, index) => index);
  const series: Series[] = ordered.map((columnIndex, position) => {
    const column = valueColumns[columnIndex]!;
    const color = PALETTE[columnIndex % PALETTE.length]!;
    const shown: Series = {
      label: column.label[language],
      scale: scales[columnIndex],
      stroke: color,
      width: kind === 'bar' ? 1 : 2,
      spanGaps: true,
      points: { show: data.rows.length <= 40 && kind === 'line' },
      value: (_plot, _value, _series, index) =>
        index === null || index === undefined ? '—' : cellText(data.rows[index]?.[columnIndex + 1] ?? null, column, language),
    };
    if (kind === 'bar') return { ...shown, fill: translucent(color, 'CC'), paths: barPaths(valueColumns.length, position) };
    if (kind === 'stackedArea') return { ...shown, fill: translucent(color, 'CC') };
    return shown;
  });
  // Half a step of room at both ends, so the first and last bars are drawn whole and the end ticks' labels fit.
  const dateRange = (_plot: uPlot, min: number, max: number): [number, number] => {
    const step = data.rows.length > 1 ? (max - min) / (data.rows.length - 1) : 86_400;
    return [min - step / 2, max + step / 2];
  };
  const axis = { stroke: theme.text, grid: { stroke: theme.grid, width: 1 }, ticks: { stroke: theme.grid, width: 1 } };
  const step = dateStepOf(firstColumn, names);
  const xAxis: Axis = byDate
    ? {
        ...axis,
        splits: (plot) => tickDays(names, step, Math.floor(plot.width / TICK_SPACE[step])).map(daySeconds),
        values: (_plot, ticks) =>
          ticks.map((tick, index) => tickLabel(new Date(tick * 1000).toISOString().slice(0, 10), step, language, index === 0)),
      }
    : {
        ...axis,
        values: (plot, ticks) =>
          ticks.map((tick) =>
            Number.isInteger(tick)
              ? fitted(cellText(data.rows[tick]?.[0] ?? null, firstColumn, language), plot.width / Math.max(1, data.rows.length))
              : '',
          ),
        space: 30,
      };
  const wholeNumbers = (scale: 'y' | 'y2') =>
    valueColumns.every(
      (column, index) =>
        scales[index] !== scale || (column.type === 'number' && data.rows.every((row) => Number.isInteger(row[index + 1] ?? 0))),
    );
  const valueAxis = (scale: 'y' | 'y2'): Axis => {
    const column = valueColumns[scales.indexOf(scale)];
    const label = (value: number) =>
      column?.type === 'duration'
        ? durationText(inDays ? value * 24 : value, language, inDays ? 'days' : 'hours')
        : new Intl.NumberFormat(language).format(value);
    return {
      ...axis,
      scale,
      ...(scale === 'y2' ? { side: 1, grid: { show: false } } : {}),
      ...(wholeNumbers(scale) ? { incrs: WHOLE_STEPS } : {}),
      values: (_plot, ticks) => ticks.map(label),
      // As wide as its longest label («10 000», «1 250 000»), so big sums are not cut at the edge.
      size: (_plot: uPlot, values: string[] | null) => Math.max(40, 16 + 7 * Math.max(0, ...(values ?? []).map((value) => value.length))),
    };
  };
  const range = (_plot: uPlot, min: number, max: number): [number, number] => [Math.min(0, min), Math.max(1, max * 1.05)];
  return {
    width,
    height,
    series: [
      {
        label: firstColumn?.label[language] ?? '',
        value: (_plot, _value, _series, index) =>
          index === null || index === undefined
            ? '—'
            : byDate
              ? dateText(names[index]!, language)
              : cellText(data.rows[index]?.[0] ?? null, firstColumn, language),
      },
      ...series,
    ],
    scales: {
      x: byDate
        ? { time: true, ...(kind === 'stackedArea' ? {} : { range: dateRange }) }
        : { time: false, range: [-0.5, Math.max(0.5, data.rows.length - 0.5)] },
      y: { range },
      ...(scales.includes('y2') ? { y2: { range } } : {}),
    },
    axes: [xAxis, valueAxis('y'), ...(scales.includes('y2') ? [valueAxis('y2')] : [])],
    // Dates are calendar days: drawn in UTC so no zone shifts them to the day before.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    cursor: { points: { size: 7 } },
    legend: { live: true },
    padding: [8, 12, 0, 4],
  };
}
