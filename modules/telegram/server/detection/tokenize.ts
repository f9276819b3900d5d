/** Words of a chat message, normalised and stemmed per script (Cyrillic → Russian, Latin → English). */
import { newStemmer } from 'snowball-stemmers';

const russian = newStemmer('russian');
const english = newStemmer('english');

export interface Token {
  /** Lower-cased, ё folded to е. */
  word: string;
  stem: string;
  /** Index of the first character in the original text. */
  index: number;
  cyrillic: boolean;
}

const WORD = /@[A-Za-z0-9_]{3,32}|[\p{L}][\p{L}\p{M}'’]*(?:-[\p{L}]+)*|\d+(?:[:.,]\d+)?/gu;
const CYRILLIC = /[\u0400-\u04FF]/;

export function normalise(word: string): string {
  return word.toLowerCase().replace(/ё/g, 'е').replace(/’/g, "'");
}

export function stem(word: string): string {
  if (word.startsWith('@')) return '@mention';
  if (/^\d/.test(word)) return /[:]/.test(word) ? '<time>' : '<num>';
  return CYRILLIC.test(word) ? russian.stem(word) : english.stem(word.replace(/'s$/, ''));
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = normalise(m[0]);
    tokens.push({ word, stem: stem(word), index: m.index ?? 0, cyrillic: CYRILLIC.test(word) });
  }
  return tokens;
}
