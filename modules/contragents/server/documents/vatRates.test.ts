import { vatRateOn, vatRatesOn } from '../../shared/documents/vatRates';

describe('effective-dated VAT rates', () => {
  test.each([
    ['standard', '2018-12-31', 'НДС 18%'],
    ['standard', '2019-01-01', 'НДС 20%'],
    ['standard', '2025-12-31', 'НДС 20%'],
    ['standard', '2026-01-01', 'НДС 22%'],
    ['reduced', '2026-12-01', 'НДС 10%'],
    ['zero', '2026-12-01', 'НДС 0%'],
    ['simplified5', '2025-01-01', 'НДС 5%'],
    ['simplified7', '2026-12-01', 'НДС 7%'],
    ['none', '2026-12-01', 'Без налога (НДС)'],
  ] as const)('%s on %s is «%s»', (code, date, label) => {
    expect(vatRateOn(code, date)?.label).toBe(label);
  });

  test('the simplified-tax rates did not exist before 2025', () => {
    expect(vatRateOn('simplified5', '2024-12-31')).toBeNull();
    expect(vatRateOn('simplified7', '2024-12-31')).toBeNull();
  });

  test('«Без налога (НДС)» has no percentage, unlike 0%', () => {
    expect(vatRateOn('none', '2026-12-01')?.percent).toBeNull();
    expect(vatRateOn('zero', '2026-12-01')?.percent?.toString()).toBe('0');
  });

  test('a picker offers every rate in force on the day', () => {
    expect(vatRatesOn('2026-12-01').map((rate) => rate.label)).toEqual([
      'НДС 22%',
      'НДС 10%',
      'НДС 0%',
      'НДС 5%',
      'НДС 7%',
      'Без налога (НДС)',
    ]);
    expect(vatRatesOn('2024-06-01').map((rate) => rate.label)).toEqual(['НДС 20%', 'НДС 10%', 'НДС 0%', 'Без налога (НДС)']);
  });
});
