import { formatAmount, formatMoney, formatNumber } from './numberFormat';

/** Intl separates thousands and the currency sign with no-break spaces; the tests read them as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const ru = { language: 'ru' as const };
const en = { language: 'en' as const };

describe('formatMoney', () => {
  it('writes roubles with kopecks as Russian does: «210 000,50 ₽», never «210 000,5 ₽» or «200501.00 ₽»', () => {
    expect(plain(formatMoney('210000.50', {}, ru))).toBe('210 000,50 ₽');
    expect(plain(formatMoney('210000.5', {}, ru))).toBe('210 000,50 ₽');
    expect(plain(formatMoney(210000.5, {}, ru))).toBe('210 000,50 ₽');
    expect(plain(formatMoney('200501.00', {}, ru))).toBe('200 501,00 ₽');
  });

  it('puts the rouble sign first in English, with commas between thousands', () => {
    expect(formatMoney('210000.50', {}, en)).toBe('₽210,000.50');
    expect(formatMoney('200501', {}, en)).toBe('₽200,501.00');
  });

  it('keeps every digit of a large exact amount', () => {
    expect(plain(formatMoney('999999999999.99', {}, ru))).toBe('999 999 999 999,99 ₽');
  });

  it('shows nothing for no amount or one that is not a number', () => {
    expect(formatMoney(null, {}, ru)).toBe('');
    expect(formatMoney('12abc', {}, ru)).toBe('');
    expect(formatMoney(Number.NaN, {}, ru)).toBe('');
  });

  it('writes another currency by its sign', () => {
    expect(formatMoney('10', { currency: 'USD' }, en)).toBe('$10.00');
  });
});

describe('formatAmount', () => {
  it('prefills a payment as «437 335,23» in Russian and "437,335.23" in English, not «437335.23»', () => {
    expect(plain(formatAmount('437335.23', ru))).toBe('437 335,23');
    expect(formatAmount('437335.23', en)).toBe('437,335.23');
  });
});

describe('formatNumber', () => {
  it('writes a score as «85,8» in Russian and "85.8" in English', () => {
    expect(formatNumber(85.8, {}, ru)).toBe('85,8');
    expect(formatNumber(85.8, {}, en)).toBe('85.8');
  });

  it('rounds to the fraction digits asked for and groups thousands', () => {
    expect(formatNumber(85.849, { maximumFractionDigits: 1 }, ru)).toBe('85,8');
    expect(plain(formatNumber(1234567, {}, ru))).toBe('1 234 567');
    expect(formatNumber(1234567, {}, en)).toBe('1,234,567');
    expect(formatNumber('3', { minimumFractionDigits: 1 }, en)).toBe('3.0');
  });
});
