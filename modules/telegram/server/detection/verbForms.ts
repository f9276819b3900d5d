/**
 * Russian verb forms a request uses besides the perfective imperative, turned into the perfective infinitive a
 * team lead titles a card with: the second-person future of a question («глянешь насос?» → «глянуть») and the
 * imperfective imperative of an order («заказывай» → «заказать», «оформляй» → «оформить», «развози» → «развезти»).
 */
import { imperativeToInfinitive } from './infinitive';
import { dictionaryInfinitives, isDictionaryInfinitive } from './russianMorphology';

/** Second-person forms that ask whether one can or wants, or say what one does: not the work asked. */
const NOT_THE_WORK =
  /^(?:с?можешь|хочешь|знаешь|думаешь|помнишь|видишь|понимаешь|будешь|ид[её]шь|ед[её]шь|работаешь|говоришь|считаешь|успеешь|спишь|живешь|живёшь|любишь|ешь|пьешь|пьёшь)$/;

const IRREGULAR_FUTURE: Record<string, string> = {
  возьмешь: 'взять',
  начнешь: 'начать',
  поможешь: 'помочь',
  займешь: 'занять',
  наймешь: 'нанять',
  снимешь: 'снять',
  примешь: 'принять',
  поймешь: 'понять',
  поднимешь: 'поднять',
  придешь: 'прийти',
  станешь: 'стать',
  испечешь: 'испечь',
};

const FUTURE_RULES: Array<[RegExp, string]> = [
  [/дашь$/, 'дать'],
  [/йдешь$/, 'йти'],
  [/шлешь$/, 'слать'],
  [/ишешь$/, 'исать'],
  [/([ая])жешь$/, '$1зать'],
  [/(раз|под|от|об|вз)берешь$/, '$1обрать'],
  [/берешь$/, 'брать'],
  [/зовешь$/, 'звать'],
  [/ждешь$/, 'ждать'],
  [/везешь$/, 'везти'],
  [/несешь$/, 'нести'],
  [/ведешь$/, 'вести'],
  [/едешь$/, 'ехать'],
  [/нешь$/, 'нуть'],
  [/[уюо]ешь$/, ''],
  [/([ая])ешь$/, '$1ть'],
  [/еешь$/, 'еть'],
  [/ьешь$/, 'ить'],
  [/смотришь$/, 'смотреть'],
  [/видишь$/, 'видеть'],
  [/держишь$/, 'держать'],
  [/слышишь$/, 'слышать'],
  [/стоишь$/, 'стоять'],
  [/ишь$/, 'ить'],
];

/** «уешь» → «овать», «юешь» → «евать», «оешь» → «ыть»: the vowel before -ешь names the class. */
const VOWEL_CLASS: Record<string, string> = { у: 'овать', ю: 'евать', о: 'ыть' };

/**
 * «глянешь» → «глянуть», «сделаешь» → «сделать», «посмотришь» → «посмотреть», «развезёшь» → «развезти»,
 * «займёшься» → «заняться»; null for a word that is not a second-person future of a verb of work.
 */
export function secondPersonToInfinitive(word: string): string | null {
  const lower = word.toLowerCase().replace(/ё/g, 'е');
  const reflexive = /^(.{3,}шь)ся$/.exec(lower);
  if (reflexive) {
    const base = secondPersonToInfinitive(reflexive[1]!);
    return base === null ? null : `${base}ся`;
  }
  if (!/^[а-я]{2,}(?:ешь|ишь|дашь)$/.test(lower) || NOT_THE_WORK.test(lower)) return null;
  const known = IRREGULAR_FUTURE[lower];
  if (known) return known;
  for (const [pattern, replacement] of FUTURE_RULES) {
    const m = pattern.exec(lower);
    if (!m) continue;
    if (replacement === '') return `${lower.slice(0, m.index)}${VOWEL_CLASS[m[0].charAt(0)]}`;
    return lower.replace(pattern, replacement);
  }
  return null;
}

