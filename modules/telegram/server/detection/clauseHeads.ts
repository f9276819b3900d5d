/** Where the verb of a request sits: the head word of each clause, for the classifier and the thread reader. */
import { HEAD_FILLERS, looksLikeEnglishImperative, looksLikeRussianImperative } from './cues';
import { tokenize, type Token } from './tokenize';

const SUBJECT_PRONOUNS = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'я', 'мы', 'вы', 'ты', 'они', 'он', 'она']);
const CLAUSE_BREAK = /[.!?;:\n]+|\s[—–-]\s|,/;

/**
 * The first content word of each clause (after fillers and @mentions), the word after it, and the first
 * three content words (a Russian verb may follow a time or an adverb: «в понедельник закажи», «срочно
 * закажи»). A clause that is one capitalised word is a name addressed («Таня, запроси…») and has no head.
 */
export interface ClauseHead {
  head: Token;
  next: Token | undefined;
  opening: Token[];
  /** The clause and its tokens, whose indices are within it: the words around an opening word. */
  clause: string;
  tokens: Token[];
  /** Where the head is in `tokens`. */
  at: number;
}

export function clauseHeads(text: string): ClauseHead[] {
  const heads: ClauseHead[] = [];
  for (const clause of text.split(CLAUSE_BREAK)) {
    if (/^\s*[A-ZА-ЯЁ][a-zа-яё]+\s*$/u.test(clause)) continue;
    const tokens = tokenize(clause);
    let at = tokens.findIndex((t) => !HEAD_FILLERS.has(t.word) && !t.word.startsWith('@'));
    // "Jess call Fig & Olive", «Петрович до 30-го оформи»: a name before the verb, without a comma, is the addressee.
    if (
      at >= 0 &&
      at + 1 < tokens.length &&
      /^\p{Lu}\p{Ll}+$/u.test(clause.slice(tokens[at]!.index, tokens[at]!.index + tokens[at]!.word.length)) &&
      // "We land in Santiago", "They want…": a pronoun opening the sentence is its subject, no one addressed.
      !SUBJECT_PRONOUNS.has(tokens[at]!.word)
    ) {
      const after = tokens[at + 1]!;
      if (looksLikeRussianImperative(after.word) || looksLikeEnglishImperative(after.word, tokens[at + 2]?.word)) at += 1;
    }
    if (at >= 0) heads.push({ head: tokens[at]!, next: tokens[at + 1], opening: tokens.slice(at, at + 3), clause, tokens, at });
  }
  return heads;
}
