/**
 * "someone kill breaker 14 now", "anyone near Welshpool get here with the spray unit", "whoever is near, power cycle
 * the router": an order to whoever is nearest, said to "someone", "anyone" or "whoever" with the verb in the imperative,
 * a few words of where or who before it.
 */
import { EN_WORK_VERBS, looksLikeEnglishImperative } from './englishImperative';
import { tokenize } from './tokenize';

const SOMEONE_FIRST = /^(?:(?:urgent|pls|please|guys)[\s,:!]+)?(?:@[A-Za-z0-9_]+\s+)*(?:some(?:one|body)|any(?:one|body)|whoever)\s/iu;
/** Words that say who among them is meant, not what to do: "anyone on site", "someone near the gate". */
const WHO_AMONG =
  /^(?:near|on|at|in|by|from|around|close|nearby|free|here|there|else|with|the|a|to|of|site|shift|today|tonight|now|please|pls|plz|is|who|whos|closest|nearest)$/;
const REACH = 4;
/** Verbs of stopping harm, said to whoever is nearest, that need no object word after them to be read as orders. */
const NEAREST_ONE_VERBS = new Set([
  'kill',
  'switch',
  'turn',
  'shut',
  'stop',
  'open',
  'close',
  'come',
  'help',
  'pop',
  'run',
  'hold',
  'grab',
  'get',
  'power',
  'reset',
  'restart',
  'reboot',
  'unplug',
]);
/** Past forms and verbs of knowing that read like imperatives before "the": "anyone seen the keys?", "anyone know the code?". */
const NOT_ORDERS =
  /^(?:seen|saw|left|done|did|got|took|taken|made|sent|found|lost|broke|broken|said|told|had|heard|knew|known|went|gone|been|know|think|want|have|need|mind|remember|fancy)$/;

function isOrderVerb(word: string, next: string | undefined): boolean {
  // "whoever frees up first": a verb in -s is said of them, not to them.
  if (NOT_ORDERS.test(word) || /[^s]s$/.test(word)) return false;
  return EN_WORK_VERBS.has(word) || NEAREST_ONE_VERBS.has(word) || looksLikeEnglishImperative(word, next);
}

/** The offset of the verb ordered, or -1 when the sentence is no such order. */
export function someoneOrderedAt(sentence: string): number {
  const opening = SOMEONE_FIRST.exec(sentence.trim());
  // "anyone watch the Bears sunday?": asking anyone is asking whether it happened.
  if (!opening || (/^\S*\s*any/iu.test(opening[0]) && sentence.trim().endsWith('?'))) return -1;
  const start = sentence.length - sentence.trimStart().length + opening[0].length;
  const tokens = tokenize(sentence.slice(start));
  for (let i = 0; i < Math.min(tokens.length, REACH + 1); i += 1) {
    const t = tokens[i]!;
    if (i > 0 && !WHO_AMONG.test(tokens[i - 1]!.word) && !/^\p{Lu}/u.test(sentence.slice(start + tokens[i - 1]!.index))) return -1;
    if (isOrderVerb(t.word, tokens[i + 1]?.word)) return start + t.index;
  }
  return -1;
}
