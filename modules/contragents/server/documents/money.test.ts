import { Dec, formatMoney, formatQuantity, moneyText, parseDecimal, toKopecks } from '../../shared/documents/money';

const NBSP = '\u00a0';

describe('money', () => {
  test.each([
    ['1200.50', '1200.5'],
    ['1200,50', '1200.5'],
    ['1 200,50', '1200.5'],
    [`1${NBSP}200,50`, '1200.5'],
    ['-3', '-3'],
    ['0.125', '0.125'],
  ])('reads «%s» as %s', (text, value) => {
    expect(parseDecimal(text)?.toString()).toBe(value);
  });

  test.each(['', 'abc', '1.2.3', '1,2,3', '1e5', '0x10', 'NaN', 'Infinity', '12.', '.5'])('refuses «%s»', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  test('rounds half away from zero', () => {
    expect(toKopecks(new Dec('0.125')).toFixed(2)).toBe('0.13');
    expect(toKopecks(new Dec('0.135')).toFixed(2)).toBe('0.14');
    expect(toKopecks(new Dec('-0.125')).toFixed(2)).toBe('-0.13');
    expect(toKopecks(new Dec('0.1249999')).toFixed(2)).toBe('0.12');
  });

  test('formats with Russian digit groups and a decimal comma, every digit kept', () => {
    expect(formatMoney(new Dec('1200.5'))).toBe(`1${NBSP}200,50`);
    expect(formatMoney(new Dec('0'))).toBe('0,00');
    expect(formatMoney(new Dec('123456789012345678.99'))).toBe(`123${NBSP}456${NBSP}789${NBSP}012${NBSP}345${NBSP}678,99`);
    expect(formatQuantity(new Dec('1.5'))).toBe('1,5');
    expect(formatQuantity(new Dec('1000'))).toBe(`1${NBSP}000`);
    expect(moneyText(new Dec('7'))).toBe('7.00');
  });
});
