import { DEFAULT_NUMBERING, formatDocumentNumber, validateNumberingTemplate } from './numbering';

describe('document numbering templates', () => {
  test.each([
    ['{number}', 1, 15, '15'],
    ['{number}', 4, 15, '0015'],
    ['СЧ-{year}-{number}', 4, 15, 'СЧ-2026-0015'],
    ['{year}/{number}', 3, 7, '2026/007'],
    ['А{number}', 2, 123, 'А123'],
  ])('«%s» padded to %i makes document %i «%s»', (template, padding, sequence, printed) => {
    expect(validateNumberingTemplate({ template, padding })).toEqual([]);
    expect(formatDocumentNumber({ template, padding }, sequence, 2026)).toBe(printed);
  });

  test('the defaults are valid', () => {
    for (const numbering of Object.values(DEFAULT_NUMBERING)) expect(validateNumberingTemplate(numbering)).toEqual([]);
    expect(formatDocumentNumber(DEFAULT_NUMBERING.contract, 3, 2027)).toBe('3/2027');
  });

  test.each([
    [{ template: '', padding: 1 }, 'numbering.templateRequired'],
    [{ template: 'СЧ-{year}', padding: 1 }, 'numbering.numberPlaceholderRequired'],
    [{ template: '{number}-{number}', padding: 1 }, 'numbering.numberPlaceholderRequired'],
    [{ template: '{number}-{month}', padding: 1 }, 'numbering.unknownPlaceholder'],
    [{ template: '{number}}', padding: 1 }, 'numbering.unbalancedBraces'],
    [{ template: 'X'.repeat(41) + '{number}', padding: 1 }, 'numbering.templateTooLong'],
    [{ template: '{number}', padding: 0 }, 'numbering.paddingRange'],
    [{ template: '{number}', padding: 11 }, 'numbering.paddingRange'],
    [{ template: '{number}', padding: 1.5 }, 'numbering.paddingRange'],
  ])('refuses %j', (numbering, key) => {
    expect(validateNumberingTemplate(numbering).map((found) => found.key)).toContain(key);
  });

  test('names the unknown placeholder', () => {
    expect(validateNumberingTemplate({ template: '{number}-{month}', padding: 1 })).toEqual([
      { field: 'numbering.template', key: 'numbering.unknownPlaceholder', params: { placeholder: '{month}' } },
    ]);
  });

  test('a sequence number below 1 is a programming error', () => {
    expect(() => formatDocumentNumber(DEFAULT_NUMBERING.invoice, 0, 2026)).toThrow(RangeError);
  });
});
