/**
 * «Счёт на оплату» in the layout every Russian accountant knows (the 1C form): the payee's bank requisites
 * grid, the title with a heavy rule, supplier / buyer / basis, the items table, totals, the count and sum,
 * the amount in words, and the signatures.
 */
import type { Content, TableCell } from 'pdfmake/interfaces';
import { amountInWords } from '../amountInWords';
import { formatRussianDate, formatRussianShortDate } from '../../../shared/documents/calendarDate';
import type { InvoiceDocument, Party } from '../documentModel';
import { computeTotals } from '../../../shared/documents/documentTotals';
import { headSignatureLabel, partyLine } from '../partyText';
import {
  amountSummary,
  CONTENT_WIDTH,
  documentTitle,
  itemsTable,
  labelledRows,
  signatureLine,
  signerCaption,
  thickRule,
  totalsTable,
} from './documentBlocks';
import { renderPdf } from './renderPdf';

type Border = [boolean, boolean, boolean, boolean];
const ALL: Border = [true, true, true, true];
const OPEN_BOTTOM: Border = [true, true, true, false];
const OPEN_TOP: Border = [true, false, true, true];

const cell = (text: string, border: Border, extra: Partial<Record<'colSpan' | 'rowSpan', number>> = {}): TableCell => ({
  text,
  border,
  ...extra,
});
const caption = (text: string): Content => ({ text, fontSize: 7.5, margin: [0, 6, 0, 0] });

/**
 *  ┌──────────────────────────┬───────┬──────────────────────┐
 *  │ Bank name                │ БИК   │ 044525225            │
 *  │                          ├───────┼──────────────────────┤
 *  │ Банк получателя          │ Сч. № │ corr. account        │
 *  ├────────────┬─────────────┼───────┼──────────────────────┤
 *  │ ИНН …      │ КПП …       │ Сч. № │ settlement account   │
 *  ├────────────┴─────────────┤       │                      │
 *  │ Payee, Получатель        │       │                      │
 *  └──────────────────────────┴───────┴──────────────────────┘
 */
export function bankGrid(seller: Party): Content {
  const bank = seller.bank ?? { bankName: '', bik: '', corrAccount: '', account: '' };
  const body: TableCell[][] = [
    [cell(bank.bankName, OPEN_BOTTOM, { colSpan: 2 }), {}, cell('БИК', ALL), cell(bank.bik, ALL)],
    [{ stack: [caption('Банк получателя')], border: OPEN_TOP, colSpan: 2 }, {}, cell('Сч. №', ALL), cell(bank.corrAccount, ALL)],
    [
      cell(`ИНН ${seller.inn}`, ALL),
      cell(`КПП ${seller.kpp ?? ''}`, ALL),
      cell('Сч. №', ALL, { rowSpan: 2 }),
      cell(bank.account, ALL, { rowSpan: 2 }),
    ],
    [{ stack: [{ text: seller.name }, caption('Получатель')], border: ALL, colSpan: 2 }, {}, {}, {}],
  ];
  const labelWidth = 40;
  const valueWidth = 170;
  const padding = 3;
  // pdfmake widths exclude each cell's padding and the five vertical lines.
  const halfLeft = (CONTENT_WIDTH - 4 * 2 * padding - 5 * 0.5 - labelWidth - valueWidth) / 2;
  return {
    table: { widths: [halfLeft, halfLeft, labelWidth, valueWidth], body },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      paddingLeft: () => padding,
      paddingRight: () => padding,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
  };
}

export function invoiceTitle(invoice: Pick<InvoiceDocument, 'number' | 'date'>): string {
  return `Счёт на оплату № ${invoice.number} от ${formatRussianDate(invoice.date)}`;
}

function signatures(seller: Party): Content {
  const half = CONTENT_WIDTH / 2;
  const head = seller.signatory;
  const headCaption = signerCaption(seller.type === 'company' ? head?.position : undefined, head?.basis);
  if (seller.type !== 'company') return signatureLine(headSignatureLabel(seller), head?.name, CONTENT_WIDTH, headCaption);
  return {
    columns: [
      signatureLine('Руководитель', head?.name, half, headCaption),
      signatureLine('Бухгалтер', seller.accountant, half, seller.accountant ? seller.accountantPosition : undefined),
    ],
    columnGap: 10,
  };
}

export function invoiceDefinition(invoice: InvoiceDocument) {
  const totals = computeTotals(invoice);
  const parties: [string, string][] = [
    ['Поставщик\n(Исполнитель):', partyLine(invoice.seller)],
    ['Покупатель\n(Заказчик):', partyLine(invoice.buyer)],
  ];
  if (invoice.basis) parties.push(['Основание:', invoice.basis]);
  const terms: Content[] = [];
  if (invoice.dueDate) terms.push({ text: `Оплатить не позднее ${formatRussianShortDate(invoice.dueDate)}` });
  if (invoice.note) terms.push({ text: invoice.note });
  const content: Content[] = [
    bankGrid(invoice.seller),
    ...documentTitle(invoiceTitle(invoice)),
    labelledRows(parties),
    itemsTable(totals, 'Товары (работы, услуги)'),
    totalsTable(totals, 'Всего к оплате:'),
    ...amountSummary('Всего наименований', totals, amountInWords(totals.total)),
    ...(terms.length > 0 ? [{ stack: terms, margin: [0, 8, 0, 0] } as Content] : []),
    thickRule(10, 6),
    signatures(invoice.seller),
  ];
  return { content, info: { title: invoiceTitle(invoice), author: invoice.seller.name } };
}

export function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  return renderPdf(invoiceDefinition(invoice));
}
