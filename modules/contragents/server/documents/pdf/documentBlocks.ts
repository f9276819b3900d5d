/** Pieces shared by the invoice, the act and the contract: rules, the party rows, items and totals tables. */
import type { Column, Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import type { Party } from '../documentModel';
import { type DocumentTotals, vatTotalRows } from '../../../shared/documents/documentTotals';
import { type Dec, formatMoney, formatQuantity } from '../../../shared/documents/money';
import { signatureName } from '../contract/partyPreamble';
import { headSignatureLabel } from '../partyText';
import { numberColumns } from './moneyColumns';

/** A4 width less the page margins set in renderPdf. */
export const CONTENT_WIDTH = 595.28 - 40 - 30;

export function thickRule(marginTop = 4, marginBottom = 8): Content {
  return {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 1.5 }],
    margin: [0, marginTop, 0, marginBottom],
  };
}

export function documentTitle(text: string): Content[] {
  return [{ text, bold: true, fontSize: 14, margin: [0, 14, 0, 0] }, thickRule()];
}

const noBorders: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingRight: () => 4,
  paddingTop: () => 2,
  paddingBottom: () => 4,
};

/** «Поставщик (Исполнитель):  ООО «Ромашка», ИНН…» rows: a label column and the party in bold. */
export function labelledRows(rows: readonly (readonly [string, string])[]): Content {
  return {
    table: {
      widths: [80, '*'],
      body: rows.map(([label, value]) => [{ text: label }, { text: value, bold: true }]),
    },
    layout: noBorders,
  };
}

/** Items tables have a heavy frame and thin inner lines, as printed forms do. */
const framedTable: CustomTableLayout = {
  hLineWidth: (row, node) => (row === 0 || row === node.table.body.length ? 1.5 : 0.5),
  vLineWidth: (column, node) => (column === 0 || column === (node.table.widths?.length ?? 0) ? 1.5 : 0.5),
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

export function itemsTable(totals: DocumentTotals, nameHeader: string): Content {
  const header: TableCell[] = ['№', nameHeader, 'Кол-во', 'Ед.', 'Цена', 'Сумма'].map((text) => ({
    text,
    bold: true,
    alignment: 'center',
  }));
  const rows: TableCell[][] = totals.lines.map((line, index) => [
    { text: String(index + 1), alignment: 'center' },
    { text: line.name },
    { text: formatQuantity(line.quantity), alignment: 'right' },
    { text: line.unit },
    { text: formatMoney(line.price), alignment: 'right' },
    { text: formatMoney(line.amount), alignment: 'right' },
  ]);
  const columns = numberColumns(totals);
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [20, '*', columns.quantity, 35, columns.price, columns.amount],
      body: [header, ...rows],
    },
    layout: framedTable,
    margin: [0, 6, 0, 6],
  };
}

/** Итого / В том числе НДС 22% / Всего к оплате, right-aligned under the «Сумма» column. */
export function totalsTable(totals: DocumentTotals, totalLabel: string): Content {
  const row = (label: string, amount: string): TableCell[] => [
    { text: label, bold: true, alignment: 'right' },
    { text: amount, bold: true, alignment: 'right' },
  ];
  const vatRows = vatTotalRows(totals).map((vat) => row(vat.label, vat.amount === null ? '—' : formatMoney(vat.amount)));
  return {
    table: {
      widths: ['*', numberColumns(totals).amount],
      body: [row('Итого:', formatMoney(totals.subtotal)), ...vatRows, row(totalLabel, formatMoney(totals.total))],
    },
    layout: { ...noBorders, paddingRight: () => 3, paddingTop: () => 1, paddingBottom: () => 1 },
  };
}

/** «1 200,50 ₽» that no line break can split: digit groups and the sign are held by no-break spaces. */
export function rubles(value: Dec): string {
  return `${formatMoney(value)}\u00a0₽`;
}

/** «Всего наименований 2, на сумму 1 200,00 ₽» and the amount in words in bold under it. */
export function amountSummary(lead: string, totals: DocumentTotals, words: string): Content[] {
  return [
    { text: `${lead} ${totals.lines.length}, на сумму ${rubles(totals.total)}`, margin: [0, 8, 0, 0] },
    { text: words, bold: true, margin: [0, 0, 0, 0] },
  ];
}

/**
 * «Руководитель ______________ Иванов И. И.»: a label, a line to sign on and the surname with initials; under
 * them, small, the signer's position and the power of attorney when it is not the charter.
 */
export function signatureLine(label: string, name: string | undefined, width: number, caption?: string): Column {
  const line: Column = {
    columns: [
      { text: label, bold: true, width: 'auto', margin: [0, 10, 6, 0] },
      {
        stack: [{ text: ' ', margin: [0, 10, 0, 0] }, { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 90, y2: 0, lineWidth: 0.5 }] }],
        width: 90,
      },
      { text: name ? signatureName(name) : '', width: '*', margin: [6, 10, 0, 0] },
    ],
  };
  return { stack: [line, ...(caption ? [{ text: caption, fontSize: 7, margin: [0, 2, 0, 0] } as Content] : [])], width };
}

/** «Генеральный директор, по доверенности № 12 от 01.02.2026»: the charter goes without saying. */
export function signerCaption(position: string | undefined, basis: string | undefined): string | undefined {
  const onBasis = basis && !/^устав/iu.test(basis.trim()) ? `действует на основании ${basis.trim()}` : '';
  const caption = [position ?? '', onBasis].filter(Boolean).join(', ');
  return caption === '' ? undefined : caption;
}

/** One side's signature block of an act or a contract: «ИСПОЛНИТЕЛЬ», who signs, the line, «М.П.». */
export function sideSignature(side: string, party: Party): Column {
  const position = party.signatory?.position ?? headSignatureLabel(party);
  const basisCaption = signerCaption(undefined, party.signatory?.basis);
  return {
    stack: [
      { text: side, bold: true },
      { text: position, margin: [0, 4, 0, 0] },
      { text: party.name },
      {
        columns: [
          {
            stack: [{ text: ' ', margin: [0, 14, 0, 0] }, { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 100, y2: 0, lineWidth: 0.5 }] }],
            width: 100,
          },
          { text: party.signatory ? signatureName(party.signatory.name) : '', margin: [6, 14, 0, 0], width: '*' },
        ],
      },
      ...(basisCaption ? [{ text: basisCaption, fontSize: 7, margin: [0, 2, 0, 0] } as Content] : []),
      ...(party.type === 'company' ? [{ text: 'М.П.', fontSize: 7.5, margin: [0, 4, 0, 0] } as Content] : []),
    ],
    width: '*',
  };
}
