/**
 * The totals the editor shows while a document is typed: the server's own rules (documentTotals.ts, exact
 * decimals, per-line rounding, rates by the document's date), run on what is in the form. A line whose
 * quantity or price is not a number yet counts as nothing rather than hiding the totals.
 */
import { formatAmount, parseAmount } from '@artel/sdk';
import { computeTotals, type LineItem, vatTotalRows } from '../../shared/documents/documentTotals';
import { type Dec, moneyText, parseDecimal } from '../../shared/documents/money';
import { vatRateOn, vatRatesOn } from '../../shared/documents/vatRates';
import type { DocumentDraft, VatRateCode } from './documentTypes';

export interface LiveTotals {
  /** «Сумма» of each line in the form's order, '' for a line not filled in yet. */
  lineAmounts: string[];
  subtotal: string;
  /** «В том числе НДС 22%:» 216,39 / «Без налога (НДС)» with no amount. */
  vatRows: Array<{ label: string; amount: string | null }>;
  total: string;
}

/** An amount as the reader's language writes it, kopecks always shown: «1 200,50» in Russian, "1,200.50" in English. */
const formatMoney = (value: Dec) => formatAmount(moneyText(value));

/** A number typed in the form («10 000,50», «1,5»), as the exact decimal the server's rules take. */
function typedDecimal(text: string): Dec | null {
  const amount = parseAmount(text);
  return amount === null ? null : parseDecimal(amount);
}

function lineItem(line: DocumentDraft['lines'][number]): LineItem | null {
  const quantity = typedDecimal(line.quantity);
  const price = typedDecimal(line.price);
  if (!quantity || !price) return null;
  return { name: line.name, unit: line.unit, quantity, price, ...(line.vatRate ? { vatRate: line.vatRate } : {}) };
}

/** null when the date or a rate is not valid for that date: the server will say why on saving. */
export function liveTotals(draft: Pick<DocumentDraft, 'date' | 'vatMode' | 'vatRate' | 'lines'>): LiveTotals | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) return null;
  const items = draft.lines.map(lineItem);
  const priced = items.filter((item): item is LineItem => item !== null);
  const codes = new Set([draft.vatRate, ...priced.map((item) => item.vatRate).filter((code): code is VatRateCode => !!code)]);
  if ([...codes].some((code) => !vatRateOn(code, draft.date))) return null;
  const totals = computeTotals({ date: draft.date, vatMode: draft.vatMode, vatRate: draft.vatRate, lines: priced });
  let next = 0;
  return {
    lineAmounts: items.map((item) => (item ? formatMoney(totals.lines[next++]!.amount) : '')),
    subtotal: formatMoney(totals.subtotal),
    vatRows: vatTotalRows(totals).map((row) => ({ label: row.label, amount: row.amount ? formatMoney(row.amount) : null })),
    total: formatMoney(totals.total),
  };
}

/** The rates a document of this date may use, with their printed names: «НДС 22%», «Без налога (НДС)». */
export function ratesOn(date: string): Array<{ code: VatRateCode; label: string }> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
  return vatRatesOn(date).map((rate) => ({ code: rate.code, label: rate.label }));
}

/** «1 200,50» (ru) or "1,200.50" (en) from the API's «1200.50». */
export function money(text: string | null | undefined): string {
  return formatAmount(text ?? '0');
}
