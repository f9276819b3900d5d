/**
 * Totals of a priced document (invoice, act, contract) the way Russian accounting programs compute them.
 *
 * Rounding rule: each line is rounded on its own, then the rounded lines are added up.
 * - amount of a line = quantity × price, rounded to kopecks;
 * - VAT of a line = amount × rate / (100 + rate) when prices include VAT, amount × rate / 100 when VAT is
 *   on top, rounded to kopecks;
 * - the document's VAT is the sum of the lines' rounded VAT, so the printed lines always add up to the
 *   printed total (what 1C does, and what a buyer checking the table with a calculator expects).
 * Every rounding is arithmetic, half away from zero (see money.ts).
 */
import { Dec, formatMoney, sum, toKopecks, ZERO } from './money';
import { type VatMode, type VatRate, type VatRateCode, vatRateOn, WITHOUT_VAT_LABEL } from './vatRates';

export interface LineItem {
  name: string;
  quantity: Dec;
  unit: string;
  price: Dec;
  /** A rate of this line only; without one the line takes the document's rate. */
  vatRate?: VatRateCode;
}

export interface PricedDocument {
  /** The document date (YYYY-MM-DD), which picks the rate in force. */
  date: string;
  vatMode: VatMode;
  vatRate: VatRateCode;
  lines: readonly LineItem[];
}

export interface LineTotal extends LineItem {
  rate: VatRate;
  /** quantity × price in kopecks: the «Сумма» column. */
  amount: Dec;
  /** The VAT in this line (zero without VAT). */
  vat: Dec;
  /** What the buyer pays for this line. */
  total: Dec;
}

export interface VatGroup {
  rate: VatRate;
  vat: Dec;
}

export interface DocumentTotals {
  vatMode: VatMode;
  lines: LineTotal[];
  /** «Итого»: the sum of the «Сумма» column. */
  subtotal: Dec;
  /** One group per distinct rate, highest percentage first, «Без налога (НДС)» last. */
  vatGroups: VatGroup[];
  vat: Dec;
  /** «Всего к оплате». */
  total: Dec;
}

function rateOf(code: VatRateCode, date: string): VatRate {
  const rate = vatRateOn(code, date);
  // Validation refuses such documents first; reaching this is a programming error, not bad input.
  if (!rate) throw new RangeError(`VAT rate ${code} is not in force on ${date}`);
  return rate;
}

function lineVat(amount: Dec, percent: Dec | null, mode: VatMode): Dec {
  if (percent === null) return ZERO;
  const share = mode === 'included' ? percent.div(percent.plus(100)) : percent.div(100);
  return toKopecks(amount.times(share));
}

function groupOrder(group: VatGroup): number {
  return group.rate.percent === null ? -1 : group.rate.percent.toNumber();
}

export function computeTotals(document: PricedDocument): DocumentTotals {
  const lines = document.lines.map((line): LineTotal => {
    const rate = rateOf(line.vatRate ?? document.vatRate, document.date);
    const amount = toKopecks(line.quantity.times(line.price));
    const vat = lineVat(amount, rate.percent, document.vatMode);
    return { ...line, rate, amount, vat, total: document.vatMode === 'included' ? amount : amount.plus(vat) };
  });
  const groups = new Map<string, VatGroup>();
  for (const line of lines) {
    const group = groups.get(line.rate.label) ?? { rate: line.rate, vat: ZERO };
    groups.set(line.rate.label, { rate: group.rate, vat: group.vat.plus(line.vat) });
  }
  const subtotal = sum(lines.map((line) => line.amount));
  const vat = sum(lines.map((line) => line.vat));
  return {
    vatMode: document.vatMode,
    lines,
    subtotal,
    vatGroups: [...groups.values()].sort((a, b) => groupOrder(b) - groupOrder(a)),
    vat,
    total: document.vatMode === 'included' ? subtotal : subtotal.plus(vat),
  };
}

/** One printed row under the items table: «В том числе НДС 22%:» 216,39, or «Без налога (НДС)» with no amount. */
export interface VatTotalRow {
  label: string;
  amount: Dec | null;
}

export function vatTotalRows(totals: DocumentTotals): VatTotalRow[] {
  return totals.vatGroups.map((group) => {
    if (group.rate.percent === null) return { label: WITHOUT_VAT_LABEL, amount: null };
    const prefix = totals.vatMode === 'included' ? 'В том числе ' : '';
    return { label: `${prefix}${group.rate.label}:`, amount: group.vat };
  });
}

/**
 * «в т.ч. НДС 22% — 34 487,70 ₽» (or «без налога (НДС)»): the VAT inside a document's total as running
 * text, for a contract's price clause and for lists. The total always holds the VAT, whichever the mode.
 */
export function vatSummary(totals: DocumentTotals): string {
  return totals.vatGroups
    .map((group) => (group.rate.percent === null ? 'без налога (НДС)' : `в т.ч. ${group.rate.label} — ${formatMoney(group.vat)}\u00a0₽`))
    .join(', ');
}
