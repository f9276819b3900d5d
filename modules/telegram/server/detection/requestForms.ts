/**
 * Requests recognised by their grammatical form rather than by a trade's words, so that they carry over to
 * chats of trades never seen: a question to someone unnamed in the future tense («кто-нибудь глянет
 * насос?»), a question with a second-person verb («посчитаешь до среды?»), an order softened by a
 * condition («глянь, если будет минутка»), work handed over as a fact («Газель на Химки — Серёга, твоя»)
 * and asking for a thing for the team ("can we get…", «можно нам монитор?»).
 */
import { EN_WORK_VERBS } from './englishImperative';

/** Verbs of knowing, seeing or being, which ask about the world, not for work («кто-нибудь знает…?»). */
const NOT_WORK_VERB = /^(?:зна|помн|вид|слыш|понима|дума|счита|хоч|хот|буд|есть|нрав|работа|отвеча|занима|говор|сто|лежи|иде)/;

const SOMEONE_VERB =
  /(?:^|[^\p{L}])(?:кто-нибудь?|кто-то|кто-либо|кто)(?:\s+из\s+(?:вас|нас))?(?:\s+[\p{L}\d-]+){0,3}?\s+([а-яё]{3,}(?:ет|ёт|ит|ат|ят)(?:ся)?)(?![\p{L}])/iu;

/** The verb before the one asked: «закажет кто-нибудь срочно?», «позвонит кто-то?». */
const VERB_SOMEONE = /(?:^|[^\p{L}])([а-яё]{3,}(?:ет|ёт|ит|ат|ят)(?:ся)?)\s+кто-(?:нибудь|то|либо)(?![\p{L}])/iu;

/**
 * A team or a role asked whether it can do the work: "can housekeeping prepare … by saturday?", "could whoever
 * does obits today fit it?", "any chance someone can open the singles lane?". Not "can I…" (leave asked) nor
 * "can you" and "can we get", which REQUEST and asksForThing read.
 */
const ROLE_CAN =
  /\b(?:can|could)\s+(?!i\b|you\b|we\b|it\b|this\b|that\b|there\b|they\b)(?:the\s+)?[a-z]+(?:\s+[a-z]+){0,3}?\s+(?:please\s+)?([a-z]+)\b/iu;
const ANY_CHANCE = /\bany\s+chance\b/iu;

/** «кто-нибудь глянет насос?», «кто закажет бумагу?», "can housekeeping prepare…?": a question whether anyone will do the work. */
export function asksSomeoneWill(text: string): boolean {
  return sentences(text).some((sentence) => {
    if (!sentence.endsWith('?')) return false;
    if (ANY_CHANCE.test(sentence)) return true;
    const role = ROLE_CAN.exec(sentence)?.[1]?.toLowerCase();
    if (role !== undefined && EN_WORK_VERBS.has(role)) return true;
    const verb = (SOMEONE_VERB.exec(sentence) ?? VERB_SOMEONE.exec(sentence))?.[1]?.toLowerCase();
    return verb !== undefined && !NOT_WORK_VERB.test(verb);
  });
}

// Russian typed in Latin letters loses the soft sign («posmotrish» is read «посмотриш»).
const SECOND_PERSON_VERB = /(?:^|[^\p{L}])([а-яё]{2,}(?:ешь?|ёшь?|ишь?)(?:ся)?)(?![\p{L}])/giu;

/** «@igor посчитаешь до среды?», «согласуешь?», «Андрей, едешь?»: asking whether you will do the work. */
export function asksYouWill(text: string): boolean {
  return sentences(text).some(
    (sentence) =>
      sentence.endsWith('?') && [...sentence.matchAll(SECOND_PERSON_VERB)].some(([, verb]) => !NOT_WORK_VERB.test(verb!.toLowerCase())),
  );
}

/**
 * A condition that only softens an order: «если будет минутка», «как будет время», "when you get a chance", "when you've
 * got a sec". "if you've got a sec" asks whether there is time now, so it leaves the order as it is.
 */
