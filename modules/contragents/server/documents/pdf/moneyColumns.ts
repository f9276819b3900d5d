/**
 * Widths of the items table's number columns, measured rather than guessed: a price or a sum up to
 * 999 999 999 999,99 (and any larger one the document really has) fits on one line, in the bold of the
 * totals too, so pdfmake never has to break a number. The name column takes what is left.
 */
import { type DocumentTotals, vatTotalRows } from '../../../shared/documents/documentTotals';
import { Dec, formatMoney, formatQuantity } from '../../../shared/documents/money';
import { type TextStyle, widestText } from './fontMetrics';

/** The largest sum the columns always make room for, whatever the document holds. */
export const LARGEST_PLANNED_SUM = formatMoney(new Dec('999999999999.99'));

/** Float rounding in pdfmake's own sums must never tip a text that exactly fits onto a second line. */
const SLACK = 1;
const MIN_QUANTITY_WIDTH = 40;

export interface NumberColumns {
  quantity: number;
  price: number;
  amount: number;
}

const regular: TextStyle = { bold: false };
const bold: TextStyle = { bold: true };

export function numberColumns(totals: DocumentTotals): NumberColumns {
  const vatAmounts = vatTotalRows(totals).flatMap((row) => (row.amount === null ? [] : [row.amount]));
  const totalTexts = [totals.subtotal, totals.total, ...vatAmounts].map((value) => [formatMoney(value), bold] as const);
  const quantities = totals.lines.map((line) => [formatQuantity(line.quantity), regular] as const);
  const prices = totals.lines.map((line) => [formatMoney(line.price), regular] as const);
  const amounts = totals.lines.map((line) => [formatMoney(line.amount), regular] as const);
  return {
    quantity: Math.max(MIN_QUANTITY_WIDTH, widestText([['Кол-во', bold], ...quantities])) + SLACK,
    price: widestText([['Цена', bold], [LARGEST_PLANNED_SUM, regular], ...prices]) + SLACK,
    amount: widestText([['Сумма', bold], [LARGEST_PLANNED_SUM, bold], ...amounts, ...totalTexts]) + SLACK,
  };
}
