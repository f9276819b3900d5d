/**
 * A workspace's contract template: its placeholders, its check before it is saved, and filling it from one
 * contract into a preamble and numbered sections. A placeholder alone on its line that comes out empty (no
 * specification, no further terms) removes the line, so clause numbers never skip.
 */
import { type DocumentIssue, issue } from '../../../shared/documents/issues';

export const CONTRACT_PLACEHOLDERS = [
  'seller',
  'buyer',
  'number',
  'date',
  'city',
  'subject',
  'specification',
  'price',
  'paymentDays',
  'validFrom',
  'validTo',
  'term',
  'terms',
  'requisites',
] as const;
export type ContractPlaceholder = (typeof CONTRACT_PLACEHOLDERS)[number];

/** Without these a contract has no parties or no signatures. */
const REQUIRED: readonly ContractPlaceholder[] = ['seller', 'buyer', 'requisites'];
export const CONTRACT_TEMPLATE_MAX_LENGTH = 50_000;

const PLACEHOLDER = /\{([^{}\s]*)\}/g;
const HEADING = /^#\s+(.+)$/;
const REQUISITES_LINE = /^[ \t]*\{requisites\}[ \t]*$/m;

export function validateContractTemplate(template: string): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  if (template.length > CONTRACT_TEMPLATE_MAX_LENGTH)
    issues.push(issue('template', 'documents.tooLong', { max: CONTRACT_TEMPLATE_MAX_LENGTH }));
  const used = new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''));
  for (const name of used) {
    if (!(CONTRACT_PLACEHOLDERS as readonly string[]).includes(name))
      issues.push(issue('template', 'documents.templatePlaceholderUnknown', { name: `{${name}}` }));
  }
  for (const name of REQUIRED) {
    if (!used.has(name)) issues.push(issue('template', 'documents.templatePlaceholderMissing', { name: `{${name}}` }));
  }
  // The requisites and signatures are a block of their own, not words inside a clause.
  if (used.has('requisites') && !REQUISITES_LINE.test(template))
    issues.push(issue('template', 'documents.templateRequisitesOwnLine', { name: '{requisites}' }));
  return issues;
}

/** What each placeholder stands for in one contract: a line, or several clauses (terms). */
export type PlaceholderValues = Record<Exclude<ContractPlaceholder, 'terms' | 'requisites'>, string> & { terms: readonly string[] };

export type ContractBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; number: number; text: string }
  | { kind: 'clause'; number: string; text: string }
  | { kind: 'requisites' };

function expandLine(line: string, values: PlaceholderValues): string[] {
  const trimmed = line.trim();
  if (trimmed === '{terms}') return [...values.terms];
  const text = trimmed.replace(PLACEHOLDER, (whole, name: string) => {
    if (name === 'terms') return values.terms.join(' ');
    return name in values ? String(values[name as keyof PlaceholderValues]) : whole;
  });
  return text.trim() === '' ? [] : [text];
}

export function fillContractTemplate(template: string, values: PlaceholderValues): ContractBlock[] {
  const blocks: ContractBlock[] = [];
  let section = 0;
  let clause = 0;
  for (const line of template.split(/\r?\n/)) {
    const heading = HEADING.exec(line.trim());
    if (heading) {
      section += 1;
      clause = 0;
      blocks.push({ kind: 'heading', number: section, text: (heading[1] ?? '').trim() });
      continue;
    }
    if (line.trim() === '{requisites}') {
      blocks.push({ kind: 'requisites' });
      continue;
    }
    for (const text of expandLine(line, values)) {
      if (section === 0) {
        blocks.push({ kind: 'paragraph', text });
      } else {
        clause += 1;
        blocks.push({ kind: 'clause', number: `${section}.${clause}`, text });
      }
    }
  }
  return blocks;
}
