/**
 * A report's data as CSV, the way the partners' documents list is exported: Russian Excel's dialect in
 * Russian (semicolons, decimal commas, DD.MM.YYYY), a UTF-8 byte order mark so Cyrillic opens right, and
 * cells that start like a formula escaped.
 */
import type { AnalyticsColumn, AnalyticsResult, Locale } from '@artel/sdk/server';
import { stringify } from 'csv-stringify/sync';

function cell(value: string | number | null, column: AnalyticsColumn | undefined, locale: Locale): string {
  if (value === null) return '';
  const type = column?.type ?? 'string';
  const named = typeof value === 'string' ? column?.values?.[value] : undefined;
  if (named) return named[locale];
  if ((type === 'number' || type === 'duration') && typeof value === 'number')
    return locale === 'ru' ? String(value).replace('.', ',') : String(value);
  if (type === 'date' && locale === 'ru' && typeof value === 'string') return value.split('-').reverse().join('.');
  return String(value);
}

export function analyticsCsv(result: AnalyticsResult, locale: Locale): string {
  const header = result.columns.map((column) => (column.unit ? `${column.label[locale]}, ${column.unit[locale]}` : column.label[locale]));
  const body = result.rows.map((row) => row.map((value, index) => cell(value, result.columns[index], locale)));
  const delimiter = locale === 'ru' ? ';' : ',';
  return `\ufeff${stringify([header, ...body], { delimiter, escape_formulas: true, record_delimiter: 'windows' })}`;
}
