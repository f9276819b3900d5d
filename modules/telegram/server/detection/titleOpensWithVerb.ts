/** Whether a title or a clause opens with its verb, the action a card names. */
import { looksLikeEnglishImperative } from './cues';
import { isRussianImperative } from './russianImperative';
import { tokenize } from './tokenize';

/** «отвезти», «найти», «помочь», «проверить»: already the infinitive a title uses («запусти», «увеличь» are imperatives). */
/** Numbers and nouns that end as an infinitive does («опять», «пять», «часть», «скорость») are not verbs. */
export const RUSSIAN_INFINITIVE =
  /^(?!(?:о?пять|шесть|девять|десять|[а-яё]+дцать|путь|часть|сеть|честь|мать|[а-яё]+ость)$)[а-яё]{2,}(?:ть|ться|зти|йти|[ея]сти|очь)$/;

/**
 * Whether a title names an action: it opens with a verb (an infinitive, an imperative, an English verb at work).
 * «Клиент ждёт», "It's yours", «Ok, четверг» do not: in a short follow-up the action is the thread's.
 */
export function namesAction(title: string): boolean {
  const tokens = tokenize(title).slice(0, 4);
  if (tokens.some((t) => t.cyrillic && (isRussianImperative(t.word) || RUSSIAN_INFINITIVE.test(t.word) || /(?:[её]шь|ишь)$/.test(t.word))))
    return true;
  const at = tokens.findIndex((t) => !/^(?:just|and|please|pls|then|also|only)$/.test(t.word));
  return (
    at >= 0 &&
    (looksLikeEnglishImperative(tokens[at]!.word, tokens[at + 1]?.word) ||
      ENGLISH_VERB_WITH_PARTICLE.test(`${tokens[at]!.word} ${tokens[at + 1]?.word}`))
  );
}

/** "ask for", "look at", "sign up": verbs whose object follows a preposition. */
const ENGLISH_VERB_WITH_PARTICLE =
  /^(?:ask|look|apply|pay|wait|sign|call|check|go|head|come|swing|pop|talk|speak|reach|follow|deal|sort|write)\s(?:for|at|in|on|by|to|up|with|about|out|into|after)$/;

/** A title that opens with its verb: what a follow-up can take from the thread. */
export function opensWithVerb(title: string): boolean {
  return startsWithVerb(title);
}

export function startsWithVerb(clause: string): boolean {
  const [first, second] = tokenize(clause);
  if (!first || first.word === 'пусть') return false;
  return isRussianImperative(first.word) || RUSSIAN_INFINITIVE.test(first.word) || looksLikeEnglishImperative(first.word, second?.word);
}
