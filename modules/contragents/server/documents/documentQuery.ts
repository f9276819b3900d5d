/**
 * What the top bar's search text asks of documents: a kind named by a word («счёт», «акт», «договор»), an
 * amount («15 000», «15000,50 ₽»), or words found in the number or the partner's name, INN or contacts.
 */
import { searchText } from '../partners/partnerOrder';
import type { DocumentKind } from './numbering';

export interface DocumentQuery {
  kind?: DocumentKind;
  /** The amount as a plain decimal ('15000.5') when the rest of the text reads as one. */
  amount?: string;
  /** Each must be in the number or the partner's search text. */
  terms: string[];
}

/** The word forms a person types for each kind, after searchText (lower case, ё as е). */
const KIND_WORDS: Record<string, DocumentKind> = {
  счет: 'invoice',
  счета: 'invoice',
  invoice: 'invoice',
  акт: 'act',
  акта: 'act',
  act: 'act',
  договор: 'contract',
  договора: 'contract',
  contract: 'contract',
};

const AMOUNT = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?:\s*(?:₽|р\.?|руб\.?|rub))?$/;

export function readDocumentQuery(text: string): DocumentQuery {
  const words = searchText(text.replace(/[№#]/g, ' '))
    .split(' ')
    .filter((word) => word !== '');
  const kind = words.map((word) => KIND_WORDS[word]).find((found) => found !== undefined);
  const rest = words.filter((word) => !KIND_WORDS[word]);
  const amount = AMOUNT.exec(rest.join(' '));
  return {
    ...(kind ? { kind } : {}),
    ...(amount ? { amount: `${amount[1]!.replace(/\D/g, '')}${amount[2] ? `.${amount[2]}` : ''}` } : {}),
    terms: rest,
  };
}
