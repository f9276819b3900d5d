/**
 * A search box's text as a to_tsquery expression for the 'russian' configuration: every word must match
 * (stemmed, so 'договоров' matches 'договор'), and the last one also as a prefix while the user is still
 * typing it ('догов' matches 'договор'). Only letters and digits reach the expression, so no input can
 * inject tsquery operators. Null when nothing searchable is left.
 */
const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 8;

export function prefixTsquery(text: string): string | null {
  const words = (text.normalize('NFC').match(WORD) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
