/**
 * Real documents for testing a partners flow: the invoices issued, overdue or paid and the contracts expiring,
 * newest first, as their trigger would carry them now; with a search, the documents whose number or partner
 * holds the text. Only for a tester who may view documents.
 */
import { fillMessage, type FlowSampleEvent, type FlowSampleQuery, type Locale, type ModuleServices } from '@artel/sdk/server';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DocumentRow } from '../documents/documentStore';
import { documents } from '../tables';
import { CONTRACT_EXPIRING, documentEvent, INVOICE_OVERDUE, INVOICE_PAID } from './documentTriggers';

const texts = {
  ru: { invoice: 'Счёт № {number}, {partner}, {amount} ₽', contract: 'Договор № {number}, {partner}, до {until}' },
  en: { invoice: 'Invoice № {number}, {partner}, {amount} ₽', contract: 'Contract № {number}, {partner}, until {until}' },
};

/** The text as an ILIKE pattern that matches it literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const today = () => new Date().toISOString().slice(0, 10);

/** Which documents each trigger fired on, and in what order the newest come. */
function selection(type: string): { where: SQL[]; order: SQL } {
  if (type === INVOICE_OVERDUE) {
    return {
      where: [eq(documents.kind, 'invoice'), inArray(documents.state, ['issued', 'partiallyPaid']), lt(documents.dueDate, today())],
      order: desc(documents.dueDate),
    };
  }
  if (type === INVOICE_PAID)
    return { where: [eq(documents.kind, 'invoice'), eq(documents.state, 'paid')], order: desc(documents.updatedAt) };
  if (type === CONTRACT_EXPIRING)
    return {
      where: [eq(documents.kind, 'contract'), eq(documents.state, 'active'), gte(documents.validTo, today())],
      order: asc(documents.validTo),
    };
  return {
    where: [eq(documents.kind, 'invoice'), inArray(documents.state, ['issued', 'partiallyPaid', 'paid'])],
    order: desc(documents.date),
  };
}

function summaryOf(row: DocumentRow, locale: Locale): string {
  const partner = row.buyer.name;
  if (row.kind === 'contract') return fillMessage(texts[locale].contract, { number: row.number, partner, until: row.validTo ?? '' });
  return fillMessage(texts[locale].invoice, {
    number: row.number,
    partner,
    amount: Number(row.total).toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB'),
  });
}

export function documentSamples(contragents: ModuleServices, type: string) {
  const { orm } = contragents.db;
  return async (query: FlowSampleQuery): Promise<FlowSampleEvent[]> => {
    const tester = await contragents.contexts.forUser(query.workspaceId, query.userId, query.locale);
    if (!tester || !(await contragents.permissions.can(tester, 'document.view'))) return [];
    const { where, order } = selection(type);
    const found = query.search
      ? [or(ilike(documents.number, containing(query.search)), ilike(sql`${documents.buyer}->>'name'`, containing(query.search)))!]
      : [];
    const rows = await orm
      .select()
      .from(documents)
      .where(and(eq(documents.workspaceId, query.workspaceId), ...where, ...found))
      .orderBy(order, desc(documents.id))
      .limit(query.limit);
    return rows.map((row) => ({
      id: row.id,
      at: (type === INVOICE_OVERDUE ? row.dueDate : type === CONTRACT_EXPIRING ? row.validTo : row.date) ?? row.date,
      summary: summaryOf(row, query.locale),
      event: documentEvent(row, null),
    }));
  };
}
