/**
 * Where in a message the request is: its sentences (without quoted replies and forward headers) and the
 * one that asks for something. The title is made from that sentence, and the due date said in it is the
 * request's own («Завтра учёба. Павел Андреевич, к 15-му убрать ёлку» is due on the 15th).
 */
import { NEED, POLITE, REQUEST, SELF_NOTE, THANKS, WHO_IS_NEEDED, looksLikeEnglishImperative, withoutQuotes } from './cues';
import { isRussianImperative } from './russianImperative';
import { clauseHeads } from './clauseHeads';
import { asksSomeoneWill } from './requestForms';
import { someoneOrderedAt } from './someoneAsked';
import { tokenize } from './tokenize';
import { secondPersonToInfinitive } from './verbForms';

/** An open call to the group: «кто сможет выйти…», «кто-нибуд может…» read from a transliteration without its soft sign, "could one of you cover…", "anyone free to…", "would be great if someone…". */
const OPEN_CALL = new RegExp(
  `(?:кто(?:-нибудь?|-то)?(?:\\s+[\\p{L}\\d-]+){0,3}\\s+(?:сможет|может|готов|возьм[её]тся|успеет)|${WHO_IS_NEEDED}\\s*,?\\s*(?:кто|котор)|need\\s+(?:someone|somebody|a\\s+volunteer)\\s+to|(?:can|could)\\s+(?:anyone|someone|somebody|one\\s+of\\s+you)|who\\s+(?:can|could)|who(?:'s|\\s+is)\\s+(?:free|around|about|available)|(?:someone|somebody|anyone|anybody)\\s+(?:can|could)|(?:someone|somebody|anyone|anybody)\\s+(?:free|around|available)(?:\\s+[\\p{L}\\d]+){0,3}?\\s+to\\s+[a-z]+|who(?:'s|\\s+is)\\s+[a-z]+ing\\s+(?:the|a|an|this|that|these|those|our|my|it|them))(?![\\p{L}])`,
  'iu',
);
const CLAUSE_BREAK = /[.!?;:\n,]+|\s[—–-]\s/;
/** Present-tense and adjective endings that the imperative test lets through («говорит», «новой»). */
const FINITE = /(?:ит|ет|ят|ут|ют|ат|ей|ой|ий|ый)$/;
const RUSSIAN_INFINITIVE_HEAD = /^[а-яё]{3,}(?:[ея]?сти|йти|зти|чь)(?:сь)?$/;
/** «если до среды не вырвешься — …», "if you can't get it working by Friday, …": a condition on the doer failing. */
const FALLBACK =
  /^(?:а\s+)?(?:если|if)\s[^—–.!?]*?(?:(?<![\p{L}])не\s+(?:[\p{L}]+\s+)?[а-яё]+(?:ешь|ишь|ёшь|ете|ите)(?:ся)?(?![\p{L}])|\byou\s+(?:can't|cannot|don't|won't|aren't)\b)[^—–.!?]*(?:[—–,]|\sthen\s)/iu;
export const FORWARD_HEADER = /^(?:переслано\s+от|forwarded\s+from|fwd\s+from|fw:|fwd:)/i;

/** The sentence that asks for something; the last one when none clearly does. */
export function requestSentence(sentences: string[], text: string): string {
  if (sentences.length === 0) return text.trim();
  // «промерить до пятницы. если до среды не вырвешься — звони Кравченко»: the order for when the work fails is not the
  // work, when another sentence asks for it.
  const asking = sentences.filter((s) => !FALLBACK.test(s.trim()) && requestScore(s) > 0);
  const scored = (asking.length > 0 ? sentences.filter((s) => !FALLBACK.test(s.trim())) : sentences).map((s) => ({ s, score: rank(s) }));
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  return best.score >= 100 ? best.s : sentences[sentences.length - 1]!;
}

/** The message's own sentences: without quoted replies, forward headers and quoted lines. */
export function sentencesOf(text: string): string[] {
  const lines = withoutQuotes(text)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !FORWARD_HEADER.test(l) && !/^[«"“].*[»"”]$/.test(l));
  // «welcome back 🙂 Natasha, …»: an emoji before a capital ends a sentence as a full stop does.
  return lines
    .flatMap((l) => l.split(/(?<=[.!?])\s+|(?<=\p{Extended_Pictographic}\u{FE0F}?)\s+(?=\p{Lu})/u))
    .filter((s) => tokenize(s).length > 0);
}

