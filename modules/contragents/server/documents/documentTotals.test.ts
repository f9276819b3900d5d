import { computeTotals, type LineItem, vatSummary, vatTotalRows } from '../../shared/documents/documentTotals';
import { Dec } from '../../shared/documents/money';
import type { VatMode, VatRateCode } from '../../shared/documents/vatRates';

const line = (quantity: string, price: string, vatRate?: VatRateCode): LineItem => ({
  name: 'Услуга',
  unit: 'шт',
  quantity: new Dec(quantity),
  price: new Dec(price),
  ...(vatRate ? { vatRate } : {}),
});

interface Case {
  title: string;
  date?: string;
  vatMode: VatMode;
  vatRate: VatRateCode;
  lines: LineItem[];
  subtotal: string;
  vat: string;
  total: string;
  rows: [string, string | null][];
}

const cases: Case[] = [
  {
    title: '22% included: 1 200,00 holds 216,39 of VAT (216,393… rounded)',
    vatMode: 'included',
    vatRate: 'standard',
    lines: [line('1', '1200')],
    subtotal: '1200.00',
    vat: '216.39',
    total: '1200.00',
    rows: [['В том числе НДС 22%:', '216.39']],
  },
  {
    title: '22% on top: 1 000,00 + 220,00',
    vatMode: 'onTop',
    vatRate: 'standard',
    lines: [line('1', '1000')],
    subtotal: '1000.00',
    vat: '220.00',
    total: '1220.00',
    rows: [['НДС 22%:', '220.00']],
  },
  {
    title: 'the general rate is 20% on 31 December 2025',
    date: '2025-12-31',
    vatMode: 'included',
    vatRate: 'standard',
    lines: [line('1', '1200')],
    subtotal: '1200.00',
    vat: '200.00',
    total: '1200.00',
    rows: [['В том числе НДС 20%:', '200.00']],
  },
  {
    title: 'the general rate is 22% from 1 January 2026',
    date: '2026-01-01',
    vatMode: 'onTop',
    vatRate: 'standard',
    lines: [line('1', '100')],
    subtotal: '100.00',
    vat: '22.00',
    total: '122.00',
    rows: [['НДС 22%:', '22.00']],
  },
  {
    title: 'the general rate was 18% in 2018',
    date: '2018-06-01',
    vatMode: 'onTop',
    vatRate: 'standard',
    lines: [line('1', '100')],
    subtotal: '100.00',
    vat: '18.00',
    total: '118.00',
    rows: [['НДС 18%:', '18.00']],
  },
  {
    title: '10% included',
    vatMode: 'included',
    vatRate: 'reduced',
    lines: [line('1', '110')],
    subtotal: '110.00',
    vat: '10.00',
    total: '110.00',
    rows: [['В том числе НДС 10%:', '10.00']],
  },
  {
    title: '0% is a rate with zero VAT, printed as such',
    vatMode: 'onTop',
    vatRate: 'zero',
    lines: [line('2', '250')],
    subtotal: '500.00',
    vat: '0.00',
    total: '500.00',
    rows: [['НДС 0%:', '0.00']],
  },
  {
    title: '«Без налога (НДС)» prints no amount',
    vatMode: 'onTop',
    vatRate: 'none',
    lines: [line('2', '250')],
    subtotal: '500.00',
    vat: '0.00',
    total: '500.00',
    rows: [['Без налога (НДС)', null]],
  },
  {
    title: '5% simplified-tax rate on top: 16,6665 rounds half up to 16,67',
    vatMode: 'onTop',
    vatRate: 'simplified5',
    lines: [line('1', '333.33')],
    subtotal: '333.33',
    vat: '16.67',
    total: '350.00',
    rows: [['НДС 5%:', '16.67']],
  },
  {
    title: '7% simplified-tax rate included',
    vatMode: 'included',
    vatRate: 'simplified7',
    lines: [line('1', '107')],
    subtotal: '107.00',
    vat: '7.00',
    total: '107.00',
    rows: [['В том числе НДС 7%:', '7.00']],
  },
  {
    title: 'half a kopeck rounds up (0,125 → 0,13), not to even (0,12)',
    vatMode: 'onTop',
    vatRate: 'none',
    lines: [line('0.5', '0.25')],
    subtotal: '0.13',
    vat: '0.00',
    total: '0.13',
    rows: [['Без налога (НДС)', null]],
  },
  {
    title: 'a fractional quantity: 1,5 kg × 99,99 = 149,985 → 149,99',
    vatMode: 'included',
    vatRate: 'standard',
    lines: [line('1.5', '99.99')],
    subtotal: '149.99',
    vat: '27.05',
    total: '149.99',
    rows: [['В том числе НДС 22%:', '27.05']],
  },
  {
    title: 'VAT is rounded per line, then added: three lines of 0,10 give 0,06, not 0,07',
    vatMode: 'onTop',
    vatRate: 'standard',
    lines: [line('1', '0.10'), line('1', '0.10'), line('1', '0.10')],
    subtotal: '0.30',
    vat: '0.06',
    total: '0.36',
    rows: [['НДС 22%:', '0.06']],
  },
  {
    title: 'no float error: 3 × 1,15 is 3,45 exactly',
    vatMode: 'onTop',
    vatRate: 'none',
    lines: [line('3', '1.15')],
    subtotal: '3.45',
    vat: '0.00',
    total: '3.45',
    rows: [['Без налога (НДС)', null]],
  },
  {
    title: 'per-line rates: 22%, 10% and no VAT in one document, highest rate first',
    vatMode: 'onTop',
    vatRate: 'standard',
    lines: [line('1', '100', 'none'), line('2', '50', 'reduced'), line('1', '1000')],
    subtotal: '1200.00',
    vat: '230.00',
    total: '1430.00',
    rows: [
      ['НДС 22%:', '220.00'],
      ['НДС 10%:', '10.00'],
      ['Без налога (НДС)', null],
    ],
  },
  {
    title: 'a line without its own rate takes the document’s',
    vatMode: 'included',
    vatRate: 'reduced',
    lines: [line('1', '220', 'standard'), line('1', '110')],
    subtotal: '330.00',
    vat: '49.67',
    total: '330.00',
    rows: [
      ['В том числе НДС 22%:', '39.67'],
      ['В том числе НДС 10%:', '10.00'],
    ],
  },
  {
    title: 'amounts beyond 2^53 kopecks stay exact',
    vatMode: 'onTop',
    vatRate: 'standard',
    lines: [line('1000000000', '12345.67')],
    subtotal: '12345670000000.00',
    vat: '2716047400000.00',
    total: '15061717400000.00',
    rows: [['НДС 22%:', '2716047400000.00']],
  },
];