export const POLITE_CONDITION =
  /(?:(?:^|[^\p{L}])(?:если|когда|как)\s+(?:у\s+(?:кого(?:-нибудь)?|тебя|вас)\s+)?(?:будет|появится|выдастся|найдётся|найдется)\s+(?:свободн[\p{L}]*\s+)?(?:минутк[\p{L}]*|минут[\p{L}]*|время|времени|возможность|секунд[\p{L}]*)(?![\p{L}])|\b(?:when|if|whenever)\s+you\s+(?:get|have|find)\s+a\s+(?:sec|second|minute|min|moment|chance)\b|\b(?:when|whenever)\s+you(?:'ve|\s+have)\s+got\s+a\s+(?:sec|second|minute|min|moment|chance)\b)/iu;

/**
 * Work handed to someone as a fact: «Серёга, твоя», «Лена, ваше», «reys na Barnaul tvoy» (read in
 * Cyrillic), "Nina, that's you", "it's yours".
 */
export const ASSIGNED_AS_YOURS =
  /(?:(?:^|[^\p{L}])(?:это\s+)?(?:твоя|твой|твоё|твое|твои|ваша|ваш|ваше|ваши)(?=\s*(?:[,.!;—–)]|$))|\b(?:it'?s|it\s+is|that'?s|this\s+one'?s)\s+(?:yours|you|on\s+you)\b)/iu;

/**
 * The condition an answer puts on what it allows: «меняйтесь, только график сама исправь», "sure, just put it in the
 * swap book", «можно, но сначала сдай кассу». A note to bear in mind («но учтите…», "but note…") or a limit («только
 * если…», "but only if…") gives no work.
 */
const CONDITION =
  /(?:^|[^\p{L}])(?:только|но|just|but)\s+(?!(?:только\s+)?(?:если|учти|учтите|имей|имейте)(?![\p{L}])|(?:only\s+)?if\b|(?:note|remember)\s+that\b|keep\s+in\s+mind|bear\s+in\s+mind)/iu;

/** What follows «только», "just" or "but", to be read for an order; null without one. */
export function conditionOf(text: string): string | null {
  const match = CONDITION.exec(text);
  return match ? text.slice(match.index + match[0].length) : null;
}

/**
 * Work added to work already under way: «заодно дворники поменяй», «раз уж ты там», "and while you're at it top up the tank",
 * "while they're here get them to look at…". Mostly an order; «гляну заодно» is the author's own promise, which other cues read.
 */
export const ALONG_THE_WAY =
  /(?:(?:^|[^\p{L}])(?:заодно|раз\s+уж\s+(?:ты|вы))(?![\p{L}])|\bwhile\s+(?:you'?re|you\s+are|they'?re|they\s+are)\s+(?:at\s+it|here|there)\b)/iu;

/** Asking for a thing for the team: "can we get…", "could we have…", «можно нам монитор?» (not «можно нам уйти»). */
export function asksForThing(text: string): boolean {
  if (/\b(?:can|could)\s+we\s+(?:get|have)\b/iu.test(text)) return true;
  const after = /(?:^|[^\p{L}])можно\s+нам\s+([\p{L}]+)/iu.exec(text)?.[1]?.toLowerCase();
  return after !== undefined && !/(?:ть|ти|чь|ться|тись)$/.test(after) && !/^(?:в|во|на|с|со|к|до|по|за|завтра|сегодня)$/.test(after);
}

/** Knowing, not doing: «кто-нибудь знает…», «вы видели…», "does anyone know…", "anyone seen…", "tell me which…". */
const KNOWING =
  /(?:(?:^|[^\p{L}])(?:кто(?:-нибудь|-то)?|вы|ты)\s+(?:не\s+)?(?:знает|знаете|знаешь|видел[аи]?|помнит|помните|помнишь|в\s+курсе)(?![\p{L}])|\b(?:does|do)\s+(?:anyone|anybody|someone|you)\s+(?:know|remember|have\s+any\s+idea)\b|\bany(?:one|body)\s+(?:seen|know|knows|remember)\b|\bany\s+idea\b|\btell\s+me\s+(?:which|where|what|whether|if)\b)/iu;
/** A question word opening the sentence, after a name addressed: «где журнал?», «Вера, сколько надо?», "which matter…?". */
const ASKS_WHICH =
  /^(?:(?:@[A-Za-z0-9_]{3,32}|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s*,\s*)?(?:а\s+|и\s+)?(?:где|куда|откуда|какой|какая|какие|какое|каким|сколько|where|which|how\s+many|how\s+much|what\s+(?:size|time|number))(?![\p{L}])/iu;

/** «кто-нибудь знает, где журнал?», «где ключи от щитовой?», "can someone tell me which…?": asking to be told, not for work. */
export function asksToKnow(text: string): boolean {
  return sentences(text).some((sentence) => sentence.endsWith('?') && (KNOWING.test(sentence) || ASKS_WHICH.test(sentence)));
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}