/** Motion verbs: the imperfective stem and the perfective infinitive's, after a prefix («развози» → «развезти»). */
const MOTION: Array<[RegExp, string]> = [
  [/^(вы|при|за|под|от|раз|у|до|про|пере|с)вози(?:те)?$/, 'везти'],
  [/^(вы|при|за|под|от|раз|у|до|про|пере|с)носи(?:те)?$/, 'нести'],
  [/^(вы|при|за|под|от|раз|у|до|про|пере|с)води(?:те)?$/, 'вести'],
];
/** «заходи» → «зайти», «подходи» → «подойти», «приходи» → «прийти». */
const GOING = /^(вы|за|под|от|об|раз|у|до|про|пере|при|с|во)ходи(?:те)?$/;
const GOING_PREFIX: Record<string, string> = { под: 'подо', от: 'ото', об: 'обо', раз: 'разо', с: 'со', во: 'во', при: 'при' };

const IMPERFECTIVE_RULES: Array<[RegExp, string]> = [
  [/авливай$/, 'овить'],
  [/аивай$/, 'оить'],
  [/плачивай$/, 'платить'],
  [/рабатывай$/, 'работать'],
  [/(вы|при|от|на|со|под|за)зывай$/, '$1звать'],
  [/([сзтквш])[ыи]вай$/, '$1ать'],
  [/(.)авай$/, '$1ать'],
  [/([бпвмф])ляй$/, '$1ить'],
  [/([лрн])яй$/, '$1ить'],
  [/(вклю|выклю|полу|обу|облег)чай$/, '$1чить'],
];
/** Perfective verbs that end as an imperfective does («поменяй», «отмечай» go their own way). */
const IRREGULAR_IMPERFECTIVE: Record<string, string> = { отмечай: 'отметить', встречай: 'встретить', сообщай: 'сообщить' };
const PERFECTIVE_ALREADY = /^(?:по)?меняй$/;

/**
 * The perfective infinitive of an imperfective imperative («заказывай», «записывайтесь», «подавай»,
 * «проверяй», «развози»); null for any other word.
 */
export function imperfectiveToPerfective(word: string): string | null {
  const lower = word.toLowerCase().replace(/ё/g, 'е');
  const reflexive = /^(.{4,})(?:сь|ся)$/.exec(lower);
  if (reflexive) {
    const base = imperfectiveToPerfective(reflexive[1]!);
    return base === null ? null : `${base}ся`;
  }
  const singular = lower.endsWith('те') ? lower.slice(0, -2) : lower;
  for (const [pattern, stem] of MOTION) {
    const m = pattern.exec(lower);
    if (m) return `${m[1]}${stem}`;
  }
  const going = GOING.exec(lower);
  if (going) return `${GOING_PREFIX[going[1]!] ?? going[1]}йти`;
  if (PERFECTIVE_ALREADY.test(singular) || singular.length < 6) return null;
  const known = IRREGULAR_IMPERFECTIVE[singular];
  if (known) return known;
  for (const [pattern, replacement] of IMPERFECTIVE_RULES) {
    if (pattern.test(singular)) return singular.replace(pattern, replacement);
  }
  return null;
}

/**
 * The infinitive a title opens with, from whichever form of the verb the request used. For a word the dictionary
 * reads as an order, the rules' infinitive stands when it is that verb's («запроси» → «запросить») or, for an
 * imperfective, a perfective the dictionary lists («заказывай» → «заказать»); else the dictionary's own
 * («прогони» → «прогнать», not «прогонить»; «стравливай» → «стравливать», not «стровить»). An infinitive
 * («пройтись») stays as it is.
 */
export function titleInfinitive(word: string): string {
  if (isDictionaryInfinitive(word)) return word;
  const known = dictionaryInfinitives(word);
  const perfective = imperfectiveToPerfective(word);
  const guessed = secondPersonToInfinitive(word) ?? perfective ?? imperativeToInfinitive(word);
  if (known.length === 0 || known.includes(guessed)) return guessed;
  if (guessed === perfective && isDictionaryInfinitive(guessed)) return guessed;
  return known[0]!;
}
