import { type PricingInput, readPricing } from './pricingInput';

const valid: PricingInput = {
  date: '2026-12-01',
  vatMode: 'included',
  vatRate: 'standard',
  lines: [{ name: 'Консультация', quantity: '1,5', unit: 'ч', price: '3 200.00' }],
};

function keysOf(input: PricingInput) {
  const read = readPricing(input);
  return read.ok ? [] : read.issues.map((found) => `${found.field} ${found.key}`);
}

describe('reading the priced part of a document', () => {
  test('a valid body gives exact decimals', () => {
    const read = readPricing(valid);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.lines[0]?.quantity.toString()).toBe('1.5');
    expect(read.value.lines[0]?.price.toFixed(2)).toBe('3200.00');
    expect(read.value.lines[0]?.vatRate).toBeUndefined();
  });

  test('JSON numbers are read through their text, never as floats', () => {
    const read = readPricing({ ...valid, lines: [{ name: 'A', unit: 'шт', quantity: 3, price: 0.1 }] });
    expect(read.ok && read.value.lines[0]?.price.toString()).toBe('0.1');
  });

  test('a line may carry its own rate', () => {
    const read = readPricing({ ...valid, lines: [{ name: 'Книга', unit: 'шт', quantity: '1', price: '500', vatRate: 'reduced' }] });
    expect(read.ok && read.value.lines[0]?.vatRate).toBe('reduced');
  });

  test.each([
    [{ date: '' }, 'date documents.dateRequired'],
    [{ date: '2026-02-30' }, 'date documents.dateInvalid'],
    [{ vatMode: 'sometimes' }, 'vatMode documents.vatModeInvalid'],
    [{ vatRate: '18' }, 'vatRate documents.vatRateInvalid'],
    [{ date: '2024-12-31', vatRate: 'simplified5' }, 'vatRate documents.vatRateNotInForce'],
    [{ lines: [] }, 'lines documents.linesRequired'],
    [{ lines: 'x' }, 'lines documents.linesRequired'],
    [{ lines: [null] }, 'lines.0 documents.lineInvalid'],
    [{ lines: Array.from({ length: 201 }, () => ({ name: 'A', unit: 'шт', quantity: '1', price: '1' })) }, 'lines documents.tooManyLines'],
  ])('refuses %j', (change, expected) => {
    expect(keysOf({ ...valid, ...change })).toContain(expected);
  });

  test.each([
    [{ name: ' ' }, 'lines.0.name documents.lineNameRequired'],
    [{ name: 'x'.repeat(1001) }, 'lines.0.name documents.lineNameTooLong'],
    [{ unit: '' }, 'lines.0.unit documents.unitRequired'],
    [{ unit: 'x'.repeat(21) }, 'lines.0.unit documents.unitTooLong'],
    [{ quantity: 'много' }, 'lines.0.quantity documents.quantityInvalid'],
    [{ quantity: '0' }, 'lines.0.quantity documents.quantityPositive'],
    [{ quantity: '-1' }, 'lines.0.quantity documents.quantityPositive'],
    [{ quantity: '1.2345' }, 'lines.0.quantity documents.quantityFractionDigits'],
    [{ quantity: Number.NaN }, 'lines.0.quantity documents.quantityInvalid'],
    [{ price: '' }, 'lines.0.price documents.priceInvalid'],
    [{ price: '-5' }, 'lines.0.price documents.priceNegative'],
    [{ price: '10.001' }, 'lines.0.price documents.priceFractionDigits'],
    [{ price: '10000000000000' }, 'lines.0.price documents.amountTooLarge'],
    [{ quantity: '1000000', price: '100000000' }, 'lines.0.price documents.amountTooLarge'],
    [{ vatRate: 'vat22' }, 'lines.0.vatRate documents.vatRateInvalid'],
  ])('refuses the line change %j', (change, expected) => {
    const line = { name: 'Консультация', quantity: '1', unit: 'ч', price: '100', ...change };
    expect(keysOf({ ...valid, lines: [line] })).toContain(expected);
  });

  test('VAT on top that pushes the total past the storage limit is refused', () => {
    const line = { name: 'A', unit: 'шт', quantity: '1', price: '9000000000000' };
    expect(keysOf({ ...valid, vatMode: 'included', lines: [line] })).toEqual([]);
    expect(keysOf({ ...valid, vatMode: 'onTop', lines: [line] })).toEqual(['lines documents.amountTooLarge']);
  });

  test('reports every bad field at once', () => {
    expect(keysOf({ date: 'x', vatMode: 'x', vatRate: 'x', lines: [{}] })).toEqual([
      'date documents.dateInvalid',
      'vatMode documents.vatModeInvalid',
      'vatRate documents.vatRateInvalid',
      'lines.0.name documents.lineNameRequired',
      'lines.0.unit documents.unitRequired',
      'lines.0.quantity documents.quantityInvalid',
      'lines.0.price documents.priceInvalid',
    ]);
  });
});