/** Asking outranks not asking; among equals the longer part says more about the task. */
export function rank(part: string): number {
  return requestScore(part) * 100 + Math.min(part.length, 99);
}

export function requestScore(sentence: string): number {
  let score = 0;
  const heads = clauseHeads(sentence);
  // «перенесённые проекты раздай»: a Russian verb may follow its object.
  // «меню для печати к 31-му отправь в типографию»: or anywhere in a clause, once nouns that end like one are told apart.
  // «первая задача — пройти онбординг»: an infinitive in -ти heading a clause states the task (those in -ть are
  // as often a need told, «решить надо»).
  const asks =
    heads.some(
      ({ head, next, opening }) =>
        opening.some((t) => isRussianImperative(t.word) && !FINITE.test(t.word)) ||
        RUSSIAN_INFINITIVE_HEAD.test(head.word) ||
        looksLikeEnglishImperative(head.word, next?.word),
    ) ||
    sentence
      .split(CLAUSE_BREAK)
      .some((clause) =>
        tokenize(clause).some((t, i, all) => i > 0 && all[i - 1]!.word !== 'не' && isRussianImperative(t.word) && !FINITE.test(t.word)),
      );
  // "someone kill breaker 14": an order to whoever is nearest names who is asked, as a mention does.
  if (someoneOrderedAt(sentence) >= 0) score += 3;
  else if (asks || politeImperative(sentence) || futureQuestion(sentence, heads)) score += 2;
  if (REQUEST.test(sentence) || SELF_NOTE.test(sentence)) score += 2;
  if (NEED.test(sentence) || POLITE.test(sentence)) score += 1;
  // «кто сегодня на подсчёте поможет Марине…?»: a question whether anyone will do the work is an open call too.
  if (OPEN_CALL.test(sentence) || asksSomeoneWill(sentence)) score += 2;
  if (/@[A-Za-z0-9_]{3,}/.test(sentence)) score += 1;
  // «@oksana спасибо!», "thanks all": a thanks is not where the request is.
  if (isThanks(sentence)) score -= 2;
  // "welcome back", "happy new year", «с наступающим»: a greeting is not where the request is.
  if (
    /^(?:@[A-Za-z0-9_]+\s+)?(?:welcome|happy|good\s+morning|с\s+(?:наступающим|праздником|новым\s+годом))(?![\p{L}])/iu.test(
      sentence.trim(),
    )
  )
    score -= 2;
  return score;
}

/** «Наташа, договоришься с планетарием о брони?»: a question that opens a clause with «ты»'s future asks for the work. */
function futureQuestion(sentence: string, heads: ReturnType<typeof clauseHeads>): boolean {
  return /\?\s*$/u.test(sentence) && heads.some(({ head }) => secondPersonToInfinitive(head.word) !== null);
}

/** "on the 4th please send …": the verb after «please» is an order, wherever the clause starts. */
function politeImperative(sentence: string): boolean {
  const after = /(?:^|[^\p{L}])(?:please|pls|plz)\s+([a-z]+)(?:\s+([a-z]+))?/iu.exec(sentence);
  return after !== null && looksLikeEnglishImperative(after[1]!, after[2]);
}

/**
 * «@oksana спасибо!», «@kirill спасибо за турнир, два первых места!», "Last day of the year, thanks all": a sentence
 * that opens with thanks, or has a clause of thanks alone, is not where the request is.
 */
function isThanks(sentence: string): boolean {
  const bare = sentence.trim().replace(/^(?:@[A-Za-z0-9_]+[\s,]*)+/, '');
  if (THANKS.test(bare) && tokenize(bare).length <= 5) return true;
  return THANKS_OPENING.test(bare) || bare.split(/[,;]\s*/).some((clause) => THANKS.test(clause) && tokenize(clause).length <= 2);
}

const THANKS_OPENING = /^(?:спасибо|благодарю|thanks|thank\s+you|cheers)(?![\p{L}])/iu;
