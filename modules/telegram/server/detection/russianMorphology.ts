/**
 * What OpenCorpora's dictionary of Russian word forms (through Az.js) says of a word: whether it can be an
 * imperative or a second-person future, and that verb's infinitive. Suffix rules guess both from the ending and
 * misread nouns («стеллажи», «описи») as orders and irregular verbs («прогони», «пересними») into words that do not
 * exist; the dictionary knows them. Words it does not list (slang, brands: «экспортни») are left to the rules.
 */
import Az, { type Parse } from 'az';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let loaded = false;

/**
 * Az.Morph.init reads its dictionaries with fs.readFile, but the detector is synchronous: the files are read with
 * readFileSync instead, and their callbacks run once init has asked for all of them (it counts what it waits for,
 * so a callback run at once would finish it early). About 150 ms, once per process.
 */
function load(): void {
  const pending: Array<() => void> = [];
  const asynchronous = Az.load;
  Az.load = (url, responseType, callback) => pending.push(() => callback(null, readDictionary(url, responseType)));
  let failure: Error | null = null;
  try {
    Az.Morph.init(join(dirname(require.resolve('az/package.json')), 'dicts'), (error) => {
      failure = error;
    });
    while (pending.length > 0) pending.shift()!();
  } finally {
    Az.load = asynchronous;
  }
  if (failure) throw failure;
  loaded = true;
}

function readDictionary(file: string, responseType: 'json' | 'arraybuffer'): unknown {
  if (responseType === 'json') return JSON.parse(readFileSync(file, 'utf8'));
  const bytes = readFileSync(file);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/** A running bot reads words without end: the cache starts over past this many, enough for any chat's vocabulary. */
const CACHE_LIMIT = 50_000;
const cache = new Map<string, Parse[]>();

/** The word's readings found in the dictionary itself (no guesses from its ending, no typos); [] for a word it lacks. */
function dictionaryParses(word: string): Parse[] {
  const lower = word.toLowerCase().replace(/ё/g, 'е');
  let parses = cache.get(lower);
  if (parses === undefined) {
    if (!loaded) load();
    parses = Az.Morph(lower, { parsers: ['Dictionary'], typos: 0, stutter: 0 });
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(lower, parses);
  }
  return parses;
}

const VERB_PARTS = new Set(['VERB', 'INFN', 'PRTF', 'PRTS', 'GRND']);

/** Whether the dictionary lists the word as it is written. */
export function isDictionaryWord(word: string): boolean {
  return dictionaryParses(word).length > 0;
}

/**
 * Whether the dictionary lists the word and reads it only as something other than a verb: a noun, an adjective, a
 * pronoun («стеллажи», «описи», «вещи»). A verb in another form («могли», «подготовите») is still a verb: a request
 * may be made with it.
 */
export function isKnownNonVerb(word: string): boolean {
  const parses = dictionaryParses(word);
  return parses.length > 0 && !parses.some((p) => VERB_PARTS.has(p.tag.POST ?? ''));
}

/**
 * Whether the dictionary reads the word only as an imperative of a verb said to someone («захвати», «сохрани»,
 * «пометь»), with no other reading: not a noun («гости», «день»), not a past tense («шли», «вели»), not the «мы» of
 * "let's" («посмотрим»).
 */
export function isOnlyImperative(word: string): boolean {
  const parses = dictionaryParses(word);
  return parses.length > 0 && parses.every((p) => p.tag.POST === 'VERB' && p.tag.impr === true && p.tag.excl === true);
}

/** The infinitives of the word read as an imperative (or a second-person future), as the dictionary gives them. */
export function dictionaryInfinitives(word: string): string[] {
  return [
    ...new Set(
      dictionaryParses(word)
        .filter((p) => isOrder(p, true))
        .map((p) => p.normalize().word),
    ),
  ];
}

/** Whether the dictionary's likeliest reading of the word is a noun («родни», «гости»; not «закрой», «проверь»). */
export function readsFirstAsNoun(word: string): boolean {
  return dictionaryParses(word)[0]?.tag.POST === 'NOUN';
}

/** Whether the dictionary lists the word as an infinitive. */
export function isDictionaryInfinitive(word: string): boolean {
  return dictionaryParses(word).some((p) => p.tag.INFN === true);
}

function isOrder(parse: Parse, future: boolean): boolean {
  return parse.tag.POST === 'VERB' && (parse.tag.impr === true || (future && parse.tag['2per'] === true && parse.tag.futr === true));
}
