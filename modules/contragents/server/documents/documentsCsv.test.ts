import { documentsCsv } from './documentsCsv';

test('Russian Excel dialect: BOM, semicolons, decimal commas, dates, quoting and escaped formulas', () => {
  const csv = documentsCsv(
    [
      {
        kind: 'invoice',
        number: '15',
        date: '2026-12-01',
        state: 'issued',
        dueDate: '2026-12-10',
        buyerName: 'ООО «Ромашка; и партнеры»',
        buyerInn: '7701123451',
        subtotal: '1200.5',
        vat: '216.48',
        total: '1200.5',
        paid: '0',
        overdue: true,
      },
      {
        kind: 'act',
        number: '7',
        date: '2026-12-02',
        state: 'draft',
        dueDate: null,
        buyerName: '=HYPERLINK("http://x")',
        buyerInn: '5003123458',
        subtotal: '10',
        vat: '0',
        total: '10',
        paid: '0',
        overdue: false,
      },
    ],
    (state) => ({ issued: 'выставлен', draft: 'черновик' })[state] ?? state,
  );
  const lines = csv.split('\r\n');
  expect(csv.startsWith('\ufeffВид;Номер;Дата;')).toBe(true);
  expect(lines[1]).toBe('Счёт;15;01.12.2026;"ООО «Ромашка; и партнеры»";7701123451;выставлен;10.12.2026;1200,50;216,48;1200,50;0,00;да');
  expect(lines[2]).toBe(`Акт;7;02.12.2026;"'=HYPERLINK(""http://x"")";5003123458;черновик;;10,00;0,00;10,00;0,00;`);
});
