/** The editor's starting form: a new document for a partner, or a stored draft as it is. */
import { formatNumber, parseAmount } from '@artel/sdk';
import type { DocumentDetail, DocumentDraft, DocumentKind, SignerDraft } from './documentTypes';

export const todayText = () => new Date().toISOString().slice(0, 10);

export const NO_SIGNER: SignerDraft = { position: '', name: '', basis: '' };

export function newDraft(kind: DocumentKind, partnerId: string, unit: string, date = todayText()): DocumentDraft {
  return {
    partnerId,
    date,
    vatMode: 'included',
    vatRate: 'standard',
    lines: [{ name: '', quantity: '1', unit, price: '' }],
    ...(kind === 'contract' ? { subject: '', city: '', validFrom: date, validTo: '', buyerSigner: NO_SIGNER } : {}),
    ...(kind === 'invoice' ? { basis: '' } : {}),
  };
}

export function draftOf(document: DocumentDetail): DocumentDraft {
  return {
    partnerId: document.partnerId,
    date: document.date,
    vatMode: document.vatMode,
    vatRate: document.vatRate,
    lines: document.lines.map((line) => ({
      name: line.name,
      // As the reader writes numbers («1 200,50», «1,5»); draftBody reads them back.
      quantity: formatNumber(line.quantity, { maximumFractionDigits: 3 }),
      unit: line.unit,
      price: formatNumber(line.price, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      ...(line.vatRate ? { vatRate: line.vatRate } : {}),
    })),
    basis: document.basis ?? '',
    ...(document.kind === 'invoice' ? { dueDate: document.dueDate ?? '' } : {}),
    ...(document.kind === 'contract'
      ? {
          subject: document.subject ?? '',
          city: document.city ?? '',
          validFrom: document.validFrom ?? '',
          validTo: document.validTo ?? '',
          buyerSigner: { ...NO_SIGNER, ...document.buyer.signatory },
        }
      : {}),
  };
}

/** «10 000,50» typed → «10000.50»; what is not a number goes as typed, for the server to name the field. */
const exact = (typed: string) => parseAmount(typed) ?? typed;

/**
 * What is sent: numbers in the API's form, blank optional dates left out (the server then picks its default,
 * e.g. the due date).
 */
export function draftBody(kind: DocumentKind, draft: DocumentDraft): DocumentDraft {
  const { dueDate, validFrom, validTo, subject, city, basis, buyerSigner, lines, ...rest } = draft;
  return {
    ...rest,
    lines: lines.map((line) => ({ ...line, quantity: exact(line.quantity), price: exact(line.price) })),
    ...(basis ? { basis } : {}),
    ...(kind === 'invoice' && dueDate ? { dueDate } : {}),
    ...(kind === 'contract'
      ? {
          subject: subject ?? '',
          ...(city ? { city } : {}),
          ...(validFrom ? { validFrom } : {}),
          ...(validTo ? { validTo } : {}),
          buyerSigner: buyerSigner ?? NO_SIGNER,
        }
      : {}),
  };
}
