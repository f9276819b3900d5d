/**
 * Reads the priced part of a document from a request body or a form (line items, VAT rate and mode, the
 * date), checks every field, and hands back exact decimals. Every problem is reported with its field path
 * (`lines.2.price`), so a form can mark the very cell, and nothing is half-accepted.
 */
import { isCalendarDate } from '../../shared/documents/calendarDate';
import { computeTotals, type LineItem } from '../../shared/documents/documentTotals';
import { type DocumentIssue, issue } from '../../shared/documents/issues';
import { Dec, fractionDigits, parseDecimal, toKopecks } from '../../shared/documents/money';
import { isVatMode, isVatRateCode, type VatMode, type VatRateCode, vatRateOn } from '../../shared/documents/vatRates';

export const PRICING_LIMITS = {
  lines: 200,
  nameLength: 1000,
  unitLength: 20,
  quantityFractionDigits: 3,
  priceFractionDigits: 2,
  /** Amounts are stored as numeric(15, 2): below ten trillion rubles. */
  maxAmount: new Dec('9999999999999.99'),
} as const;

export interface LineItemInput {
  name?: unknown;
  quantity?: unknown;
  unit?: unknown;
  price?: unknown;
  vatRate?: unknown;
}

export interface PricingInput {
  date?: unknown;
  vatMode?: unknown;
  vatRate?: unknown;
  lines?: unknown;
}

export interface Pricing {
  date: string;
  vatMode: VatMode;
  vatRate: VatRateCode;
  lines: LineItem[];
}

export type Read<T> = { ok: true; value: T } | { ok: false; issues: DocumentIssue[] };

const K = 'documents';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A number sent as JSON is read through its shortest text, so 0.1 stays 0.1 and no float arithmetic happens. */
function decimalOf(value: unknown): Dec | null {
  if (typeof value === 'number') return Number.isFinite(value) ? parseDecimal(String(value)) : null;
  if (typeof value === 'string') return parseDecimal(value);
  return null;
}

export function readDocumentDate(value: unknown, field: string): Read<string> {
  const date = text(value);
  if (!date) return { ok: false, issues: [issue(field, `${K}.dateRequired`)] };
  if (!isCalendarDate(date)) return { ok: false, issues: [issue(field, `${K}.dateInvalid`)] };
  return { ok: true, value: date };
}

function readQuantity(value: unknown, field: string, issues: DocumentIssue[]): Dec | null {
  const quantity = decimalOf(value);
  if (quantity === null) issues.push(issue(field, `${K}.quantityInvalid`));
  else if (quantity.lte(0)) issues.push(issue(field, `${K}.quantityPositive`));
  else if (fractionDigits(quantity) > PRICING_LIMITS.quantityFractionDigits) {
    issues.push(issue(field, `${K}.quantityFractionDigits`, { max: PRICING_LIMITS.quantityFractionDigits }));
  } else return quantity;
  return null;
}

function readPrice(value: unknown, field: string, issues: DocumentIssue[]): Dec | null {
  const price = decimalOf(value);
  if (price === null) issues.push(issue(field, `${K}.priceInvalid`));
  else if (price.lt(0)) issues.push(issue(field, `${K}.priceNegative`));
  else if (fractionDigits(price) > PRICING_LIMITS.priceFractionDigits) {
    issues.push(issue(field, `${K}.priceFractionDigits`, { max: PRICING_LIMITS.priceFractionDigits }));
  } else if (price.gt(PRICING_LIMITS.maxAmount)) issues.push(issue(field, `${K}.amountTooLarge`));
  else return price;
  return null;
}

function readVatRate(value: unknown, date: string | null, field: string, issues: DocumentIssue[]): VatRateCode | null {
  if (!isVatRateCode(value)) {
    issues.push(issue(field, `${K}.vatRateInvalid`));
    return null;
  }
  if (date !== null && vatRateOn(value, date) === null) {
    issues.push(issue(field, `${K}.vatRateNotInForce`, { date }));
    return null;
  }
  return value;
}

function readLine(input: LineItemInput, index: number, date: string | null, issues: DocumentIssue[]): LineItem | null {
  const at = `lines.${index}`;
  const before = issues.length;
  const name = text(input.name);
  if (!name) issues.push(issue(`${at}.name`, `${K}.lineNameRequired`));
  else if (name.length > PRICING_LIMITS.nameLength)
    issues.push(issue(`${at}.name`, `${K}.lineNameTooLong`, { max: PRICING_LIMITS.nameLength }));
  const unit = text(input.unit);
  if (!unit) issues.push(issue(`${at}.unit`, `${K}.unitRequired`));
  else if (unit.length > PRICING_LIMITS.unitLength)
    issues.push(issue(`${at}.unit`, `${K}.unitTooLong`, { max: PRICING_LIMITS.unitLength }));
  const quantity = readQuantity(input.quantity, `${at}.quantity`, issues);
  const price = readPrice(input.price, `${at}.price`, issues);
  const hasOwnRate = input.vatRate !== undefined && input.vatRate !== null && input.vatRate !== '';
  const vatRate = hasOwnRate ? readVatRate(input.vatRate, date, `${at}.vatRate`, issues) : undefined;
  if (quantity && price && toKopecks(quantity.times(price)).gt(PRICING_LIMITS.maxAmount)) {
    issues.push(issue(`${at}.price`, `${K}.amountTooLarge`));
  }
  if (issues.length > before || !quantity || !price) return null;
  return { name, unit, quantity, price, ...(vatRate ? { vatRate } : {}) };
}

export function readPricing(input: PricingInput): Read<Pricing> {
  const issues: DocumentIssue[] = [];
  const date = readDocumentDate(input.date, 'date');
  if (!date.ok) issues.push(...date.issues);
  const day = date.ok ? date.value : null;
  const vatMode = isVatMode(input.vatMode) ? input.vatMode : null;
  if (!vatMode) issues.push(issue('vatMode', `${K}.vatModeInvalid`));
  const vatRate = readVatRate(input.vatRate, day, 'vatRate', issues);
  const rawLines = Array.isArray(input.lines) ? (input.lines as unknown[]) : [];
  if (rawLines.length === 0) issues.push(issue('lines', `${K}.linesRequired`));
  if (rawLines.length > PRICING_LIMITS.lines) issues.push(issue('lines', `${K}.tooManyLines`, { max: PRICING_LIMITS.lines }));
  const lines = rawLines.slice(0, PRICING_LIMITS.lines).map((line, index) => {
    if (typeof line !== 'object' || line === null) {
      issues.push(issue(`lines.${index}`, `${K}.lineInvalid`));
      return null;
    }
    return readLine(line as LineItemInput, index, day, issues);
  });
  if (issues.length > 0 || !day || !vatMode || !vatRate) return { ok: false, issues };
  const pricing = { date: day, vatMode, vatRate, lines: lines.filter((line): line is LineItem => line !== null) };
  if (computeTotals(pricing).total.gt(PRICING_LIMITS.maxAmount)) return { ok: false, issues: [issue('lines', `${K}.amountTooLarge`)] };
  return { ok: true, value: pricing };
}
