/**
 * Money and numbers as the reader's language writes them: «210 000,50 ₽» and «85,8» in Russian, «₽210,000.50»
 * and «85.8» in English. Amounts arrive from the API as exact decimal strings («210000.50»); Intl formats those
 * without a detour through floating point.
 */
import { currentFormatSettings, type FormatSettings } from './formatSettings';
import { numberFormat } from './intlCache';

type Numeric = number | string;
type Settings = Pick<FormatSettings, 'language'>;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number, or a decimal string Intl formats digit for digit (ES2023's Intl.NumberFormat v3; the SDK's
 * TypeScript lib is ES2022, hence the cast); null for what is not a number: callers show nothing, not «NaN».
 */
function numeric(value: Numeric | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DECIMAL.test(text) ? (text as unknown as number) : null;
}

export interface MoneyOptions {
  /** ISO 4217 code; roubles unless told. */
  currency?: string;
}

/** «210 000,50 ₽» (ru), «₽210,000.50» (en); '' for no value. Always two kopeck digits. */
export function formatMoney(
  value: Numeric | null | undefined,
  options: MoneyOptions = {},
  settings: Settings = currentFormatSettings(),
): string {
  const number = numeric(value);
  if (number === null) return '';
  const currency = options.currency ?? 'RUB';
  return numberFormat(settings.language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(number);
}

/** The same amount without the currency sign, for table columns headed by it and for prefilled inputs: «437 335,23». */
export function formatAmount(value: Numeric | null | undefined, settings: Settings = currentFormatSettings()): string {
  const number = numeric(value);
  return number === null ? '' : numberFormat(settings.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(number);
}

export interface NumberOptions {
  /** At most this many fraction digits (2 unless told); trailing zeros are dropped down to `minimumFractionDigits`. */
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
}

/** «85,8», «1 234» (ru); «85.8», «1,234» (en); '' for no value. */
export function formatNumber(
  value: Numeric | null | undefined,
  options: NumberOptions = {},
  settings: Settings = currentFormatSettings(),
): string {
  const number = numeric(value);
  if (number === null) return '';
  const maximumFractionDigits = options.maximumFractionDigits ?? 2;
  const minimumFractionDigits = Math.min(options.minimumFractionDigits ?? 0, maximumFractionDigits);
  return numberFormat(settings.language, { minimumFractionDigits, maximumFractionDigits }).format(number);
}
