/**
 * Russian typed in Latin letters («sdelai otchet do pyatnicy», "zakazhi pozhaluysta 3 upakovki"): the
 * detector reads it back in Cyrillic, so that the Russian cues, dates and titles apply to it as they are.
 * A message is taken for transliteration only when it has no Cyrillic, several words that are Russian
 * written in Latin and none of the English words that would make it English.
 */
import { isDictionaryWord } from './russianMorphology';

/** Short, frequent Russian words as people transliterate them; none of them is an English word. */
const RUSSIAN_WORDS = new Set([
  'na',
  'v',
  'vo',
  's',
  'so',
  'k',
  'ko',
  'po',
  'za',
  'iz',
  'ot',
  'dlya',
  'dlia',
  'pro',
  'bez',
  'eto',
  'ne',
  'nado',
  'nuzhno',
  'chto',
  'chtob',
  'kak',
  'uzhe',
  'esche',
  'eshche',
  'eshe',
  'tozhe',
  'tolko',
  'zavtra',
  'segodnya',
  'segodnia',
  'poslezavtra',
  'vchera',
  'seichas',
  'seychas',
  'pozhaluysta',
  'pozhaluista',
  'pozhalusta',
  'plz',
  'srochno',
  'kto',
  'gde',
  'kogda',
  'tam',
  'tut',
  'vse',
  'vsem',
  'ya',
  'ty',
  'vy',
  'my',
  'mne',
  'tebe',
  'nam',
  'vam',
  'ego',
  'ee',
  'ih',
  'ili',
  'mozhesh',
  'mozhet',
  'mozhno',
  'budu',
  'budet',
  'davai',
  'davay',
  'ok',
  'rebyata',
  'rebyat',
  'privet',
  'spasibo',
  'poka',
  'potom',
  'posle',
  'do',
  'tvoy',
  'tvoi',
  'tvoya',
  'moy',
  'nuzhen',
  'nuzhna',
  'sdelai',
  'sdelay',
  'skin',
  'skinte',
  'zakazhi',
  'prover',
  'posmotri',
  'glyan',
  'pozvoni',
  'napishi',
  'otprav',
  'voz',
  'vozmi',
  'zaberi',
  'zabud',
  'pered',
  'pri',
  'cherez',
  'mezhdu',
  'net',
  'est',
  'vot',
  'tak',
  'ochen',
  'sday',
  'otday',
  'kupi',
  'prinesi',
  'postav',
  'klyuchi',
  'tvoy',
  'tvoyo',
  'nashi',
  'vashi',
  'mogu',
  'smogu',
  'gotov',
  'gotova',
  'vozmu',
  'beri',
  'berite',
]);
/** English words that make a Latin message English, even with a Russian-looking word in it. */
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'is',
  'are',
  'you',
  'for',
  'of',
  'with',
  'please',
  'can',
  'could',
  'will',
  'this',
  'that',
  'it',
  'we',
  'they',
  'have',
  'has',
  'be',
  'what',
  'who',
  'when',
  'where',
  'if',
  'at',
  'off',
  'from',
  'your',
  'our',
  'just',
]);

const LATIN_WORD = /[A-Za-z']+/g;
/** Three or more Latin words in a row, with the spaces, digits and punctuation between them. */
const LATIN_RUN = /[A-Za-z][A-Za-z']*(?:[\s,.:;!?\d/–—-]+[A-Za-z][A-Za-z']*){2,}/g;

