/**
 * «Акт», the usual 1C layout: title with a heavy rule, the two sides with their requisites, the basis, the
 * items, totals, count and sum, the amount in words, the statement of acceptance and both sides' signatures.
 * Its words follow its lines: services are «оказаны», goods «отпущены» by a supplier to a buyer, and a mix
 * of both says so.
 */
import type { Content } from 'pdfmake/interfaces';
import { amountInWords } from '../amountInWords';
import { formatRussianDate } from '../../../shared/documents/calendarDate';
import type { ActDocument } from '../documentModel';
import { computeTotals } from '../../../shared/documents/documentTotals';
import { partyLine } from '../partyText';
import { amountSummary, documentTitle, itemsTable, labelledRows, sideSignature, thickRule, totalsTable } from './documentBlocks';
import { type LinesKind, linesKind } from './lineKinds';
import { renderPdf } from './renderPdf';

interface ActWording {
  title: string;
  seller: string;
  buyer: string;
  nameHeader: string;
  countLead: string;
  statement: string;
}

export const ACT_WORDING: Record<LinesKind, ActWording> = {
  services: {
    title: 'Акт',
    seller: 'Исполнитель',
    buyer: 'Заказчик',
    nameHeader: 'Наименование работ, услуг',
    countLead: 'Всего оказано услуг',
    statement:
      'Вышеперечисленные работы (услуги) выполнены полностью и в срок. Заказчик претензий по объему, качеству и срокам оказания услуг не имеет.',
  },
  goods: {
    title: 'Акт приёма-передачи товаров',
    seller: 'Поставщик',
    buyer: 'Покупатель',
    nameHeader: 'Наименование товара',
    countLead: 'Всего отпущено товаров',
    statement:
      'Вышеперечисленные товары переданы полностью и в срок. Покупатель претензий по количеству, качеству, комплектности и срокам передачи товаров не имеет.',
  },
  mixed: {
    title: 'Акт',
    seller: 'Исполнитель',
    buyer: 'Заказчик',
    nameHeader: 'Наименование товаров, работ, услуг',
    countLead: 'Всего наименований товаров, работ, услуг',
    statement:
      'Вышеперечисленные товары переданы, работы (услуги) выполнены полностью и в срок. Заказчик претензий по количеству, объему, качеству и срокам не имеет.',
  },
};

export function actTitle(act: Pick<ActDocument, 'number' | 'date' | 'lines'>): string {
  return `${ACT_WORDING[linesKind(act.lines)].title} № ${act.number} от ${formatRussianDate(act.date)}`;
}

export function actDefinition(act: ActDocument) {
  const totals = computeTotals(act);
  const wording = ACT_WORDING[linesKind(act.lines)];
  const parties: [string, string][] = [
    [`${wording.seller}:`, partyLine(act.seller, { withBank: true })],
    [`${wording.buyer}:`, partyLine(act.buyer, { withBank: true })],
  ];
  if (act.basis) parties.push(['Основание:', act.basis]);
  const content: Content[] = [
    ...documentTitle(actTitle(act)),
    labelledRows(parties),
    itemsTable(totals, wording.nameHeader),
    totalsTable(totals, 'Всего:'),
    ...amountSummary(wording.countLead, totals, amountInWords(totals.total)),
    { text: wording.statement, margin: [0, 8, 0, 0] },
    thickRule(10, 8),
    {
      columns: [sideSignature(wording.seller.toUpperCase(), act.seller), sideSignature(wording.buyer.toUpperCase(), act.buyer)],
      columnGap: 30,
    },
  ];
  return { content, info: { title: actTitle(act), author: act.seller.name } };
}

export function actPdf(act: ActDocument): Promise<Buffer> {
  return renderPdf(actDefinition(act));
}
