/**
 * «Акт» of services rendered, the usual 1C layout: title with a heavy rule, Исполнитель / Заказчик with
 * their requisites, the basis, the items, totals, count and sum, the amount in words, the statement that
 * the services were rendered in full, and both sides' signatures.
 */
import type { Content } from 'pdfmake/interfaces';
import { amountInWords } from '../amountInWords';
import { formatRussianDate } from '../../../shared/documents/calendarDate';
import type { ActDocument } from '../documentModel';
import { computeTotals } from '../../../shared/documents/documentTotals';
import { partyLine } from '../partyText';
import { amountSummary, documentTitle, itemsTable, labelledRows, sideSignature, thickRule, totalsTable } from './documentBlocks';
import { renderPdf } from './renderPdf';

export const ACT_STATEMENT =
  'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объему, качеству и срокам оказания услуг не имеет.';

export function actTitle(act: Pick<ActDocument, 'number' | 'date'>): string {
  return `Акт № ${act.number} от ${formatRussianDate(act.date)}`;
}

export function actDefinition(act: ActDocument) {
  const totals = computeTotals(act);
  const parties: [string, string][] = [
    ['Исполнитель:', partyLine(act.seller, { withBank: true })],
    ['Заказчик:', partyLine(act.buyer, { withBank: true })],
  ];
  if (act.basis) parties.push(['Основание:', act.basis]);
  const content: Content[] = [
    ...documentTitle(actTitle(act)),
    labelledRows(parties),
    itemsTable(totals, 'Наименование работ, услуг'),
    totalsTable(totals, 'Всего:'),
    ...amountSummary('Всего оказано услуг', totals, amountInWords(totals.total)),
    { text: ACT_STATEMENT, margin: [0, 8, 0, 0] },
    thickRule(10, 8),
    { columns: [sideSignature('ИСПОЛНИТЕЛЬ', act.seller), sideSignature('ЗАКАЗЧИК', act.buyer)], columnGap: 30 },
  ];
  return { content, info: { title: actTitle(act), author: act.seller.name } };
}

export function actPdf(act: ActDocument): Promise<Buffer> {
  return renderPdf(actDefinition(act));
}
