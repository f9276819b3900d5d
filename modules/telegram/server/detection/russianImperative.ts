/**
 * Whether a Russian word is an imperative, for the title and the request's sentence: the ending test of
 * `cues.ts` without the nouns, adjectives and pronouns that share an imperative's ending.
 */
import { looksLikeRussianImperative } from './cues';
import { isKnownNonVerb, isOnlyImperative } from './russianMorphology';

/** Imperatives spelt like infinitives: «ответь», «отметь». */
export const IMPERATIVES_ENDING_AS_INFINITIVES = new Set(['ответь', 'ответьте', 'отметь', 'отметьте', 'встреть', 'встретьте', 'потрать']);
/** Imperatives of verbs in -чь, which the ending test reads as plurals («испеки», «помоги», «береги»). */
const IMPERATIVES_IN_KI_GI = /^(?:[а-я]*пеки|[а-я]*влеки|[а-я]*теки|[а-я]*моги|[а-я]*береги|[а-я]*жги|[а-я]*стриги)(?:те)?$/;
/**
 * Nouns, adjectives and pronouns with an imperative's ending, as they open a clause: months («декабрь»), «запись»,
 * plurals and genitives («ключи», «тысячи», «запчасти», «дней», «куличей»), adjectives («второй», «каждой»).
 * The verbs they look like are listed back in by their stems («включи», «налей», «открой», «смени»).
 */
const NOT_A_VERB = new RegExp(
  [
    '^(?:январ|феврал|апрел|июн|июл|сентябр|октябр|ноябр|декабр)ь$',
    // «вернусь», «подключусь»: the first person of a reflexive verb, said of oneself.
    '(?:пись|зли|[ую]сь)$',
    '^(?!(?:на|за|до|про|под|от|пере|при|раз|вы|у|по|с)?(?:л|кл|о?гр|б|п|с|ш)ей$).*ей$',
    '^(?!(?:[а-я]*кр|[а-я]*стр|(?:по|вы|от|у|про|с|за|на)?м|с?п|(?:за|вы|от)р|удв|успок)ой$).*ой$',
    '^(?!(?:[а-я]+ключ|[а-я]*уч|[а-я]*леч|[а-я]*молч|[а-я]*точ)и$).*чи$',
    '^(?!.*(?:чисти|пусти|прости|плати|посети|верти)$).*ти$',
    '^(?!.*(?:мени|цени|помни)$).*(?:ени|ани|ыни|зни|мни|ремни)$',
    '^(?!(?:[а-я]*бери|[а-я]*смотри|[а-я]*говори|[а-я]*(?<!кален)дари|(?:с|за|раз|пере)?вари|[а-я]*три|[а-я]*твори|[а-я]*пери)$).*ри$',
    '(?:крови|обуви|любви)$',
    '(?:впереди|спереди|позади|сзади|язи|ваши|наши|крыши|дажи|жжи|ыми|оими|(?<!пр|сн|дн|бн)ими)$',
  ].join('|'),
);

/**
 * A Russian imperative, not a noun or an adjective that only ends like one. A word the dictionary knows only as a noun, an
 * adjective or a pronoun («стеллажи», «описи», «вещи») is no order, and one it knows only as an imperative
 * («захвати», «сохрани») is one, whatever its ending suggests; the endings decide the rest.
 */
export function isRussianImperative(word: string): boolean {
  // «договаривайся», «готовься»: the reflexive singular is the imperative with «-ся»; «-щийся», «-шийся» are participles.
  if (/[йь]ся$/.test(word)) return !/(?:щий|ший|[ыио]й)ся$/.test(word) && isRussianImperative(word.slice(0, -2));
  return (
    (IMPERATIVES_ENDING_AS_INFINITIVES.has(word) ||
      IMPERATIVES_IN_KI_GI.test(word) ||
      (looksLikeRussianImperative(word) && (!NOT_A_VERB.test(word) || isOnlyImperative(word)))) &&
    !isKnownNonVerb(word)
  );
}
