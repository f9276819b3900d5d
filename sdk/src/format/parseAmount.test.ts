import { parseAmount } from './parseAmount';

const ru = { language: 'ru' as const };
const en = { language: 'en' as const };

describe('parseAmount', () => {
  it.each([
    ['10 000,50', '10000.50'],
    ['10000.5', '10000.5'],
    ['10 000.50', '10000.50'],
    ['10\u00a0000,50', '10000.50'],
    ['10\u202f000,50', '10000.50'],
    ['  437335,23 ', '437335.23'],
    ['1 234 567', '1234567'],
    ['0,5', '0.5'],
    ['007', '7'],
    ['-15,5', '-15.5'],
  ])('reads «%s» as %s in either language', (typed, amount) => {
    expect(parseAmount(typed, ru)).toBe(amount);
    expect(parseAmount(typed, en)).toBe(amount);
  });

  it('reads English thousands commas', () => {
    expect(parseAmount('1,234.56', en)).toBe('1234.56');
    expect(parseAmount('1,234,567', en)).toBe('1234567');
    expect(parseAmount('1,234.56', ru)).toBe('1234.56');
  });

  it('reads a lone comma before three digits as the reader writes it: a thousand in English, a decimal in Russian', () => {
    expect(parseAmount('1,000', en)).toBe('1000');
    expect(parseAmount('1,000', ru)).toBe('1.000');
  });

  it.each(['', '   ', 'abc', '12a', '1 00', '10,00,0', '1.2.3,4', ',5', '5,', '1e5', '10 000,5 ₽', '--1', null, undefined])(
    'refuses %p',
    (typed) => {
      expect(parseAmount(typed, ru)).toBeNull();
      expect(parseAmount(typed, en)).toBeNull();
    },
  );
});
