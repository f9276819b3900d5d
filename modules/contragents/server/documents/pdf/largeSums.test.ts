import { Dec } from '../../../shared/documents/money';
import type { LineItem } from '../../../shared/documents/documentTotals';
import { linesWith, pdfLayoutLines } from '../../testing/pdfLayoutText';
import { sampleAct, sampleContract, sampleInvoice } from '../../testing/sampleDocuments';
import { actPdf } from './actPdf';
import { contractPdf } from './contractPdf';
import { invoicePdf } from './invoicePdf';

const SUMS = ['1 234 567 890,12', '999 999 999 999,99'];
const oneLine = (sum: string): LineItem[] => [
  {
    name: 'Поставка оборудования по спецификации',
    quantity: new Dec('1'),
    unit: 'шт',
    price: new Dec(sum.replace(/ /g, '').replace(',', '.')),
  },
];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(SUMS)('a sum of %s stays on one line', (sum) => {
  const priceAndAmount = new RegExp(`${escaped(sum)}\\s+${escaped(sum)}`);

  test('in the invoice: price, «Сумма», «Итого», «Всего к оплате» and the count line', async () => {
    const lines = await pdfLayoutLines(await invoicePdf({ ...sampleInvoice, lines: oneLine(sum) }));
    expect(lines.some((line) => priceAndAmount.test(line))).toBe(true);
    expect(linesWith(lines, 'Итого:').join()).toContain(sum);
    expect(linesWith(lines, 'Всего к оплате:').join()).toContain(sum);
    expect(linesWith(lines, `на сумму ${sum} ₽`)).toHaveLength(1);
  });

  test('in the act', async () => {
    const lines = await pdfLayoutLines(await actPdf({ ...sampleAct, lines: oneLine(sum) }));
    expect(lines.some((line) => priceAndAmount.test(line))).toBe(true);
    expect(linesWith(lines, 'Итого:').join()).toContain(sum);
    expect(linesWith(lines, 'Всего:').join()).toContain(sum);
    expect(linesWith(lines, `на сумму ${sum} ₽`)).toHaveLength(1);
  });

  test('in the contract: its price clause keeps «₽» with the number, and its specification', async () => {
    const lines = await pdfLayoutLines(await contractPdf({ ...sampleContract, lines: oneLine(sum) }));
    expect(lines.some((line) => priceAndAmount.test(line))).toBe(true);
    expect(linesWith(lines, 'Итого:').join()).toContain(sum);
    expect(linesWith(lines, `${sum} ₽`).length).toBeGreaterThan(0);
  });
});
