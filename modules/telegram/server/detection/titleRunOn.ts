/**
 * A voice message typed out without punctuation («короче звонил Виктор … Олег глянь пожалуйста можем принять
 * возврат или нет») is one long sentence of story with the request somewhere inside it. The request starts at
 * words that ask («надо …ть», «кто-нибудь», "can someone", «Олег глянь», «проверь пожалуйста») and runs to the
 * next such words or to a comment of the speaker's own («я потом сам…», "I already looked", «а то…»).
 */
import { isRussianImperative } from './russianImperative';
import { letAsTask } from './titleLetThem';
import { tokenize } from './tokenize';
import { isWeakTitle } from './wantedAction';

/** Long enough to be a story, and so sparsely punctuated that the sentences were never marked. */
const RUN_ON_WORDS = 16;
const WORDS_PER_MARK = 12;

const ASKING = new RegExp(
  [
    '(?<![\\p{L}-])(?:кто-нибудь|кто-то|кто\\s+(?:может|сможет))(?![\\p{L}])',
    // «надо новую мембрану заказать»: the object may come before the verb.
    '(?<![\\p{L}])(?:надо|нужно)(?:\\s+(?:бы|наверное))?(?=(?:\\s+[а-яё-]+){0,3}?\\s+[а-яё]+(?:ть|ти|чь)(?:ся)?(?![\\p{L}]))',
    "(?<![\\p{L}])(?:(?:can|could)\\s+(?:someone|somebody|anyone|you|whoever'?s\\s+in)|(?:someone|somebody)\\s+(?:needs\\s+to|should|has\\s+to)|(?:maybe\\s+)?you\\s+could)(?![\\p{L}])",
  ].join('|'),
  'giu',
);
/** Where the speaker goes back to themselves or to a warning: «я дам варианты», "I already looked", «а то потом…». */
const SPEAKER_AGAIN = /\s(?:я|мы|он|она|они|I|I'm|we|they|а\s+то|иначе|пока|когда|because|before|а\s+у\s+меня)(?=\s|$).*$/su;
/** The asking words that are not part of the title: who is asked («кто-нибудь», "someone needs to"). */
const WHO_IS_ASKED =
  /^(?:кто-нибудь|кто-то|кто\s+(?:может|сможет)|(?:can|could)\s+(?:someone|somebody|anyone|you|whoever'?s\s+in)|(?:someone|somebody)\s+(?:needs\s+to|should|has\s+to)|(?:maybe\s+)?you\s+could)\s+(?:из\s+[а-яё]+\s+)?(?:(?:может|сможет)\s+)?/iu;

export function isRunOn(sentence: string): boolean {
  const words = tokenize(sentence).length;
  const marks = (sentence.match(/[,.;!?—–:]/g) ?? []).length;
  return words >= RUN_ON_WORDS && marks * WORDS_PER_MARK < words;
}

/**
 * The last part of a run-on that asks for work whose title (made by `titled`) names its object; null when no
 * part asks or none names one, so that the story stays the title's source.
 */
export function runOnRequest(sentence: string, titled: (part: string) => string): string | null {
  const starts = [...askingAt(sentence)].sort((a, b) => a - b);
  const parts = starts.map((start, i) =>
    sentence
      .slice(start, starts[i + 1] ?? sentence.length)
      .replace(SPEAKER_AGAIN, '')
      .replace(WHO_IS_ASKED, '')
      .trim(),
  );
  return parts.filter((part) => !isWeakTitle(titled(part))).at(-1) ?? null;
}

/**
 * Where asking words start, where an imperative does after a name («Вова глянь») or before «пожалуйста», and where
 * «пусть» gives an order.
 */
function askingAt(sentence: string): Set<number> {
  const at = new Set([...sentence.matchAll(ASKING)].map((m) => m.index ?? 0));
  const tokens = tokenize(sentence);
  tokens.forEach((t, i) => {
    if (!t.cyrillic || !isRussianImperative(t.word)) return;
    const before = tokens[i - 1];
    const namedBefore = before !== undefined && /^\p{Lu}/u.test(sentence.charAt(before.index)) && i > 1;
    if (namedBefore) at.add(before.index);
    else if (/^(?:пожалуйста|плиз|плз)$/.test(tokens[i + 1]?.word ?? '')) at.add(t.index);
  });
  // «а Ирина пусть закажет воду»: an order given through someone, unless it is the purpose of one just given
  // («позвони в УК пусть посыплют»).
  tokens.forEach((t, i) => {
    if (t.word !== 'пусть' || tokens.slice(Math.max(0, i - 5), i).some((b) => isRussianImperative(b.word))) return;
    const named = i > 0 && /^\p{Lu}/u.test(sentence.charAt(tokens[i - 1]!.index));
    const start = named ? tokens[i - 1]!.index : t.index;
    const part = sentence.slice(start);
    if (letAsTask(part) !== part) at.add(start);
  });
  return at;
}
