/**
 * Whether a Russian word that ends like an imperative is one where it stands. Plurals share the ending
 * («брони», «ключи», «запчасти»): after a number, a preposition or a word that agrees with a noun («две
 * брони», «на брони», «первые брони»), right after a verb in the past («проверила брони»), or as the subject of the verb right after it («ключи передаём»,
 * «брони задвоились»), the word is a noun and asks nothing; «пришли?» asks whether they came.
 */
import { looksLikePastTense, looksLikeRussianImperativeOrReflexive } from './cues';
import { isRussianImperative } from './russianImperative';
import type { Token } from './tokenize';

const PREPOSITIONS = new Set(
  'в во на по за для без от до из у к ко с со о об про при под над через между все эти те мои твои свои наши ваши их обе оба две два три четыре'.split(
    ' ',
  ),
);
/** Plural and feminine adjective endings, which agree with the noun that follows («новые», «первых», «старой»). */
const AGREEING_WORD = /^[а-яё]{3,}(?:ые|ие|ых|их|ую|юю|ая|яя)$/;
/** Present plural, first plural and reflexive past endings of a verb that has the word before it as its subject. */
const FINITE_VERB = /^[а-яё]{3,}(?:ют|ят|ут|ем|ём|ются|ятся|утся|атся|лись|лась|лось)$/;

/** «извини», «прости», «забудь»: an apology or a cancellation in the imperative, which gives no work («не забудь» asks). */
const ASKS_NO_WORK = /^(?:извини|прости|забудь)(?:те)?$/;

function isImperativeForm(word: string): boolean {
  if (!looksLikeRussianImperativeOrReflexive(word)) return false;
  const bare = word.replace(/(?:ся|сь)$/, '');
  return isRussianImperative(word) || (bare !== word && isRussianImperative(bare));
}

/** The token at `at` of `tokens` (read from `text`) is a Russian imperative, not a noun shaped like one. */
export function isImperativeInContext(text: string, tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  if (!isImperativeForm(token.word) || (ASKS_NO_WORK.test(token.word) && tokens[at - 1]?.word !== 'не')) return false;
  const adjacent = (other: Token | undefined, after: boolean) => {
    if (!other) return false;
    const between = after
      ? text.slice(token.index + token.word.length, other.index)
      : text.slice(other.index + other.word.length, token.index);
    return /^\s+$/.test(between);
  };
  const before = tokens[at - 1];
  if (
    adjacent(before, false) &&
    (/^\d/.test(before!.word) ||
      PREPOSITIONS.has(before!.word) ||
      AGREEING_WORD.test(before!.word) ||
      // Only a plural is a noun after a past verb («проверила брони»); «…с прошлой недели оприходуй» still orders.
      (looksLikePastTense(before!.word) && /[иы]$/.test(token.word)))
  )
    return false;
  const after = tokens[at + 1];
  if (/[иы]$/.test(token.word) && adjacent(after, true) && FINITE_VERB.test(after!.word)) return false;
  // «пришли», «вышли» are also past plurals, which is what a question asks about («гастроёмкости пришли?»).
  return !(/шли$/.test(token.word) && /^[^.!?\n]*\?/.test(text.slice(token.index + token.word.length)));
}
