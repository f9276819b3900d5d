/**
 * The formatters bound to the reader's language and time zone, for components: a component that calls
 * useFormat() re-renders when either changes (a language switch, a profile saved with another zone).
 */
import { useMemo } from 'react';
import { type DateStyle, type DateValue, formatDate, formatDateTime, formatTime } from './dateFormat';
import { type FormatSettings, useFormatSettings } from './formatSettings';
import { formatAmount, formatMoney, formatNumber, type MoneyOptions, type NumberOptions } from './numberFormat';
import { parseAmount } from './parseAmount';

type Numeric = number | string | null | undefined;
type When = DateValue | null | undefined;

export interface Formatters {
  settings: FormatSettings;
  money(value: Numeric, options?: MoneyOptions): string;
  amount(value: Numeric): string;
  number(value: Numeric, options?: NumberOptions): string;
  date(value: When, style?: DateStyle): string;
  dateTime(value: When, style?: DateStyle): string;
  time(value: When): string;
  parseAmount(text: string): string | null;
}

export function formattersFor(settings: FormatSettings): Formatters {
  return {
    settings,
    money: (value, options) => formatMoney(value, options, settings),
    amount: (value) => formatAmount(value, settings),
    number: (value, options) => formatNumber(value, options, settings),
    date: (value, style) => formatDate(value, style, settings),
    dateTime: (value, style) => formatDateTime(value, style, settings),
    time: (value) => formatTime(value, settings),
    parseAmount: (text) => parseAmount(text, settings),
  };
}

export function useFormat(): Formatters {
  const settings = useFormatSettings();
  return useMemo(() => formattersFor(settings), [settings]);
}
