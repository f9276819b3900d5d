/**
 * A simple contract: title, place and date, the parties' preamble, numbered sections (subject, price with
 * the amount in words and VAT, validity, further terms), an optional specification of items, and the
 * parties' requisites and signatures side by side.
 */
import type { Column, Content } from 'pdfmake/interfaces';
import { amountInWords } from '../amountInWords';
import { formatRussianDate } from '../../../shared/documents/calendarDate';
import type { ContractDocument, Party } from '../documentModel';
import { computeTotals, vatSummary } from '../../../shared/documents/documentTotals';
import { formatMoney } from '../../../shared/documents/money';
import { itemsTable, sideSignature, thickRule, totalsTable } from './documentBlocks';
import { renderPdf } from './renderPdf';

export function contractTitle(contract: Pick<ContractDocument, 'number'>): string {
  return `Договор № ${contract.number}`;
}

function section(number: number, heading: string, clauses: readonly string[]): Content[] {
  return [
    { text: `${number}. ${heading}`, bold: true, alignment: 'center', margin: [0, 10, 0, 4] },
    ...clauses.map((clause, index): Content => ({ text: `${number}.${index + 1}. ${clause}`, alignment: 'justify', margin: [0, 0, 0, 3] })),
  ];
}

function validityClause(contract: ContractDocument): string {
  const from = `Договор вступает в силу ${formatRussianDate(contract.validFrom)}`;
  if (!contract.validTo) return `${from} и действует до полного исполнения сторонами своих обязательств.`;
  return `${from} и действует по ${formatRussianDate(contract.validTo)} включительно.`;
}

function requisites(side: string, party: Party): Column {
  const lines = [party.name, `ИНН ${party.inn}${party.kpp ? ` / КПП ${party.kpp}` : ''}`];
  if (party.address) lines.push(`Адрес: ${party.address}`);
  if (party.bank) {
    lines.push(`р/с ${party.bank.account}`, party.bank.bankName, `БИК ${party.bank.bik}`, `к/с ${party.bank.corrAccount}`);
  }
  if (party.phone) lines.push(`Тел.: ${party.phone}`);
  return { stack: [{ text: side, bold: true, margin: [0, 0, 0, 3] }, ...lines.map((text) => ({ text }))], width: '*' };
}

export function contractDefinition(contract: ContractDocument) {
  const { lines, vatMode, vatRate } = contract;
  const totals = lines && lines.length > 0 && vatMode && vatRate ? computeTotals({ date: contract.date, vatMode, vatRate, lines }) : null;
  const sections: [string, string[]][] = [['Предмет договора', [contract.subject]]];
  if (totals) {
    sections.push([
      'Цена договора',
      [
        `Цена договора составляет ${formatMoney(totals.total)} ₽ (${amountInWords(totals.total)}), ${vatSummary(totals)}.`,
        'Состав и стоимость работ (услуг) приведены в спецификации (раздел «Спецификация» настоящего договора).',
      ],
    ]);
  }
  sections.push(['Срок действия договора', [validityClause(contract)]]);
  if (contract.terms && contract.terms.length > 0) sections.push(['Прочие условия', [...contract.terms]]);
  const content: Content[] = [
    { text: contractTitle(contract), bold: true, fontSize: 14, alignment: 'center', margin: [0, 10, 0, 8] },
    { columns: [{ text: contract.city ?? '' }, { text: formatRussianDate(contract.date), alignment: 'right' }] },
    {
      text: `${contract.seller.name} (далее — «Исполнитель»), с одной стороны, и ${contract.buyer.name} (далее — «Заказчик»), с другой стороны, вместе именуемые «Стороны», заключили настоящий договор о нижеследующем:`,
      alignment: 'justify',
      margin: [0, 12, 0, 0],
    },
    ...sections.flatMap(([heading, clauses], index) => section(index + 1, heading, clauses)),
  ];
  if (totals) {
    content.push(
      { text: 'Спецификация', bold: true, alignment: 'center', margin: [0, 10, 0, 0] },
      itemsTable(totals, 'Наименование работ, услуг'),
      totalsTable(totals, 'Всего:'),
    );
  }
  content.push(
    { text: `${sections.length + 1}. Реквизиты и подписи сторон`, bold: true, alignment: 'center', margin: [0, 12, 0, 6] },
    { columns: [requisites('Исполнитель', contract.seller), requisites('Заказчик', contract.buyer)], columnGap: 30 },
    thickRule(10, 8),
    { columns: [sideSignature('ИСПОЛНИТЕЛЬ', contract.seller), sideSignature('ЗАКАЗЧИК', contract.buyer)], columnGap: 30, unbreakable: true },
  );
  return { content, info: { title: contractTitle(contract), author: contract.seller.name } };
}

export function contractPdf(contract: ContractDocument): Promise<Buffer> {
  return renderPdf(contractDefinition(contract));
}
