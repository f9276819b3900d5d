/**
 * Documents in the database. Numbers are handed out gap-free: the counter of (seller, kind, year) is raised by
 * an INSERT … ON CONFLICT DO UPDATE in the very transaction that inserts the document, so concurrent creations
 * queue on the counter row and each gets the next number, and a creation that fails rolls its number back.
 * Documents are never deleted, so a number once given stays taken.
 */
import type { ModuleOrm } from '@artel/sdk/server';
import { and, asc, eq, sql } from 'drizzle-orm';
import { documentCounters, documentLines, documents, payments } from '../tables';
import { yearOf } from '../../shared/documents/calendarDate';
import type { ActDocument, ContractDocument, InvoiceDocument, Party } from './documentModel';
import type { DocumentFields } from './documentInput';
import { computeTotals, type DocumentTotals } from '../../shared/documents/documentTotals';
import { Dec, moneyText } from '../../shared/documents/money';
import { type DocumentKind, formatDocumentNumber, type NumberingTemplate } from './numbering';
import type { Pricing } from './pricingInput';
import { isVatMode, isVatRateCode } from '../../shared/documents/vatRates';

export type DocumentRow = typeof documents.$inferSelect;
export type LineRow = typeof documentLines.$inferSelect;

const ZERO_TOTALS = { subtotal: new Dec(0), vat: new Dec(0), total: new Dec(0) };

export function totalsOf(pricing: Pricing): Pick<DocumentTotals, 'subtotal' | 'vat' | 'total'> & { lines: DocumentTotals['lines'] } {
  if (pricing.lines.length === 0) return { ...ZERO_TOTALS, lines: [] };
  return computeTotals(pricing);
}

async function nextSequence(tx: ModuleOrm, legalEntityId: string, kind: DocumentKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ legalEntityId, kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.legalEntityId, documentCounters.kind, documentCounters.year],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  return row!.lastNumber;
}

async function writeLines(tx: ModuleOrm, documentId: string, pricing: Pricing): Promise<void> {
  await tx.delete(documentLines).where(eq(documentLines.documentId, documentId));
  const totals = totalsOf(pricing);
  if (totals.lines.length === 0) return;
  await tx.insert(documentLines).values(
    totals.lines.map((line, position) => ({
      documentId,
      position,
      name: line.name,
      quantity: line.quantity.toFixed(),
      unit: line.unit,
      price: moneyText(line.price),
      vatRate: line.vatRate ?? null,
      amount: moneyText(line.amount),
      vat: moneyText(line.vat),
    })),
  );
}

function money(pricing: Pricing) {
  const totals = totalsOf(pricing);
  return {
    vatMode: pricing.vatMode,
    vatRate: pricing.vatRate,
    subtotal: moneyText(totals.subtotal),
    vat: moneyText(totals.vat),
    total: moneyText(totals.total),
  };
}

export interface NewDocument {
  workspaceId: string;
  kind: DocumentKind;
  partnerId: string;
  legalEntityId: string;
  seller: Party;
  buyer: Party;
  pricing: Pricing;
  fields: DocumentFields;
  numbering: NumberingTemplate;
  contractId?: string | null;
  invoiceId?: string | null;
  createdById: string;
}

/** Inserts a document under the next number; call inside a transaction so the number and the row commit together. */
export async function insertDocument(tx: ModuleOrm, input: NewDocument): Promise<DocumentRow> {
  const year = yearOf(input.pricing.date);
  const sequence = await nextSequence(tx, input.legalEntityId, input.kind, year);
  const [row] = await tx
    .insert(documents)
    .values({
      workspaceId: input.workspaceId,
      kind: input.kind,
      partnerId: input.partnerId,
      legalEntityId: input.legalEntityId,
      number: formatDocumentNumber(input.numbering, sequence, year),
      year,
      sequence,
      date: input.pricing.date,
      ...money(input.pricing),
      ...input.fields,
      contractId: input.contractId ?? null,
      invoiceId: input.invoiceId ?? null,
      seller: input.seller,
      buyer: input.buyer,
      createdById: input.createdById,
    })
    .returning();
  await writeLines(tx, row!.id, input.pricing);
  return row!;
}

/** Rewrites a draft's content; its number and year stay. */
export async function updateDraft(
  tx: ModuleOrm,
  id: string,
  pricing: Pricing,
  fields: DocumentFields,
  buyer: Party,
  seller: Party,
): Promise<void> {
  await tx
    .update(documents)
    .set({ date: pricing.date, ...money(pricing), ...fields, buyer, seller, updatedAt: new Date() })
    .where(eq(documents.id, id));
  await writeLines(tx, id, pricing);
}

export async function findDocument(orm: ModuleOrm, workspaceId: string, id: string): Promise<DocumentRow | null> {
  const [row] = await orm
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.workspaceId, workspaceId)));
  return row ?? null;
}

export async function linesOf(orm: ModuleOrm, documentId: string): Promise<LineRow[]> {
  return orm.select().from(documentLines).where(eq(documentLines.documentId, documentId)).orderBy(asc(documentLines.position));
}

export async function paymentsOf(orm: ModuleOrm, documentId: string) {
  return orm
    .select({ id: payments.id, amount: payments.amount, paidOn: payments.paidOn, createdAt: payments.createdAt })
    .from(payments)
    .where(eq(payments.documentId, documentId))
    .orderBy(asc(payments.createdAt));
}

/** The stored document as the priced part again: what its PDF and its next edit start from. */
export function pricingOf(row: DocumentRow, lines: readonly LineRow[]): Pricing {
  return {
    date: row.date,
    vatMode: isVatMode(row.vatMode) ? row.vatMode : 'included',
    vatRate: isVatRateCode(row.vatRate) ? row.vatRate : 'standard',
    lines: lines.map((line) => ({
      name: line.name,
      quantity: new Dec(line.quantity),
      unit: line.unit,
      price: new Dec(line.price),
      ...(line.vatRate && isVatRateCode(line.vatRate) ? { vatRate: line.vatRate } : {}),
    })),
  };
}

export function printable(row: DocumentRow, lines: readonly LineRow[]): InvoiceDocument | ActDocument | ContractDocument {
  const pricing = pricingOf(row, lines);
  const common = {
    number: row.number,
    date: row.date,
    seller: row.seller,
    buyer: row.buyer,
    vatMode: pricing.vatMode,
    vatRate: pricing.vatRate,
    lines: pricing.lines,
  };
  if (row.kind === 'contract') {
    return {
      ...common,
      subject: row.subject,
      validFrom: row.validFrom ?? row.date,
      ...(row.validTo ? { validTo: row.validTo } : {}),
      ...(row.city ? { city: row.city } : {}),
      terms: row.terms,
    };
  }
  return {
    ...common,
    ...(row.basis ? { basis: row.basis } : {}),
    ...(row.dueDate ? { dueDate: row.dueDate } : {}),
    ...(row.note ? { note: row.note } : {}),
  };
}

export function documentJson(row: DocumentRow, extra: Record<string, unknown> = {}) {
  const { workspaceId: _workspace, sequence: _sequence, remindedAt: _reminded, ...fields } = row;
  return { ...fields, ...extra };
}

export function lineJson({ documentId: _document, ...line }: LineRow) {
  return line;
}
