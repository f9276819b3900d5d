/**
 * What a typed search finds in a partner's search text (name, INN, contacts' names, phones and e-mails, folded by
 * searchText). A fragment of three characters or more is found anywhere in it, as before. One or two characters
 * are found only at the start of a word — of the name, the INN, a phone's group of digits, a part of an e-mail —
 * as CRM search boxes do: «55» finds INN 5503… and «Склад-55», not every partner with «55» somewhere inside its
 * INN, and «ро» finds «Ромашка», not «Петров».
 */
export const SHORTEST_INSIDE_MATCH = 3;

const WORD_BREAKS = /[^\p{L}\p{N}]+/u;

export interface Searchable {
  searchText: string;
  /** The search text's words, each after a space, so a word's start is found by `includes(' ' + term)`. */
  wordStarts: string;
}

export function wordStarts(searchText: string): string {
  return ` ${searchText
    .split(WORD_BREAKS)
    .filter((word) => word !== '')
    .join(' ')}`;
}

/**
 * Whether a partner has every term: terms come from searchText(query).split(' '), so they are folded as the text
 * is. Decided once per request and then run for each of the workspace's partners, so nothing is built per partner.
 */
export function termsMatcher(terms: readonly string[]): (partner: Searchable) => boolean {
  const wordStartTerms = terms.filter((term) => term.length < SHORTEST_INSIDE_MATCH).map((term) => ` ${term}`);
  const insideTerms = terms.filter((term) => term.length >= SHORTEST_INSIDE_MATCH);
  return (partner) => {
    for (const term of insideTerms) if (!partner.searchText.includes(term)) return false;
    for (const term of wordStartTerms) if (!partner.wordStarts.includes(term)) return false;
    return true;
  };
}
