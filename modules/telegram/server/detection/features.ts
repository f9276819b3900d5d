/**
 * The classifier's features, chosen to carry over to chats of trades never seen: stemmed words and
 * word pairs, the head word of each clause (where the verb of a request sits) with its ending, and
 * cues of asking, assigning, deferring and reporting in Russian and English. No chat names, no authors.
 */
import { l2Normalise } from './charNgrams';
import { ASKS_ANYONE, NEED, OWNERSHIP, POLITE, REPORT, REQUEST, SELF_NOTE, THANKS, VAGUE, HEAD_FILLERS, looksLikeRussianImperative } from './cues';
import { findDueCandidates } from './dueDate';
import { parseSentAt } from './localDate';
import { tokenize, type Token } from './tokenize';
import type { ChatMessage } from './types';

const CLAUSE_BREAK = /[.!?;:\n]+|\s[—–-]\s|,/;

/** Capitalised word (or @mention) opening a clause and followed by a comma or a dash: a person addressed. */
export const VOCATIVE = /(?:^|[.!?\n]\s*|,\s*)(?:@[A-Za-z0-9_]{3,32}|[A-ZА-ЯЁ][a-zа-яё]{1,15})\s*(?:,|\s[—–-]\s)/u;

export function messageFeatures(message: ChatMessage): Map<string, number> {
  const text = message.text;
  const tokens = tokenize(text);
  const lexical = new Map<string, number>();
  tokens.forEach((token, i) => {
    lexical.set(`w:${token.stem}`, 1);
    const next = tokens[i + 1];
    if (next) lexical.set(`b:${token.stem} ${next.stem}`, 1);
    if (token.cyrillic && token.word.length >= 4) lexical.set(`suf:${token.word.slice(-2)}`, 1);
  });
  for (const head of clauseHeads(text)) {
    lexical.set(`head:${head.stem}`, 1);
    if (head.cyrillic) lexical.set(`headsuf:${head.word.slice(-2)}`, 1);
  }
  const features = l2Normalise(lexical);
  const cue = (name: string, on: boolean) => {
    if (on) features.set(name, 1);
  };
  const heads = clauseHeads(text);
  cue('cue:imperative-head', heads.some((h) => looksLikeRussianImperative(h.word)));
  cue('cue:mention', /@[A-Za-z0-9_]{3,32}/.test(text));
  cue('cue:vocative', VOCATIVE.test(text));
  cue('cue:polite', POLITE.test(text));
  cue('cue:request', REQUEST.test(text));
  cue('cue:need', NEED.test(text));
  cue('cue:vague', VAGUE.test(text));
  cue('cue:self-note', SELF_NOTE.test(text));
  cue('cue:ownership', OWNERSHIP.test(text));
  cue('cue:asks-anyone', ASKS_ANYONE.test(text));
  cue('cue:question', text.includes('?'));
  cue('cue:thanks', THANKS.test(text));
  cue('cue:report', REPORT.test(text));
  cue('cue:short', tokens.length <= 6);
  const due = findDueCandidates(text, parseSentAt(message.sent_at));
  cue('cue:due', due.some((c) => !c.past && !c.start));
  cue('cue:past-date', due.some((c) => c.past));
  return features;
}

/** The first content word of each clause, after fillers, names addressed and politeness. */
export function clauseHeads(text: string): Token[] {
  const heads: Token[] = [];
  for (const clause of text.split(CLAUSE_BREAK)) {
    const tokens = tokenize(clause);
    const head = tokens.find((t, i) => !HEAD_FILLERS.has(t.word) && !t.word.startsWith('@') && !(i === 0 && isCapitalisedName(clause, t)));
    if (head) heads.push(head);
  }
  return heads;
}

function isCapitalisedName(clause: string, token: Token): boolean {
  const original = clause.slice(token.index, token.index + token.word.length);
  return /^[A-ZА-ЯЁ]/.test(original) && tokenize(clause).length > 1 && /^[A-ZА-ЯЁ][a-zа-яё]+\s*$/.test(clause.slice(0, token.index + token.word.length).trim());
}
