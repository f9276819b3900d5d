/**
 * Document number templates: «{number}» gives «15», «СЧ-{year}-{number}» with padding 4 gives
 * «СЧ-2026-0015». The sequence restarts every year per seller and document kind; handing out the next
 * sequence without gaps under concurrent creation is the database's job (see the document store), this file
 * only checks templates and formats a sequence number.
 */
import { type DocumentIssue, issue } from '../../shared/documents/issues';

export interface NumberingTemplate {
  template: string;
  /** The sequence is left-padded with zeros to this many digits (1 = no padding). */
  padding: number;
}

export const DOCUMENT_KINDS = ['invoice', 'act', 'contract'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DEFAULT_NUMBERING: Record<DocumentKind, NumberingTemplate> = {
  invoice: { template: '{number}', padding: 1 },
  act: { template: '{number}', padding: 1 },
  contract: { template: '{number}/{year}', padding: 1 },
};

export const TEMPLATE_MAX_LENGTH = 40;
export const PADDING_MAX = 10;
const PLACEHOLDER = /\{([^{}]*)\}/g;
const KNOWN_PLACEHOLDERS = new Set(['number', 'year']);

export function validateNumberingTemplate(numbering: NumberingTemplate, field = 'numbering'): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  const { template, padding } = numbering;
  if (template.trim() === '') return [issue(`${field}.template`, 'numbering.templateRequired')];
  if (template.length > TEMPLATE_MAX_LENGTH) {
    issues.push(issue(`${field}.template`, 'numbering.templateTooLong', { max: TEMPLATE_MAX_LENGTH }));
  }
  const placeholders = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const unknown = placeholders.find((name) => !KNOWN_PLACEHOLDERS.has(name));
  if (unknown !== undefined) {
    issues.push(issue(`${field}.template`, 'numbering.unknownPlaceholder', { placeholder: `{${unknown}}` }));
  } else if (template.replace(PLACEHOLDER, '').match(/[{}]/)) {
    issues.push(issue(`${field}.template`, 'numbering.unbalancedBraces'));
  }
  if (placeholders.filter((name) => name === 'number').length !== 1) {
    issues.push(issue(`${field}.template`, 'numbering.numberPlaceholderRequired'));
  }
  if (!Number.isInteger(padding) || padding < 1 || padding > PADDING_MAX) {
    issues.push(issue(`${field}.padding`, 'numbering.paddingRange', { min: 1, max: PADDING_MAX }));
  }
  return issues;
}

/** The printed number of the sequence-th document of a year. */
export function formatDocumentNumber(numbering: NumberingTemplate, sequence: number, year: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`Document sequence must be a positive integer, got ${sequence}`);
  const digits = String(sequence).padStart(numbering.padding, '0');
  return numbering.template.replace(PLACEHOLDER, (_, name: string) => (name === 'year' ? String(year) : digits));
}
