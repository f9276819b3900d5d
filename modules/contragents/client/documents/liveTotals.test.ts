import { liveTotals, money, ratesOn } from './liveTotals';

/** Amounts group digits with a no-break space, as Russian documents print them. */
const nb = (text: string) => text.replace(/ /g, '\u00a0');

const line = (quantity: string, price: string, vatRate?: 'reduced' | 'none') => ({
  name: 'Услуга',
  unit: 'шт',
  quantity,
  price,
  ...(vatRate ? { vatRate } : {}),
});

describe('the totals shown while a document is edited', () => {
  it('takes 22% out of prices that include VAT from 2026, rounding each line to kopecks', () => {
    const totals = liveTotals({
      date: '2026-03-02',
      vatMode: 'included',
      vatRate: 'standard',
      lines: [line('3', '0.1'), line('1,5', '1 200,50')],
    });
    expect(totals).toEqual({
      lineAmounts: ['0,30', nb('1 800,75')],
      subtotal: nb('1 801,05'),
      vatRows: [{ label: 'В том числе НДС 22%:', amount: '324,78' }],
      total: nb('1 801,05'),
    });
  });

  it('uses 20% for a date in 2025 and adds VAT on top when asked', () => {
    const totals = liveTotals({ date: '2025-12-31', vatMode: 'onTop', vatRate: 'standard', lines: [line('1', '1000')] });
    expect(totals?.vatRows).toEqual([{ label: 'НДС 20%:', amount: '200,00' }]);
    expect(totals?.total).toBe(nb('1 200,00'));
  });

  it('groups lines by their own rates and prints «Без налога (НДС)» without an amount', () => {
    const totals = liveTotals({
      date: '2026-01-10',
      vatMode: 'included',
      vatRate: 'standard',
      lines: [line('1', '110', 'reduced'), line('1', '50', 'none')],
    });
    expect(totals?.vatRows).toEqual([
      { label: 'В том числе НДС 10%:', amount: '10,00' },
      { label: 'Без налога (НДС)', amount: null },
    ]);
    expect(totals?.total).toBe('160,00');
  });

  it('counts a line not filled in yet as nothing and keeps its place empty', () => {
    const totals = liveTotals({ date: '2026-01-10', vatMode: 'included', vatRate: 'none', lines: [line('', '10'), line('2', '10')] });
    expect(totals?.lineAmounts).toEqual(['', '20,00']);
    expect(totals?.total).toBe('20,00');
  });

  it('shows no totals for a rate not in force on the date, or for no date', () => {
    expect(liveTotals({ date: '2024-06-01', vatMode: 'included', vatRate: 'simplified5', lines: [line('1', '1')] })).toBeNull();
    expect(liveTotals({ date: '', vatMode: 'included', vatRate: 'standard', lines: [] })).toBeNull();
  });

  it('offers the rates in force on the date', () => {
    expect(ratesOn('2026-01-01').map((rate) => rate.label)).toEqual([
      'НДС 22%',
      'НДС 10%',
      'НДС 0%',
      'НДС 5%',
      'НДС 7%',
      'Без налога (НДС)',
    ]);
    expect(ratesOn('2024-12-31').map((rate) => rate.label)).toEqual(['НДС 20%', 'НДС 10%', 'НДС 0%', 'Без налога (НДС)']);
  });

  it('formats API amounts the Russian way', () => {
    expect(money('1234567.5')).toBe(nb('1 234 567,50'));
    expect(money(null)).toBe('0,00');
  });
});
