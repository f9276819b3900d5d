/** The editor's starting form: a new document for a partner, or a stored draft as it is. */
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
      quantity: line.quantity,
      unit: line.unit,
      price: line.price,
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

/** What is sent: blank optional dates are left out (the server then picks its default, e.g. the due date). */
export function draftBody(kind: DocumentKind, draft: DocumentDraft): DocumentDraft {
  const { dueDate, validFrom, validTo, subject, city, basis, buyerSigner, ...rest } = draft;
  return {
    ...rest,
    ...(basis ? { basis } : {}),
    ...(kind === 'invoice' && dueDate ? { dueDate } : {}),
    ...(kind === 'contract'
      ? { subject: subject ?? '', ...(city ? { city } : {}), ...(validFrom ? { validFrom } : {}), ...(validTo ? { validTo } : {}), buyerSigner: buyerSigner ?? NO_SIGNER }
      : {}),
  };
}
