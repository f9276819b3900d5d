/**
 * «> PR #231 висит на review ⏎ возьми его в тест», "the card spinner is broken again ⏎ can you fix it…": the verb's
 * object is a pronoun for what the sentence before is about. The card names that thing instead («Взять PR #231 в
 * тест», "Fix the card spinner…"), since a card is read without the chat.
 */
import { tokenize } from './tokenize';

/** «заберите их», «собери и откалибруй их», "write it up": the pronoun right after the verb, or after two verbs joined. */
const PRONOUN_OBJECT = /^(\S+\s+(?:(?:и|and)\s+\S+\s+)?)(его|её|ее|их|it|them)(?=\s|$)/iu;
/** "the card spinner is broken": the subject before its verb. */
const ENGLISH_SUBJECT =
  /(?:^|[\s,:])((?:the|this|that)\s+(?:[\p{L}\d#&'’-]+\s+){0,2}?[\p{L}\d#&'’-]+)\s+(?:is|are|was|were|has|have|keeps|kept|broke|looks|needs|isn'?t|aren'?t|won'?t|doesn'?t|just|still)(?![\p{L}])/iu;
/**
 * A Russian verb in the present or past tense, where the subject before it ends: «висит», «отваливается», «сломался»,
 * and the past of a stem that ends in a consonant («пришли», «привезли», «помогла»).
 */
const RUSSIAN_FINITE = /^[а-яё]{3,}(?:[иеяую]т|[аея]л[аои]?|[шзскгбпр]л[аи]|[еи]тся|[ую]тся|[ая]тся|лся|лась|лись)$/;
const NOT_A_SUBJECT =
  /^(?:привет|всем|коллеги|ребята|я|мы|ты|вы|он|она|они|это|все|всё|там|тут|вот|уже|ещё|еще|не|кто|что|как|так|а|и|но)$/;
const MAX_SUBJECT_WORDS = 4;

/** The title with its pronoun object replaced by what the text before the request speaks of, when that is clear. */
export function withReferent(title: string, before: string): string {
  const m = PRONOUN_OBJECT.exec(title);
  if (!m) return title;
  const latin = /^[a-z]/i.test(m[2]!);
  const sentences = before
    .split('\n')
    .map((line) => line.replace(/^\s*>\s*/, '').trim())
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .filter((s) => tokenize(s).length > 0)
    .reverse();
  for (const sentence of sentences.slice(0, 2)) {
    const referent = latin ? englishSubject(sentence) : russianSubject(sentence);
    if (referent) return `${m[1]}${referent}${title.slice(m[0].length)}`;
  }
  return title;
}

function englishSubject(sentence: string): string | null {
  return ENGLISH_SUBJECT.exec(sentence)?.[1]?.replace(/^(?:this|that)\s/i, 'the ') ?? null;
}

/** «PR #231 висит на review» → «PR #231», «у Canon R5 отваливается порт» → «Canon R5». */
function russianSubject(sentence: string): string | null {
  const clause = sentence.replace(/^[^:]*:\s*/, '').replace(/^у\s+/iu, '');
  const tokens = tokenize(clause);
  const verbAt = tokens.findIndex((t) => t.cyrillic && RUSSIAN_FINITE.test(t.word));
  if (verbAt < 1 || verbAt > MAX_SUBJECT_WORDS || tokens.slice(0, verbAt).some((t) => NOT_A_SUBJECT.test(t.word))) return null;
  const subject = clause.slice(0, tokens[verbAt]!.index).replace(/[\s,—–-]+$/u, '');
  return /[,;]/.test(subject) ? null : subject;
}

/**
 * "@jess and update it in Square too" after "bump the cold brew price to $5.50 on the board": in a follow-up the
 * pronoun stands for the object of the request it answers, which the card names instead («Выложить видео про
 * ламинирование», "Update the cold brew price to $5.50 on the board in Square").
 */
export function withThreadReferent(title: string, answeredTitle: string): string {
  const m = PRONOUN_OBJECT.exec(title);
  const [verb, next] = tokenize(answeredTitle);
  if (!m || !verb || !next || verb.cyrillic !== /^[а-яё]/i.test(m[2]!)) return title;
  const object = answeredTitle
    .slice(next.index)
    .replace(/\s[—–]\s.*$/u, '')
    .trim();
  return `${m[1]}${object}${title.slice(m[0].length)}`;
}
