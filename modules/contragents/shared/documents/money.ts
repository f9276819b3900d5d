/**
 * Exact decimal money. Every amount is a decimal.js value, never a JavaScript number: 0.1 + 0.2 must be 0.3
 * on an invoice. Rounding to kopecks is arithmetic (half away from zero), the rule Russian accounting and
 * the tax code's «по правилам арифметики» use, not the banker's half-to-even.
 */
import Decimal from 'decimal.js';

/** A private Decimal class, so another library's global Decimal settings can never change our rounding. */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Dec = Decimal;

export const ZERO = new Dec(0);

/** Rounds to whole kopecks, half away from zero (0,125 → 0,13; −0,125 → −0,13). */
export function toKopecks(value: Dec): Dec {
  return value.toDecimalPlaces(2, Dec.ROUND_HALF_UP);
}

export function sum(values: readonly Dec[]): Dec {
  return values.reduce((total, value) => total.plus(value), ZERO);
}

const DECIMAL_TEXT = /^-?\d+([.,]\d+)?$/;

/**
 * Reads a decimal written by a person or sent in a request: digits, an optional sign, one '.' or ','
 * separator, and spaces between digit groups («1 200,50»). Returns null for anything else, never NaN.
 */
export function parseDecimal(text: string): Dec | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!DECIMAL_TEXT.test(compact)) return null;
  return new Dec(compact.replace(',', '.'));
}

/** How many digits a value has after the decimal point (1.50 counts as 1: trailing zeros say nothing). */
export function fractionDigits(value: Dec): number {
  return value.decimalPlaces();
}

const moneyFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const quantityFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 3 });

/**
 * «1 200,50»: Russian digit groups (a no-break space) and a decimal comma. Intl formats the exact decimal
 * string, so amounts beyond 2^53 keep every digit.
 */
export function formatMoney(value: Dec): string {
  return moneyFormat.format(toKopecks(value).toFixed(2) as Intl.StringNumericLiteral);
}

/** «1,5», «12», «1 000»: quantities show only the digits they have. */
export function formatQuantity(value: Dec): string {
  return quantityFormat.format(value.toFixed() as Intl.StringNumericLiteral);
}

/** The canonical text of an amount for storage and JSON: «1200.50». */
export function moneyText(value: Dec): string {
  return toKopecks(value).toFixed(2);
}
