/**
 * Who signs for the counterparty: set on a contract (position, full name, basis — «Устава», «доверенности № …»)
 * and carried to the invoices and acts made under it, so the preamble and every signature line name the same
 * person. Not given: the document keeps whom it had; null or all fields empty: nobody named, blanks are printed.
 */
import { type DocumentIssue, issue } from '../../shared/documents/issues';
import type { Party, Signer } from './documentModel';

const K = 'documents';
const MAX = 300;

export type SignerInput = { ok: true; signer: Signer | null | undefined } | { ok: false; issues: DocumentIssue[] };

export function readBuyerSigner(value: unknown): SignerInput {
  if (value === undefined) return { ok: true, signer: undefined };
  if (value === null) return { ok: true, signer: null };
  if (typeof value !== 'object' || Array.isArray(value)) return { ok: false, issues: [issue('buyerSigner', `${K}.signerInvalid`)] };
  const record = value as Record<string, unknown>;
  const issues: DocumentIssue[] = [];
  const field = (name: 'position' | 'name' | 'basis') => {
    const raw = record[name];
    const text = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
    if (raw !== undefined && raw !== null && typeof raw !== 'string') issues.push(issue(`buyerSigner.${name}`, `${K}.signerInvalid`));
    if (text.length > MAX) issues.push(issue(`buyerSigner.${name}`, `${K}.tooLong`, { max: MAX }));
    return text;
  };
  const position = field('position');
  const name = field('name');
  const basis = field('basis');
  if (!name && (position || basis)) issues.push(issue('buyerSigner.name', `${K}.signerNameRequired`));
  if (issues.length > 0) return { ok: false, issues };
  if (!name) return { ok: true, signer: null };
  return { ok: true, signer: { name, ...(position ? { position } : {}), ...(basis ? { basis } : {}) } };
}

/** The buyer as printed, with its signer: the one given, else the one it had (null clears it). */
export function withSigner(party: Party, given: Signer | null | undefined, had: Signer | undefined): Party {
  const { signatory: _current, ...rest } = party;
  const signer = given === undefined ? had : given;
  return signer ? { ...rest, signatory: signer } : rest;
}
