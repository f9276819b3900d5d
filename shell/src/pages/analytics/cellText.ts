/** A report's cell as people read it: numbers, durations and dates in the interface language, units after numbers. */
import { formatDate, formatMoney, formatNumber, type Language } from '@artel/sdk';
import type { Cell, ReportColumn } from './analyticsApi';
import { durationText } from './durationText';

export function cellText(value: Cell, column: ReportColumn | undefined, language: Language): string {
  if (value === null) return '—';
  if (column?.type === 'duration' && typeof value === 'number') return durationText(value, language);
  if (column?.type === 'number' && typeof value === 'number') {
    // Roubles always with their kopecks: «210 000,50 ₽», never «210 000,5 ₽».
    if (column.unit?.ru === '₽') return formatMoney(value, {}, { language });
    const number = formatNumber(value, {}, { language });
    return column.unit ? `${number} ${column.unit[language]}` : number;
  }
  if (column?.type === 'date' && typeof value === 'string') return dateText(value, language);
  if (typeof value === 'string' && column?.values?.[value]) return column.values[value][language];
  return String(value);
}

/** 'YYYY-MM-DD' as a calendar date, the same day in every zone (the format layer reads a day so). */
export function dateText(day: string, language: Language): string {
  return formatDate(day, 'medium', { language, timeZone: 'UTC' });
}
