/**
 * The documents list as CSV for a spreadsheet: Russian Excel's dialect (semicolons, decimal commas,
 * DD.MM.YYYY dates, a UTF-8 byte order mark so Cyrillic opens right), and cells that start like a formula
 * are escaped so a partner named «=HYPERLINK(…)» stays text.
 */
import { stringify } from 'csv-stringify/sync';
import { formatRussianShortDate } from '../../shared/documents/calendarDate';
import { Dec } from '../../shared/documents/money';

export interface CsvDocument {
  kind: string;
  number: string;
  date: string;
  state: string;
  dueDate: string | null;
  buyerName: string;
  buyerInn: string;
  subtotal: string;
  vat: string;
  total: string;
  paid: string;
  overdue: boolean;
}

const KIND = { invoice: 'Счёт', act: 'Акт', contract: 'Договор' } as Record<string, string>;
const HEADER = [
  'Вид',
  'Номер',
  'Дата',
  'Покупатель',
  'ИНН',
  'Состояние',
  'Срок оплаты',
  'Итого по строкам',
  'НДС',
  'Всего',
  'Оплачено',
  'Просрочен',
];

const decimal = (text: string) => new Dec(text).toFixed(2).replace('.', ',');

export function documentsCsv(rows: readonly CsvDocument[], stateName: (state: string) => string): string {
  const body = rows.map((row) => [
    KIND[row.kind] ?? row.kind,
    row.number,
    formatRussianShortDate(row.date),
    row.buyerName,
    row.buyerInn,
    stateName(row.state),
    row.dueDate ? formatRussianShortDate(row.dueDate) : '',
    decimal(row.subtotal),
    decimal(row.vat),
    decimal(row.total),
    decimal(row.paid),
    row.overdue ? 'да' : '',
  ]);
  return `\ufeff${stringify([HEADER, ...body], { delimiter: ';', escape_formulas: true, record_delimiter: 'windows' })}`;
}
