/**
 * «закажи муку, масло и изюм», "order flour, butter and raisins": the commas of a list join its items, they end
 * no clause, so a title split into clauses at its commas keeps every item. A list is known by its form: after the
 * comma, short items of one or two words, none of them a verb or a word that opens a comment, then «и» / «или» /
 * "and" / "or" and the last item.
 */
import { looksLikeEnglishImperative } from './englishImperative';
import { isRussianImperative } from './russianImperative';
import { tokenize } from './tokenize';
import { imperfectiveToPerfective, secondPersonToInfinitive } from './verbForms';

const ITEM = '[\\p{L}\\d][\\p{L}\\d-]*(?:\\s+[\\p{L}\\d][\\p{L}\\d-]*)?';
const LIST_COMMA = new RegExp(
  `(?<=[\\p{L}\\d]),\\s+(?=((?:${ITEM},\\s+)*${ITEM})\\s+(?:и|или|and|or)\\s+[«"]?([\\p{L}\\d][\\p{L}\\d-]*))`,
  'giu',
);
/** Words that open a comment, a reason or a time rather than another item («…, потом и стены», "…, then and only then"). */
const NOT_AN_ITEM =
  /^(?:а|но|и|или|пусть|чтобы|чтоб|если|когда|пока|потом|тогда|вдруг|там|тут|это|он|она|они|мы|я|ты|вы|мне|нам|ему|ей|им|уже|ещё|еще|тоже|так|and|or|but|so|if|when|then|there|let|it|this|that|we|i|you|they|he|she|also|too)$/i;
/** Stands for a list's comma while the title is split at the others. */
const HELD = '\u{E000}';

function isItem(item: string, capitalised: boolean): boolean {
  const tokens = tokenize(item);
  const first = item.trim().charAt(0);
  return (
    tokens.length > 0 &&
    /^\p{Lu}/u.test(first) === capitalised &&
    !tokens.some((t) => NOT_AN_ITEM.test(t.word) || isVerb(t.word, t.cyrillic))
  );
}

function isVerb(word: string, cyrillic: boolean): boolean {
  if (!cyrillic) return looksLikeEnglishImperative(word, undefined);
  return isRussianImperative(word) || secondPersonToInfinitive(word) !== null || imperfectiveToPerfective(word) !== null;
}

/** The title split at the commas that end a clause (those `splitter` matches), never at a list's own or a quote's. */
export function clausesKeepingLists(title: string, splitter: RegExp): string[] {
  const held = title.replace(LIST_COMMA, (comma, items: string, last: string, offset: number) => {
    const before = /([\p{L}\d][\p{L}\d-]*)$/u.exec(title.slice(0, offset))?.[1] ?? '';
    const capitalised = /^\p{Lu}/u.test(before);
    // «подкрути или вызови мастера»: verbs joined, not things listed.
    return items.split(/,\s+/).every((item) => isItem(item, capitalised)) && isItem(last, /^\p{Lu}/u.test(last))
      ? `${HELD}${comma.slice(1)}`
      : comma;
  });
  // «оффер «New Year, new you»», "moodboard (black, gold, champagne)": a comma inside quotes or brackets ends no clause.
  const enclosed = held.replace(/«[^«»]*»|"[^"]*"|\([^()]*\)/gu, (inner) => inner.replaceAll(',', HELD));
  return enclosed.split(splitter).map((clause) => clause.replaceAll(HELD, ','));
}
