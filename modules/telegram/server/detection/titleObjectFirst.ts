/**
 * A Russian order may put its object before the verb («ссылку в чат клиентов скинь заранее»); the title opens with
 * the verb and keeps the object after it, unless a word before the verb makes it something other than the order.
 */
import { RUSSIAN_INFINITIVE } from './titleOpensWithVerb';
import { readsFirstAsNoun } from './russianMorphology';
import { titleInfinitive } from './verbForms';
import type { Token } from './tokenize';

/** «сам поменяй», «пока сними», «сегодня же предупреди»: a word before the verb that says how or when, not what. */
export const ADVERB_FIRST =
  /^(?:сам|сама|сами|же|пока|как|кто-нибудь?|кто-то|ещё|еще|тоже|сразу|срочно|сегодня|завтра|заодно|тогда|ну|вот|только|лучше|обязательно|потом|быстро|лично|вместе|опять|снова)$/;

/** Words before a later verb that make it something other than the request: a need, a wish, a negation, a third person. */
export const NOT_FRONTED =
  /^(?:не|нужно|надо|нужен|нужна|нужны|необходимо|хочу|хочет|можно|пора|пусть|если|когда|чтобы|кто|что|я|ты|вы|мы|он|она|они|тебя|тебе|мне|нам|вам|у|то|есть|там|тут|конечно|да|ок|и|или)$/;

/** «у тебя», «у кого»: a holder before the verb; «у бульдозеров», «у входа» is a place within the object. */
const HOLDER = /^(?:меня|тебя|него|неё|нее|нас|вас|них|кого|себя|всех)$/;

/**
 * A word before a later verb that keeps it from being the order said object first: a need, a negation, a person,
 * an infinitive; «и» only where it joins clauses («я приеду и сделаю»), not objects («медогонку и отстойники привези»).
 */
function blocksFronting(tokens: Token[], i: number, isVerb: (i: number) => boolean): boolean {
  const { word } = tokens[i]!;
  const next = tokens[i + 1];
  if (RUSSIAN_INFINITIVE.test(word)) return true;
  if (word === 'у') return !next || HOLDER.test(next.word);
  if (word === 'и') return !next || isVerb(i + 1) || NOT_FRONTED.test(next.word) || RUSSIAN_INFINITIVE.test(next.word);
  return NOT_FRONTED.test(word);
}

/**
 * How many words an order may put before its verb («акт сверки с Волга-Трейдом за 2026 год подготовь»): a clause
 * that long with no comma is still one order.
 */
const OBJECT_WORDS_FIRST = 8;

/**
 * «ссылку в чат клиентов скинь заранее», «акт по недостаче подпиши»: a Russian order may put its object first; the
 * title opens with the verb (as the infinitive) and keeps the object after it.
 */
export function verbToFront(clause: string, tokens: Token[], isVerb: (i: number) => boolean): string {
  // «только шаблон метаданных по описи 3 заполни»: a word of how or when before the object is no part of the task.
  const from = tokens.length > 2 && ADVERB_FIRST.test(tokens[0]!.word) ? 1 : 0;
  if (tokens.length === 0 || RUSSIAN_INFINITIVE.test(tokens[from]!.word)) return clause;
  // «новую мембрану заказать у Агромаша», «УЗИ повторить»: a need said object first puts its infinitive after a
  // word or three.
  const at = tokens.findIndex(
    (t, i) => i > from && (isVerb(i) ? i - from <= OBJECT_WORDS_FIRST : i - from <= 3 && RUSSIAN_INFINITIVE.test(t.word)),
  );
  if (at < 0 || tokens.slice(from, at).some((_, i) => blocksFronting(tokens, from + i, isVerb))) return clause;
  const verb = tokens[at]!;
  // "nozzle на 3-м поменяй": a Latin word may open the object, but only a Russian order is turned.
  if (!verb.cyrillic || (!tokens[from]!.cyrillic && !tokens.slice(from + 1, at).some((t) => t.cyrillic))) return clause;
  // «рождество у жены родни»: a word closing the clause that is likelier a noun is read as part of the object.
  if (at === tokens.length - 1 && readsFirstAsNoun(verb.word)) return clause;
  const before = clause.slice(tokens[from]!.index, verb.index).trim();
  if (/[,;:—–()]/.test(before)) return clause;
  const infinitive = RUSSIAN_INFINITIVE.test(verb.word);
  if (infinitive && tokens.slice(from, at).some((t) => NOT_BEFORE_INFINITIVE.test(t.word))) return clause;
  const after = clause.slice(verb.index + verb.word.length).trim();
  const word = clause.slice(verb.index, verb.index + verb.word.length);
  // Past a word of how or when the object's capital is its own («только Ковалёва Мише передай»).
  return [infinitive ? word : titleInfinitive(word), from > 0 ? before : lowerFirst(before), after].filter((part) => part !== '').join(' ');
}

/** «как заправлять…», «фонд может докупить…», «наверное дописать»: an infinitive after these is no order. */
const NOT_BEFORE_INFINITIVE =
  /^(?:как|где|куда|зачем|почему|сколько|может|могу|можем|могут|сможет|сможем|хотят|хотим|надо|нужно|наверное|бы|буду|будем|будет|стоит|начинать|начнём|должно|должен|должна|должны)$/;

export function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
