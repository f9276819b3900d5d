/**
 * A short imperative card title from a message: the request clause, starting at its verb («Таня,
 * запроси, пожалуйста, акт сверки до четверга» → «Запросить акт сверки»), without greetings, names,
 * politeness, dates and the reasons that follow.
 */
import { NOT_NAMES } from './assignee';
import { NEED, POLITE, REQUEST, SELF_NOTE, looksLikeEnglishImperative, looksLikeRussianImperative, withoutQuotes } from './cues';
import { findDueCandidates } from './dueDate';
import { clauseHeads } from './features';
import { imperativeToInfinitive } from './infinitive';
import type { LocalDateTime } from './localDate';
import { tokenize } from './tokenize';

const MAX_LENGTH = 80;
const FORWARD_HEADER = /^(?:переслано\s+от|forwarded\s+from|fwd\s+from|fw:|fwd:)/i;
const POLITE_WORDS = /[\s,]*(?<![\p{L}])(?:пожалуйста|плиз|плз|pls|plz|please|будь\s+добр[а]?|если\s+не\s+сложно|thanks!?|спасибо!?)(?![\p{L}])[\s,]*/giu;
const LEAD_IN = new RegExp(
  [
    '^(?:@[A-Za-z0-9_]+\\s*)+',
    '^[\\p{L}]+\\s+[—–]\\s+',
    '^(?:и|а|тогда|ок|заодно|кстати|также|ещё|еще|давай|давайте|so|and|also|then|ok)[,\\s]+',
    '^(?:(?:can|could|would|will)\\s+(?:you|someone|somebody|anyone)\\s+(?:please\\s+)?(?:mind\\s+)?)',
    '^(?:would\\s+you\\s+mind\\s+)',
    '^(?:(?:i\\s+)?(?:need|have)\\s+to\\s+remember\\s+to\\s+|remember\\s+to\\s+|note\\s+to\\s+self\\s*[:—-]?\\s*|(?:напоминалка|пометка)\\s+себе\\s*[:—-]?\\s*|себе(?:\\s+на\\s+\\S+)?\\s*[:—-]\\s*)',
    '^(?:(?:надо|нужно)\\s+не\\s+забыть\\s+|не\\s+забыть\\s+(?:бы\\s+)?|не\\s+забудь(?:те)?\\s+|don\'?t\\s+forget\\s+to\\s+)',
    '^(?:надо\\s+бы\\s+|надо\\s+|нужно\\s+|необходимо\\s+|i\\s+need\\s+to\\s+|we\\s+need\\s+to\\s+|need\\s+to\\s+|make\\s+sure\\s+)',
    '^(?:можешь|сможешь|можете|сможете)\\s+',
    '^(?:(?:it\\s+)?would\\s+be\\s+(?:great|ace|good|nice|awesome|lovely)\\s+if\\s+(?:you|someone|somebody|anyone)\\s+(?:could\\s+)?)',
    '^(?:if\\s+you(?:\\s+have|\\s*\'ve)\\s+got\\s+a\\s+(?:sec|second|minute|moment)\\s*,?\\s*)',
  ].join('|'),
  'iu',
);
/** A name addressed, case-sensitive: «Таня, …», "Tom — …". */
/** «было бы здорово, если бы ты разобрал…»: the wish's verb is in the past tense and becomes the infinitive. */
const WISH_LEAD_IN = /^(?:ребят[а]?,?\s*)?было\s+бы\s+(?:здорово|хорошо|супер|отлично|идеально|круто|классно)\s*,?\s*если\s+бы\s+(?:ты|вы|кто-(?:то|нибудь)(?:\s+из\s+вас)?)\s+(\S+)/iu;
const NAME_LEAD_IN = /^[A-ZА-ЯЁ][a-zа-яё]+\s*(?:,|\s[—–-]\s)\s*/u;
/** Whatever comes before the person the request is addressed to is context, not the task. */
const ADDRESSED_AT = /(?:^|[\s,.!?:])(?:@[A-Za-z0-9_]{3,32}\s+|[A-ZА-ЯЁ][a-zа-яё]+\s*(?:,|\s[—–-]\s))/gu;
const SELF_NOTE_END = /(?:себе(?:\s+на\s+[\p{L}]+)?|note\s+to\s+self|напоминалка|пометка\s+себе|reminder)\s*$/iu;
const TAIL = /\s*(?:[,;:(]\s*(?:а|но|чтобы|чтоб|иначе|а\s+то|потому|так\s+как|там|если|хочу|мне|они|он|она|это|if|so|because|otherwise|as|since|they|we|it'?s|there|i|want|need|then)(?![\p{L}])|\s[—–]\s|[.!?;\n]).*$/isu;

export function extractTitle(text: string, sent?: LocalDateTime): string {
  const sentence = requestSentence(text);
  const segments = sentence.split(/\s[—–]\s|:\s/).filter((part) => tokenize(part).length > 0);
  // What follows «себе:» or "note to self —" is the task itself.
  const noted = segments.findIndex((part, i) => i + 1 < segments.length && SELF_NOTE_END.test(part));
  let title = noted >= 0 ? segments[noted + 1]! : segments.reduce((best, part) => (rank(part) > rank(best) ? part : best), segments[0] ?? sentence);
  // The first person addressed: a capitalised word later on («Да Хун Пао, новая…») is more often a name of a thing.
  const addressed = [...title.matchAll(ADDRESSED_AT)].find((m) => !NOT_NAMES.has(m[0].replace(/[^\p{L}]/gu, '').toLowerCase()));
  if (addressed?.index !== undefined && addressed.index > 0) title = title.slice(addressed.index).replace(/^[\s,.!?:]+/, '');
  if (sent) {
    const spans = findDueCandidates(title, sent).sort((a, b) => b.index - a.index);
    for (const span of spans) title = `${title.slice(0, extendLeft(title, span.index))} ${title.slice(span.end)}`;
  }
  title = title.replace(NAME_LEAD_IN, '').replace(POLITE_WORDS, ' ').replace(/\s+/g, ' ').trim();
  title = title.replace(WISH_LEAD_IN, (_, verb: string) => pastToInfinitive(verb));
  title = startAtVerb(title);
  title = title.replace(TAIL, '').replace(/[\s,.:;!?—–-]+$/u, '').replace(/\s+,/g, ',').replace(/,\s*,/g, ',').trim();
  title = title.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '').replace(/(?:^|\s)@[A-Za-z0-9_]+/g, '').replace(/\s+/g, ' ').trim();
  if (title === '') title = sentence.trim();
  if (title.length > MAX_LENGTH) title = `${title.slice(0, title.lastIndexOf(' ', MAX_LENGTH - 1))}…`;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The sentence that asks for something; the last one when none clearly does. */
function requestSentence(text: string): string {
  const lines = withoutQuotes(text)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !FORWARD_HEADER.test(l) && !/^[«"“].*[»"”]$/.test(l));
  const sentences = lines.flatMap((l) => l.split(/(?<=[.!?])\s+/)).filter((s) => tokenize(s).length > 0);
  if (sentences.length === 0) return text.trim();
  const scored = sentences.map((s) => ({ s, score: rank(s) }));
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  return best.score >= 100 ? best.s : sentences[sentences.length - 1]!;
}

/** Asking outranks not asking; among equals the longer part says more about the task. */
function rank(part: string): number {
  return requestScore(part) * 100 + Math.min(part.length, 99);
}

function requestScore(sentence: string): number {
  let score = 0;
  const heads = clauseHeads(sentence);
  if (heads.some(({ head, next }) => looksLikeRussianImperative(head.word) || looksLikeEnglishImperative(head.word, next?.word))) score += 2;
  if (REQUEST.test(sentence) || SELF_NOTE.test(sentence)) score += 2;
  if (NEED.test(sentence) || POLITE.test(sentence)) score += 1;
  if (/@[A-Za-z0-9_]{3,}/.test(sentence)) score += 1;
  return score;
}

/** Starts the title at the request's verb, turning a Russian imperative into the infinitive. */
function startAtVerb(clause: string): string {
  let rest = clause;
  for (let i = 0; i < 6; i += 1) {
    const next = rest.replace(NAME_LEAD_IN, '').replace(LEAD_IN, '').trim();
    if (next === rest) break;
    rest = next;
  }
  const tokens = tokenize(rest);
  const isVerb = (i: number) => {
    const t = tokens[i]!;
    return looksLikeRussianImperative(t.word) && !/^[A-ZА-ЯЁ]/.test(rest.charAt(t.index));
  };
  const verbAt = tokens.findIndex((_, i) => i <= 1 && isVerb(i));
  if (verbAt < 0) return rest;
  // The request's verb and the verbs joined to it («зафиксируй и маякни») all become infinitives.
  let result = rest.slice(tokens[verbAt]!.index);
  const shift = tokens[verbAt]!.index;
  for (let i = tokens.length - 1; i >= verbAt; i -= 1) {
    const joined = i === verbAt || (tokens[i - 1]?.word === 'и' && isVerb(i));
    if (!joined) continue;
    const t = tokens[i]!;
    const from = t.index - shift;
    result = `${result.slice(0, from)}${imperativeToInfinitive(result.slice(from, from + t.word.length))}${result.slice(from + t.word.length)}`;
  }
  return result;
}

/** Takes in the preposition before a date («до четверга», "by Friday") so that it goes with the date. */
function extendLeft(text: string, index: number): number {
  const m = /(?:^|\s)(?:до|к|ко|в|во|на|по|с|by|before|until|till|on|at|due|for|не\s+позже|no\s+later\s+than|желательно|ideally)\s*$/iu.exec(text.slice(0, index));
  return m ? m.index : index;
}

/** «разобрал» → «разобрать», «написала» → «написать», «глянул» → «глянуть»; other forms are left as they are. */
function pastToInfinitive(word: string): string {
  return /^[а-яё]+[аяиеу]л[аи]?$/i.test(word) ? word.replace(/([аяиеу])л[аи]?$/i, '$1ть') : word;
}
