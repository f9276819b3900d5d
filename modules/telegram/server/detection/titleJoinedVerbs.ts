/**
 * «Заказать фотобарабан, и офсет на буклеты запускай», «Найти замену на записи, или перенеси»: a verb joined to
 * the title's own by «и» or «или» keeps the form the chat used unless it is turned too; the card says each
 * action in the infinitive.
 */
import { isRussianImperative } from './russianImperative';
import { tokenize, type Token } from './tokenize';
import { imperfectiveToPerfective, secondPersonToInfinitive, titleInfinitive } from './verbForms';

const JOINING = /^(?:и|или)$/;
/** How far after «и» the joined verb may stand («и офсет на буклеты запускай»). */
const REACH = 4;

/** A noun after a preposition or a verb («на сайте», «подтвердить записи»), or a name («и Вари»), is no order. */
const BEFORE_A_NOUN = /^(?:в|во|на|с|со|к|ко|по|о|об|от|до|из|у|за|для|при|без|под|над|[а-яё]+(?:ть|ти|чь|ться))$/;
const EMPHASISED = /^(?:ты|вы|сам|сама|сами|он|она|они)$/;
const NOUNS_ENDING_AS_ORDERS = /^(?:кровь|любовь|морковь|бровь)$/;
/** «и дай», «и отчитайся»: an imperative too short for the ending test, or a reflexive one, is as much an order. */
const SHORT_ORDER = /^дай$/;
const REFLEXIVE = /(?<=[йиь])(?:ся|тесь)$/;

function isOrder(word: string): boolean {
  if (NOUNS_ENDING_AS_ORDERS.test(word)) return false;
  return (
    SHORT_ORDER.test(word) ||
    isRussianImperative(word) ||
    (REFLEXIVE.test(word) && isRussianImperative(word.replace(REFLEXIVE, ''))) ||
    secondPersonToInfinitive(word) !== null ||
    imperfectiveToPerfective(word) !== null
  );
}

/** The nearest «и» or «или» within reach before token i (never the title's first word); -1 when none. */
function joiningBefore(tokens: Token[], i: number): number {
  for (let j = i - 1; j >= Math.max(1, i - REACH); j -= 1) if (JOINING.test(tokens[j]!.word)) return j;
  return -1;
}

export function joinedAsInfinitives(title: string): string {
  const tokens = tokenize(title);
  let result = title;
  for (let i = tokens.length - 1; i > 0; i -= 1) {
    const t = tokens[i]!;
    if (!t.cyrillic || !isOrder(t.word) || BEFORE_A_NOUN.test(tokens[i - 1]!.word) || /^\p{Lu}/u.test(title.charAt(t.index))) continue;
    const at = joiningBefore(tokens, i);
    // «ты и займёшься», «сам и позвони»: «и» after a pronoun stresses who, it joins no action.
    const joined = at > 0 && !EMPHASISED.test(tokens[at - 1]!.word);
    if (!joined) continue;
    const word = result.slice(t.index, t.index + t.word.length);
    result = `${result.slice(0, t.index)}${titleInfinitive(word)}${result.slice(t.index + t.word.length)}`;
  }
  return result;
}
