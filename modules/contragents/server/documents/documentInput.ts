/**
 * The whole body of a new or edited document: its kind, partner, the priced part (pricingInput.ts) and the
 * fields of its kind — an invoice's basis and due date, a contract's subject, city, validity and terms.
 * Defaults come from the module's config (VAT rate and mode, payment term); dates keep to their windows
 * (shared/documents/dateWindows.ts).
 */
import type { ModuleConfig } from '@artel/sdk/server';
import { addDays, formatRussianShortDate, isCalendarDate } from '../../shared/documents/calendarDate';
import { contractEndWindow, type DateWindow, documentDateWindow, dueDateWindow, within } from '../../shared/documents/dateWindows';
import { type DocumentIssue, issue } from '../../shared/documents/issues';
import type { DocumentKind } from './numbering';
import { type Pricing, type Read, readDocumentDate, readPricing } from './pricingInput';
import { isVatMode, isVatRateCode, type VatMode, type VatRateCode } from '../../shared/documents/vatRates';

export interface DocumentFields {
  basis: string;
  dueDate: string | null;
  note: string;
  subject: string;
  city: string;
  validFrom: string | null;
  validTo: string | null;
  terms: string[];
}

export interface DocumentValues {
  pricing: Pricing;
  fields: DocumentFields;
}

export type DocumentBody = Record<string, unknown>;

const K = 'documents';
const LIMITS = { basis: 500, note: 2000, subject: 5000, city: 100, terms: 50, termLength: 5000 } as const;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function limited(body: DocumentBody, field: keyof typeof LIMITS, issues: DocumentIssue[]): string {
  const value = text(body[field]);
  if (value.length > LIMITS[field]) issues.push(issue(field, `${K}.tooLong`, { max: LIMITS[field] }));
  return value;
}

function optionalDate(body: DocumentBody, field: string, issues: DocumentIssue[]): string | null {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    issues.push(issue(field, `${K}.dateInvalid`));
    return null;
  }
  return value;
}

function outOfRange(field: string, window: DateWindow): DocumentIssue {
  return issue(field, `${K}.dateOutOfRange`, { earliest: formatRussianShortDate(window.from), latest: formatRussianShortDate(window.to) });
}

/** `today` is the calendar day the windows of shared/documents/dateWindows.ts are counted from. */
export function readDocument(kind: DocumentKind, body: DocumentBody, config: ModuleConfig, today: string): Read<DocumentValues> {
  const issues: DocumentIssue[] = [];
  const vatRate: VatRateCode = isVatRateCode(config.defaultVatRate) ? config.defaultVatRate : 'standard';
  const vatMode: VatMode = isVatMode(config.defaultVatMode) ? config.defaultVatMode : 'included';
  const lines = body.lines ?? [];
  const contractWithoutItems = kind === 'contract' && Array.isArray(lines) && lines.length === 0;
  let pricing: Pricing | null = null;
  if (contractWithoutItems) {
    // A contract may fix no price at all; then it has no lines and no totals.
    const date = readDocumentDate(body.date, 'date');
    if (!date.ok) issues.push(...date.issues);
    else
      pricing = {
        date: date.value,
        vatMode: isVatMode(body.vatMode) ? body.vatMode : vatMode,
        vatRate: isVatRateCode(body.vatRate) ? body.vatRate : vatRate,
        lines: [],
      };
  } else {
    const priced = readPricing({ date: body.date, vatMode: body.vatMode ?? vatMode, vatRate: body.vatRate ?? vatRate, lines });
    if (priced.ok) pricing = priced.value;
    else issues.push(...priced.issues);
  }

  const dueDays = typeof config.invoiceDueDays === 'number' ? config.invoiceDueDays : 5;
  const documentWindow = documentDateWindow(today);
  const dated = pricing && within(pricing.date, documentWindow) ? pricing.date : null;
  if (pricing && !dated) issues.push(outOfRange('date', documentWindow));
  let dueDate = optionalDate(body, 'dueDate', issues);
  if (kind === 'invoice' && dueDate === null && body.dueDate === undefined && dated) dueDate = addDays(dated, dueDays);
  // Next to a date out of its window a due date says nothing more: that date is the mistake to point at.
  if (kind === 'invoice' && dueDate && dated) {
    const dueWindow = dueDateWindow(dated);
    if (dueDate < dueWindow.from) issues.push(issue('dueDate', `${K}.dueBeforeDate`));
    else if (dueDate > dueWindow.to) issues.push(issue('dueDate', `${K}.dueTooLate`, { max: formatRussianShortDate(dueWindow.to) }));
  }
  const fields: DocumentFields = {
    basis: limited(body, 'basis', issues),
    dueDate: kind === 'invoice' ? dueDate : null,
    note: limited(body, 'note', issues),
    subject: kind === 'contract' ? limited(body, 'subject', issues) : '',
    city: kind === 'contract' ? limited(body, 'city', issues) : '',
    validFrom: kind === 'contract' ? (optionalDate(body, 'validFrom', issues) ?? pricing?.date ?? null) : null,
    validTo: kind === 'contract' ? optionalDate(body, 'validTo', issues) : null,
    terms: [],
  };
  if (kind === 'contract') {
    if (!fields.subject) issues.push(issue('subject', `${K}.subjectRequired`));
    const endWindow = contractEndWindow(today);
    // A start taken from the document's date is that date's problem, said once under it.
    if (body.validFrom && fields.validFrom && !within(fields.validFrom, documentWindow))
      issues.push(outOfRange('validFrom', documentWindow));
    if (fields.validTo && !within(fields.validTo, endWindow)) issues.push(outOfRange('validTo', endWindow));
    else if (fields.validFrom && fields.validTo && fields.validTo < fields.validFrom)
      issues.push(issue('validTo', `${K}.validToBeforeFrom`));
    const terms = Array.isArray(body.terms) ? body.terms.map(text).filter((term) => term !== '') : [];
    if (terms.length > LIMITS.terms) issues.push(issue('terms', `${K}.tooManyTerms`, { max: LIMITS.terms }));
    terms.forEach((term, index) => {
      if (term.length > LIMITS.termLength) issues.push(issue(`terms.${index}`, `${K}.tooLong`, { max: LIMITS.termLength }));
    });
    fields.terms = terms;
  }
  if (issues.length > 0 || !pricing) return { ok: false, issues };
  return { ok: true, value: { pricing, fields } };
}
