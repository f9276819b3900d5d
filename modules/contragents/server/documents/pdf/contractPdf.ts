/**
 * A contract as a Russian lawyer expects it: title, place and date, the preamble naming both sides with who
 * signs for them and on what basis, numbered sections and clauses from the workspace's template (the default:
 * subject, price and payment, terms, rights and duties, liability, force majeure, disputes, validity,
 * requisites and signatures), and the specification of items as Appendix 1.
 */
import type { Column, Content } from 'pdfmake/interfaces';
import { amountInWords } from '../amountInWords';
import { formatRussianDate } from '../../../shared/documents/calendarDate';
import type { ContractDocument, Party } from '../documentModel';
import { computeTotals, type DocumentTotals, vatSummary } from '../../../shared/documents/documentTotals';
import { type ContractBlock, fillContractTemplate, type PlaceholderValues } from '../contract/contractTemplate';
import { DEFAULT_CONTRACT_TEMPLATE } from '../contract/defaultContractTemplate';
import { partyPreamble } from '../contract/partyPreamble';
import { itemsTable, rubles, sideSignature, thickRule, totalsTable } from './documentBlocks';
import { renderPdf } from './renderPdf';

export interface ContractPrintSettings {
  /** The workspace's template; the default one when it has none. */
  template?: string;
  /** Days to pay an invoice, from the module's settings. */
  paymentDays?: number;
}

const SELLER_ROLE = 'Исполнитель';
const BUYER_ROLE = 'Заказчик';

export function contractTitle(contract: Pick<ContractDocument, 'number'>): string {
  return `Договор № ${contract.number}`;
}

function validityClause(contract: ContractDocument): string {
  const from = `Договор вступает в силу ${formatRussianDate(contract.validFrom)}`;
  if (!contract.validTo) return `${from} и действует до полного исполнения Сторонами своих обязательств.`;
  return `${from} и действует по ${formatRussianDate(contract.validTo)} включительно, а в части расчётов — до полного их завершения.`;
}

function placeholderValues(contract: ContractDocument, totals: DocumentTotals | null, paymentDays: number): PlaceholderValues {
  return {
    seller: partyPreamble(contract.seller, SELLER_ROLE),
    buyer: partyPreamble(contract.buyer, BUYER_ROLE),
    number: contract.number,
    date: formatRussianDate(contract.date),
    city: contract.city ?? '',
    subject: contract.subject,
    specification: totals
      ? 'Наименование, количество и стоимость товаров, работ и услуг указаны в Спецификации (Приложение № 1 к Договору), являющейся неотъемлемой частью Договора.'
      : '',
    price: totals
      ? `Цена Договора составляет ${rubles(totals.total)} (${amountInWords(totals.total)}), ${vatSummary(totals)}.`
      : 'Цена Договора складывается из стоимости товаров, работ и услуг, указанной в счетах Исполнителя, выставленных на основании Договора.',
    paymentDays: String(paymentDays),
    validFrom: formatRussianDate(contract.validFrom),
    validTo: contract.validTo ? formatRussianDate(contract.validTo) : 'полного исполнения Сторонами своих обязательств',
    term: validityClause(contract),
    terms: contract.terms ?? [],
  };
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

function requisitesAndSignatures(contract: ContractDocument): Content[] {
  return [
    { columns: [requisites(SELLER_ROLE, contract.seller), requisites(BUYER_ROLE, contract.buyer)], columnGap: 30 },
    thickRule(10, 8),
    {
      columns: [sideSignature(SELLER_ROLE.toUpperCase(), contract.seller), sideSignature(BUYER_ROLE.toUpperCase(), contract.buyer)],
      columnGap: 30,
      unbreakable: true,
    },
  ];
}

function blockContent(block: ContractBlock, contract: ContractDocument): Content[] {
  switch (block.kind) {
    case 'paragraph':
      return [{ text: block.text, alignment: 'justify', margin: [0, 8, 0, 0] }];
    case 'heading':
      return [{ text: `${block.number}. ${block.text}`, bold: true, alignment: 'center', margin: [0, 10, 0, 4], headlineLevel: 1 }];
    case 'clause':
      return [{ text: `${block.number}. ${block.text}`, alignment: 'justify', margin: [0, 0, 0, 3] }];
    case 'requisites':
      return requisitesAndSignatures(contract);
  }
}

function specification(contract: ContractDocument, totals: DocumentTotals): Content[] {
  return [
    {
      text: `Приложение № 1\nк Договору № ${contract.number} от ${formatRussianDate(contract.date)}`,
      alignment: 'right',
      pageBreak: 'before',
    },
    { text: 'Спецификация', bold: true, fontSize: 12, alignment: 'center', margin: [0, 10, 0, 0] },
    itemsTable(totals, 'Наименование товаров, работ, услуг'),
    totalsTable(totals, 'Всего:'),
    {
      text: `Итого по Спецификации: ${rubles(totals.total)} (${amountInWords(totals.total)}), ${vatSummary(totals)}.`,
      margin: [0, 8, 0, 0],
    },
    thickRule(10, 8),
    {
      columns: [sideSignature(SELLER_ROLE.toUpperCase(), contract.seller), sideSignature(BUYER_ROLE.toUpperCase(), contract.buyer)],
      columnGap: 30,
      unbreakable: true,
    },
  ];
}

export function contractDefinition(contract: ContractDocument, settings: ContractPrintSettings = {}) {
  const { lines, vatMode, vatRate } = contract;
  const totals = lines && lines.length > 0 && vatMode && vatRate ? computeTotals({ date: contract.date, vatMode, vatRate, lines }) : null;
  const template = settings.template?.trim() ? settings.template : DEFAULT_CONTRACT_TEMPLATE;
  const blocks = fillContractTemplate(template, placeholderValues(contract, totals, settings.paymentDays ?? 5));
  const content: Content[] = [
    { text: contractTitle(contract), bold: true, fontSize: 14, alignment: 'center', margin: [0, 10, 0, 8] },
    { columns: [{ text: contract.city ?? '' }, { text: formatRussianDate(contract.date), alignment: 'right' }] },
    ...blocks.flatMap((block) => blockContent(block, contract)),
    ...(totals ? specification(contract, totals) : []),
  ];
  return {
    content,
    info: { title: contractTitle(contract), author: contract.seller.name },
    // A section heading never ends a page alone: it moves to the next page with its first clause.
    pageBreakBefore: (node: { headlineLevel?: unknown; startPosition: { verticalRatio: number } }) =>
      node.headlineLevel === 1 && node.startPosition.verticalRatio > 0.92,
  };
}

export function contractPdf(contract: ContractDocument, settings: ContractPrintSettings = {}): Promise<Buffer> {
  return renderPdf(contractDefinition(contract, settings));
}