export function isTransliterated(text: string): boolean {
  const plain = text.replace(/@[A-Za-z0-9_]+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  if (/[\u0400-\u04FF]/.test(plain)) return false;
  const words = (plain.match(LATIN_WORD) ?? []).map((w) => w.toLowerCase());
  if (words.some((w) => ENGLISH_WORDS.has(w))) return false;
  // «ya mogu», «beri ty»: a reply of two words is read when each is a Russian word the list knows.
  if (words.length === 2) return words.every((w) => RUSSIAN_WORDS.has(w));
  if (words.length < 3) return false;
  const russian = words.filter(
    (w) =>
      RUSSIAN_WORDS.has(w) ||
      /(?:zh|kh|shch|yu|ya|iy|yy|ogo|ego|ish|esh|aet|yat|it'|at'|et'|ami|yami|ykh|ikh|uyu|aya|oye|yte|ite)$/.test(w) ||
      // «otdai», «pochtovyi», «otlichno»: an imperative in -ай, an adjective in -ый, an adverb in -чно.
      /^[a-z]{2,}(?:(?:[^aeiouy]|y)a[ij]|[^aeiou]yi|chno)$/.test(w) ||
      /(?:zh|kh|shch)/.test(w),
  );
  return russian.length >= 2 && russian.length / words.length >= 0.3;
}

/** Longest first: «shch» before «sh», «ya» before «y». */
const LETTERS: Array<[string, string]> = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'ё'],
  ['ju', 'ю'],
  ['ja', 'я'],
  ['jo', 'ё'],
  ['je', 'е'],
  ['ye', 'е'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['w', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['h', 'х'],
  ['c', 'ц'],
  ['x', 'кс'],
  ['q', 'к'],
  // «pomenyaj», «pozhalujsta», «5j»: j alone is «й».
  ['j', 'й'],
  ["'", 'ь'],
  ['y', 'ы'],
];
const VOWELS = 'аеёиоуыэюя';

function wordToCyrillic(word: string): string {
  const lower = word.toLowerCase();
  let out = '';
  for (let i = 0; i < lower.length;) {
    const [latin, cyrillic] = LETTERS.find(([l]) => lower.startsWith(l, i)) ?? [lower[i]!, lower[i]!];
    let letter = cyrillic;
    // «sdelai», «pozhaluysta», «novyi»: i or y after a vowel, before a consonant or at the end, is «й».
    const after = lower[i + latin.length];
    if (
      (latin === 'i' || latin === 'y') &&
      out.length > 0 &&
      VOWELS.includes(out.slice(-1)) &&
      (after === undefined || !'aeiouy'.includes(after))
    )
      letter = 'й';
    out += letter;
    i += latin.length;
  }
  const read = withSoftSign(out);
  return /^[A-Z]/.test(word) ? read.charAt(0).toUpperCase() + read.slice(1) : read;
}

const CONSONANT = /[бвгджзклмнпрстфхцчшщ]/;

/**
 * «vozmi», «skin», «postav»: the soft sign is most often left out in Latin letters. A word the dictionary does not list
 * takes it back after the last consonant where that makes a word it does list («возьми», «скинь», «поставь»).
 */
function withSoftSign(word: string): string {
  if (word.length < 3 || !/^[а-яё]+$/.test(word) || isDictionaryWord(word)) return word;
  for (let at = word.length; at > 1; at -= 1) {
    if (!CONSONANT.test(word[at - 1]!) || (at < word.length && !CONSONANT.test(word[at]!) && !'иеюяё'.includes(word[at]!))) continue;
    const candidate = `${word.slice(0, at)}ь${word.slice(at)}`;
    if (isDictionaryWord(candidate)) return candidate;
  }
  return word;
}

/** The text in Cyrillic when it is transliterated Russian; otherwise as it is. @mentions and links stay. */
export function readTransliteration(text: string): string {
  if (!isTransliterated(text)) {
    // «Летний сезон… sergey, perekin' budget s pledov na prostyni»: a transliterated sentence among Cyrillic ones.
    const parts = text.split(/((?<=[.!?\n])\s+)/);
    const sentences = parts.length > 1 ? parts.map((part) => (isTransliterated(part) ? readTransliteration(part) : part)).join('') : text;
    // «Паша, tvoya zadacha na nedelyu…»: a run of transliterated words after a Cyrillic name or word.
    return /[\u0400-\u04FF]/.test(sentences)
      ? sentences.replace(LATIN_RUN, (run) => (isTransliterated(run) ? readTransliteration(run) : run))
      : sentences;
  }
  return text.replace(
    /(@[A-Za-z0-9_]+|https?:\/\/\S+)|([A-Za-z][A-Za-z']*)/g,
    (_match, kept: string | undefined, word: string | undefined) => (kept ? kept : wordToCyrillic(word!)),
  );
}
