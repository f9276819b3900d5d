/**
 * VAT rates as the tax code sets them, each with the day it came into force, so a document dated before
 * 2026-01-01 gets the general rate of 20 % and one dated on or after it 22 % (the tax code as amended in
 * 2025). The simplified-tax rates 5 % and 7 % exist from 2025-01-01 (Federal Law 176-FZ).
 * 'none' is «Без налога (НДС)»: the seller does not charge VAT at all, unlike the 0 % rate.
 */
import { Dec } from './money';

export const VAT_RATE_CODES = ['standard', 'reduced', 'zero', 'simplified5', 'simplified7', 'none'] as const;
export type VatRateCode = (typeof VAT_RATE_CODES)[number];

/** included: prices already hold VAT («в т.ч. НДС»); onTop: VAT is added to the prices. */
export const VAT_MODES = ['included', 'onTop'] as const;
export type VatMode = (typeof VAT_MODES)[number];

interface RatePeriod {
  /** The first day (YYYY-MM-DD) this percentage applies. */
  from: string;
  percent: string | null;
}

const SCHEDULE: Record<VatRateCode, readonly RatePeriod[]> = {
  standard: [
    { from: '2004-01-01', percent: '18' },
    { from: '2019-01-01', percent: '20' },
    { from: '2026-01-01', percent: '22' },
  ],
  reduced: [{ from: '2004-01-01', percent: '10' }],
  zero: [{ from: '2004-01-01', percent: '0' }],
  simplified5: [{ from: '2025-01-01', percent: '5' }],
  simplified7: [{ from: '2025-01-01', percent: '7' }],
  none: [{ from: '2004-01-01', percent: null }],
};

export const WITHOUT_VAT_LABEL = 'Без налога (НДС)';

/** A rate as it applies on one day: percent is null for «Без налога (НДС)». */
export interface VatRate {
  code: VatRateCode;
  percent: Dec | null;
  /** «НДС 22%» or «Без налога (НДС)», as documents print it. */
  label: string;
}

export function isVatRateCode(value: unknown): value is VatRateCode {
  return typeof value === 'string' && (VAT_RATE_CODES as readonly string[]).includes(value);
}

export function isVatMode(value: unknown): value is VatMode {
  return typeof value === 'string' && (VAT_MODES as readonly string[]).includes(value);
}

/**
 * The rate a code means on a document date (YYYY-MM-DD), or null when the rate was not in force then
 * (5 % before 2025, anything before 2004).
 */
export function vatRateOn(code: VatRateCode, date: string): VatRate | null {
  // ISO dates compare correctly as text.
  const period = SCHEDULE[code].filter((candidate) => candidate.from <= date).at(-1);
  if (!period) return null;
  if (period.percent === null) return { code, percent: null, label: WITHOUT_VAT_LABEL };
  return { code, percent: new Dec(period.percent), label: `НДС ${period.percent}%` };
}

/** The codes a document dated on this day may use, in the order a picker shows them. */
export function vatRatesOn(date: string): VatRate[] {
  return VAT_RATE_CODES.map((code) => vatRateOn(code, date)).filter((rate): rate is VatRate => rate !== null);
}
