/**
 * uPlot's data and options for a report: dates or names along x, one series per number column; bars for bar
 * reports, stacked areas for the cumulative flow (drawn as running sums, top band first, while the legend
 * shows each column's own number). Colours read in Blueprint's light and dark themes alike.
 */
import type { Language } from '@artel/sdk';
import uPlot, { type AlignedData, type Options, type Series } from 'uplot';
import type { ReportData, ReportKind } from './analyticsApi';
import { cellText, dateText, shortDateText } from './cellText';

const PALETTE = ['#2D72D2', '#238551', '#C87619', '#CD4246', '#7961DB', '#00A396', '#D1980B', '#DB2C6F', '#147EB3', '#8F398F'];

interface Theme {
  text: string;
  grid: string;
}

const THEMES: Record<'light' | 'dark', Theme> = {
  light: { text: '#404854', grid: 'rgba(17, 20, 24, 0.1)' },
  dark: { text: '#D3D8DE', grid: 'rgba(255, 255, 255, 0.12)' },
};

const translucent = (color: string, alpha: string) => `${color}${alpha}`;

export interface ChartInput {
  data: ReportData;
  kind: ReportKind;
  language: Language;
  dark: boolean;
  width: number;
  height: number;
}

export function chartData({ data, kind }: Pick<ChartInput, 'data' | 'kind'>): AlignedData {
  const byDate = data.columns[0]?.type === 'date';
  const xs = data.rows.map((row, index) => (byDate ? Date.parse(`${String(row[0])}T00:00:00Z`) / 1000 : index));
  const numbers = data.columns.slice(1).map((_, column) => data.rows.map((row) => (typeof row[column + 1] === 'number' ? (row[column + 1] as number) : null)));
  if (kind !== 'stackedArea') return [xs, ...numbers];
  const sums = numbers.map((_, band) => data.rows.map((__, index) => numbers.slice(0, band + 1).reduce((sum, series) => sum + (series[index] ?? 0), 0)));
  return [xs, ...sums.reverse()];
}

export function chartOptions({ data, kind, language, dark, width, height }: ChartInput): Options {
  const theme = THEMES[dark ? 'dark' : 'light'];
  const byDate = data.columns[0]?.type === 'date';
  const names = data.rows.map((row) => String(row[0]));
  const valueColumns = data.columns.slice(1);
  const ordered = kind === 'stackedArea' ? valueColumns.map((_, index) => valueColumns.length - 1 - index) : valueColumns.map((_, index) => index);
  const bars = kind === 'bar' ? uPlot.paths.bars!({ size: [valueColumns.length > 1 ? 0.5 : 0.7, 48], align: 0 }) : undefined;
  const series: Series[] = ordered.map((columnIndex, position) => {
    const column = valueColumns[columnIndex]!;
    const color = PALETTE[columnIndex % PALETTE.length]!;
    const shown: Series = {
      label: column.label[language],
      stroke: color,
      width: kind === 'bar' ? 1 : 2,
      spanGaps: true,
      points: { show: data.rows.length <= 40 && kind === 'line' },
      value: (_plot, _value, _series, index) =>
        index === null || index === undefined ? '—' : cellText(data.rows[index]?.[columnIndex + 1] ?? null, column, language),
    };
    if (kind === 'bar') return { ...shown, fill: translucent(color, position === 0 ? 'B3' : 'E6'), paths: bars };
    if (kind === 'stackedArea') return { ...shown, fill: translucent(color, 'CC') };
    return shown;
  });
  // Half a step of room at both ends, so the first and last bars are drawn whole.
  const barRange = (_plot: uPlot, min: number, max: number): [number, number] => {
    const step = data.rows.length > 1 ? (max - min) / (data.rows.length - 1) : 86_400;
    return [min - step / 2, max + step / 2];
  };
  const axis = { stroke: theme.text, grid: { stroke: theme.grid, width: 1 }, ticks: { stroke: theme.grid, width: 1 } };
  return {
    width,
    height,
    series: [
      {
        label: data.columns[0]?.label[language] ?? '',
        value: (_plot, _value, _series, index) => (index === null || index === undefined ? '—' : byDate ? dateText(names[index]!, language) : (names[index] ?? '')),
      },
      ...series,
    ],
    scales: {
      x: byDate ? { time: true, ...(kind === 'bar' ? { range: barRange } : {}) } : { time: false, range: [-0.5, Math.max(0.5, data.rows.length - 0.5)] },
      y: { range: (_plot, min, max) => [Math.min(0, min), Math.max(1, max * 1.05)] },
    },
    axes: [
      byDate
        ? { ...axis, values: (_plot, ticks) => ticks.map((tick) => shortDateText(new Date(tick * 1000).toISOString().slice(0, 10), language)), space: 64 }
        : { ...axis, values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? (names[tick] ?? '') : '')), space: 30 },
      // As wide as its longest label («10 000», «1 250 000»), so big sums are not cut at the left edge.
      { ...axis, size: (_plot: uPlot, values: string[] | null) => Math.max(40, 16 + 7 * Math.max(0, ...(values ?? []).map((value) => value.length))) },
    ],
    // Dates are calendar days: drawn in UTC so no zone shifts them to the day before.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    cursor: { points: { size: 7 } },
    legend: { live: true },
    padding: [8, 12, 0, 4],
  };
}
