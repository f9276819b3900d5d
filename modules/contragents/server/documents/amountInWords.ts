/**
 * The amount in words that Russian invoices and acts print under the totals: «Одна тысяча двести рублей
 * 50 копеек». number-to-words-ru does the grammar (feminine «одна/две тысячи», «двадцать одна тысяча»,
 * genitive plural «рублей/копеек», «два миллиона»); we hand it the exact kopeck text, never a float.
 */
import { convert } from 'number-to-words-ru';
import { type Dec, moneyText } from '../../shared/documents/money';

export function amountInWords(amount: Dec): string {
  return convert(moneyText(amount), {
    currency: 'rub',
    convertNumberToWords: { integer: true, fractional: false },
    showNumberParts: { integer: true, fractional: true },
    showCurrency: { integer: true, fractional: true },
  });
}