describe('document totals (VAT and rounding)', () => {
  test.each(cases)('$title', ({ date = '2026-12-01', vatMode, vatRate, lines, subtotal, vat, total, rows }) => {
    const totals = computeTotals({ date, vatMode, vatRate, lines });
    expect(totals.subtotal.toFixed(2)).toBe(subtotal);
    expect(totals.vat.toFixed(2)).toBe(vat);
    expect(totals.total.toFixed(2)).toBe(total);
    expect(vatTotalRows(totals).map((row) => [row.label, row.amount?.toFixed(2) ?? null])).toEqual(rows);
  });

  test('each line carries its rounded amount, VAT and total', () => {
    const totals = computeTotals({ date: '2026-12-01', vatMode: 'onTop', vatRate: 'standard', lines: [line('3', '33.33')] });
    const [first] = totals.lines;
    expect(first?.amount.toFixed(2)).toBe('99.99');
    expect(first?.vat.toFixed(2)).toBe('22.00');
    expect(first?.total.toFixed(2)).toBe('121.99');
    expect(first?.rate.label).toBe('НДС 22%');
  });

  test('a rate not in force on the document date is a programming error (validation refuses it first)', () => {
    expect(() => computeTotals({ date: '2024-12-31', vatMode: 'onTop', vatRate: 'simplified5', lines: [line('1', '1')] })).toThrow(
      'VAT rate simplified5 is not in force on 2024-12-31',
    );
  });
});

describe('the VAT as running text', () => {
  const at = (vatMode: VatMode, lines: LineItem[]) => computeTotals({ date: '2026-12-01', vatMode, vatRate: 'standard', lines });

  test('«в т.ч. НДС 22% — …» whether VAT was included or added', () => {
    expect(vatSummary(at('included', [line('1', '1200')]))).toBe('в т.ч. НДС 22% — 216,39\u00a0₽');
    expect(vatSummary(at('onTop', [line('1', '1000')]))).toBe('в т.ч. НДС 22% — 220,00\u00a0₽');
  });

  test('several rates and no VAT', () => {
    expect(vatSummary(at('onTop', [line('1', '1000'), line('1', '100', 'reduced'), line('1', '5', 'none')]))).toBe(
      'в т.ч. НДС 22% — 220,00\u00a0₽, в т.ч. НДС 10% — 10,00\u00a0₽, без налога (НДС)',
    );
  });
});
