/**
 * Which of the dates a message names is its due date: the candidates `findDueCandidates` reads, weighed by what the
 * message asks (its request sentence, an order for now, "no rush", a duty handed over, a reply asked for by a day).
 */
import { askedTimeToday } from './askedTimeToday';
import { NOT_DUE_ROLES } from './dueContext';
import { findDueCandidates, type DueCandidate } from './dueDate';
import { dayOf, formatDay, type DayNumber, type LocalDateTime } from './localDate';
import { requestScore, requestSentence, sentencesOf } from './requestSentence';
import { spanAround } from './textSpans';

/**
 * `daysOnly` leaves out a bare time (a thread's «до 12» was that message's day); `notBefore` drops days before it;
 * `authorsDays` keeps the days the author speaks of for themselves («можно я 7-го проведу онлайн?», read from a reply).
 * The due date: of the days still ahead that are not starts, a calendar date over a weekday, what is said
 * as the deadline («до», "by") over other dates, a date that is not an event's over an event's, then the
 * earliest; a bare time or "EOD" means today (or tomorrow) only when no day is named.
 */
export function extractDue(
  text: string,
  sent: LocalDateTime,
  options: { daysOnly?: boolean; notBefore?: DayNumber; authorsDays?: boolean } = {},
): string | null {
  const found = findDueCandidates(text, sent).filter((c) => !c.past && c.day >= (options.notBefore ?? c.day));
  // «запиши на 9 сентября, с утра»: once the day is a slot booked, its time and start are the slot's too.
  // A slot booked for today («запиши её на сегодня на 17:30») is still today's work.
  const today = dayOf(sent);
  const booked = found.some((c) => c.role === 'booking' && c.day > today);
  // «если до среды сама не справишься — звони Рустаму», "if it's still dropping Monday just swap to truck 2": when the
  // only day is the condition's, the work comes that day.
  const onlyConditions = found.length > 0 && found.every((c) => c.role === 'condition');
  const keeps = (c: DueCandidate) =>
    onlyConditions ||
    (c.role === 'booking' && c.day === today) ||
    (c.role === 'own' && options.authorsDays === true) ||
    (c.role === 'earliest' && c.timeOnly);
  // A time said as the deadline before the slot («до 18:00 сдать графики на 30-е») is the work's own; after it
  // ("book him for the 14th, before 7am") it is the slot's.
  const slotAt = Math.min(...found.filter((c) => c.role === 'booking').map((c) => c.index));
  const ownTime = (c: DueCandidate) => c.timeOnly && c.deadline && c.end <= slotAt;
  let candidates = found.filter((c) => (!NOT_DUE_ROLES.has(c.role) || keeps(c)) && !(booked && ((c.timeOnly && !ownTime(c)) || c.start)));
  const request = requestSpan(text);
  const inRequest = (c: DueCandidate) => request !== null && c.index >= request.index && c.end <= request.end;
  // "no rush", «когда будет время»: without a deadline said, the dates around the request are context.
  if (UNHURRIED.test(text) && !candidates.some((c) => c.deadline || inRequest(c))) return null;
  // «бронируй сейчас», "let the client know asap": an order for now is due on no later day the message only mentions.
  // A «now» in a sentence told before the one that asks ("they want notice now. could you call them tomorrow?") is no order for now.
  const immediate = IMMEDIATE.exec(text);
  const toldNow = immediate !== null && request !== null && immediate.index < request.index;
  if (immediate && !toldNow && !FORWARDED.test(text))
    candidates = candidates.filter(
      (c) => c.deadline || (c.day === today && (request === null || inRequest(c))) || sameClause(text, c, immediate.index),
    );
  // «переключи на базовый пакет с 1 июля»: the day something starts is the due day only when nothing else is named.
  // «с сегодняшнего дня записывайте в журнал», "nobody mixes aprons with towels from today": a rule that holds from
  // now on has no deadline.
  candidates = candidates.filter(
    (c) => !(c.start && c.kind === 'relative' && FROM_NOW_ON.test(text.slice(Math.max(0, c.index - 6), c.end))),
  );
  let usable = candidates.some((c) => !c.start) ? candidates.filter((c) => !c.start) : candidates;
  // «с понедельника корма на тебе», "from the 1st the class is yours": a duty handed over from a day has no deadline.
  if (usable.length > 0 && usable.every((c) => c.start) && DUTY_HANDED.test(text)) return null;
  // «кто 31-го выйдет? отпишитесь до среды», read from a thread: answered already, the call's day is the work's.
  if (options.daysOnly && usable.some((c) => !REPLY_BY.test(clauseOf(text, c))))
    usable = usable.filter((c) => !REPLY_BY.test(clauseOf(text, c)));
  // The date said in the sentence that asks is the request's own; the others are context («Завтра учёба. … к 15-му убрать ёлку»).
  // A date in a later sentence («… this week? ideally by Thursday») still says when.
  if (request && usable.some((c) => !c.timeOnly && inRequest(c))) {
    // «журналы принесёшь 5-го? мне до 11-го в дирекцию сдавать», «кто выйдет в субботу 2-го? Прадо хотят забрать до
    // 5-го», «подменишь в пятницу? отпишись до завтра»: a later deadline that is the author's own, someone else's wish
    // or a reply's is no deadline of the work the request dates.
    // When no sentence asks, the last one stands for the request, and a deadline said before it still says when
    // ("Month end: all controllers send your sheets by the 3rd. Payroll closes on the 6th").
    usable = usable.filter(
      (c) => (c.index >= request.index || (c.deadline && !request.asks)) && (inRequest(c) || !notTheWorks(clauseOf(text, c))),
    );
  }
  // "could you retest it by Thursday? the fix lands tonight", "update the sheet before the end of the day? the office
  // needs it for the Monday report": a deadline said in the sentence that asks is the request's; a day told in
  // another sentence without a «до» / "by" is context. A time alone («к 16:00») is on a day said before it.
  const askedBy = usable.filter((c) => c.deadline && inRequest(c));
  if (request && askedBy.length > 0) {
    const timeOnly = askedBy.every((c) => c.timeOnly);
    usable = usable.filter((c) => inRequest(c) || (c.deadline && !notTheWorks(clauseOf(text, c))) || (timeOnly && c.index < request.index));
  }
  // «На этой неделе 14 рейсов. … сверь до обеда заявки»: a time limit in the request is on a day said before it
  // («Завтра с 7:00 все на месте. … к 16:00»), never on a week.
  if (request && usable.some((c) => c.timeOnly && c.deadline && inRequest(c)))
    usable = usable.filter((c) => c.index >= request.index || c.kind !== 'period');
  // «оставшиеся 2 до 12 доделай, эксперт завтра»: a time said as the deadline is today's when the only days come
  // after it, each in a verbless clause of its own that names who or what comes that day.
  const days = usable.filter((c) => !c.timeOnly);
  const timeFirst = usable.find((c) => c.timeOnly && c.deadline);
  const todaysTime =
    timeFirst !== undefined &&
    days.length > 0 &&
    days.every(
      (c) => c.index > timeFirst.end && !c.deadline && NOUN_AND_DAY.test(`${text.slice(timeFirst.end, c.index)}|${text.slice(c.end)}`),
    );
  const askedToday = todaysTime ? undefined : askedTimeToday(text, usable);
  let pool = todaysTime ? [timeFirst] : askedToday ? [askedToday] : days;
  if (pool.length === 0 && !options.daysOnly) pool = usable;
  const prefer = (keep: (c: DueCandidate) => boolean) => {
    if (pool.some(keep)) pool = pool.filter(keep);
  };
  // «в пятницу, 15-го», "Thu the 10th": the calendar date next to the weekday is the exact one.
  // Beside it: nothing but a comma or a space between them («в пятницу, 15-го», "Friday 23 January").
  const between = (a: DueCandidate, b: DueCandidate) => text.slice(Math.min(a.end, b.end), Math.max(a.index, b.index));
  const besideWeekday = (c: DueCandidate, d: DueCandidate) =>
    d.kind === 'explicit' && (c.index < d.end && d.index < c.end ? true : /^[\s,]*(?:the\s+)?$/u.test(between(c, d)));
  // "by Thursday, Dec 3rd": the date takes over the weekday's «by».
  pool = pool.map((d) =>
    d.kind === 'explicit' && !d.deadline && pool.some((c) => c.kind === 'weekday' && c.deadline && besideWeekday(c, d))
      ? { ...d, deadline: true }
      : d,
  );
  pool = pool.filter((c) => c.kind !== 'weekday' || !pool.some((d) => besideWeekday(c, d)));
  // «в среду или в четверг», "Tuesday or Wednesday", "over the weekend if you can, otherwise Monday": either will
  // do, so the later one is the deadline.
  pool = pool.filter(
    (c) =>
      !pool.some(
        (d) =>
          d.index > c.end &&
          d.day > c.day &&
          /^\s*,?\s*(?:или|or|(?:[\p{L}\s]{0,20},\s*)?(?:otherwise|а\s+если\s+нет|в\s+крайнем\s+случае),?)\s+(?:в|во|on|by)?\s*$/u.test(
            text.slice(c.end, d.index),
          ),
      ),
  );
  // What the message says is due («до 20.02») over the dates it mentions («проверка 26-го»); «сегодня» goes with the verb.
  prefer((c) => c.role !== 'purpose');
  prefer((c) => c.deadline || c.kind === 'relative');
  prefer((c) => !c.event);
  if (pool.length === 0) return null;
  return formatDay(Math.min(...pool.map((c) => c.day)));
}

/** A clause of one word and the day, with the text before it and after it joined by «|»: «, эксперт завтра». */
const NOUN_AND_DAY = /[,;—–.]\s*[\p{L}]+\s+\|\s*(?:[,;.!?\n]|$)/u;
/** Asking to answer by a day: «отпишитесь», «дайте знать», "let me know", "reply". */
const REPLY_BY =
  /(?<![\p{L}])(?:отпиш(?:ись|итесь)|отзовите?сь|дай(?:те)?\s+знать|сообщите\s+мне|let\s+me\s+know|reply|respond|sign\s+up)(?![\p{L}])/iu;
/** «с сегодня», «с завтрашнего дня», "from today", "from tomorrow" (not "starting tomorrow", which starts a piece of work). */
const FROM_NOW_ON = /(?:^|\s)(?:с|со|from)\s+(?:сегодня|завтра|сегодняшнего|завтрашнего|today|tomorrow)(?![\p{L}])/iu;
/**
 * The author's own deadline («я … до воскресенья», «мне до 11-го сдавать»), a wish of others («хотят», "want") or
 * where others are till a day ("they're in Lanzarote till the 20th").
 */
const OTHERS_DEADLINE_SAID =
  /(?:^|[^\p{L}])(?:я|i'?m|i\s+am|they'?re|he'?s|she'?s|хотят|хочет|(?<!(?:^|[^\p{L}])(?:i|we)\s)wants?|мне\s+(?:до|к)\s+[^.!?\n]*?[\p{L}]+(?:ать|ять|ить|еть))(?![\p{L}])/iu;
/** Handing a duty over: «на тебе», «твой», "yours", "on you". */
const DUTY_HANDED = /(?<![\p{L}])(?:на\s+(?:тебе|вас)|тво[йяеё]|ваш[аеи]?|yours|on\s+you)(?![\p{L}])/iu;
/** Words of an order for now: «сейчас», "now", "asap", «срочно», "right away". */
const IMMEDIATE = /(?<![\p{L}])(?:сейчас|прямо\s+сейчас|срочно|немедленно|now|asap|right\s+away|immediately)(?![\p{L}])/iu;
/** A forwarded message: its own words («could this be fixed today?») say when. */
const FORWARDED = /^(?:переслано\s+от|forwarded\s+from|fwd\s+from|fw:|fwd:)/im;

/** A clause whose deadline is the author's own, a wish of others or a reply's. */
function notTheWorks(clause: string): boolean {
  return OTHERS_DEADLINE_SAID.test(clause) || REPLY_BY.test(clause);
}

/** The clause a date stands in: from the punctuation before it to the punctuation after it. */
function clauseOf(text: string, c: DueCandidate): string {
  return spanAround(text, c, /[,;.!?\n—]/u);
}

/** Whether nothing but words (no comma, dash or sentence end) stands between the date and the position. */
function sameClause(text: string, c: DueCandidate, at: number): boolean {
  const between = at < c.index ? text.slice(at, c.index) : text.slice(c.end, at);
  return !/[,;:.!?\n—–]/u.test(between);
}

/**
 * "no rush", «не горит», "at some point", «когда освободитесь»: the work has no deadline unless one is said, neither
 * its own nor, in a follow-up, the thread's.
 */
export const UNHURRIED =
  /(?:no\s+rush|not\s+urgent|at\s+some\s+point|whenever\s+you|when\s+you(?:'re|\s+are)\s+free|не\s+горит|не\s+срочно|когда\s+будет\s+(?:время|минутка)|когда\s+сможешь|когда\s+освобод[\p{L}]*)/iu;

/** Where the sentence that asks sits in the text, when the message has more than one (an emoji ends a sentence too). */
function requestSpan(text: string): { index: number; end: number; asks: boolean } | null {
  const sentences = sentencesOf(text.replace(/[\p{Extended_Pictographic}]\u{FE0F}?\s+/gu, (e) => `${e.trimEnd()}.\n`)).map((s) =>
    s.replace(/\.$/u, ''),
  );
  if (sentences.length < 2) return null;
  const sentence = requestSentence(sentences, text);
  const index = text.indexOf(sentence);
  return index < 0 ? null : { index, end: index + sentence.length, asks: requestScore(sentence) > 0 };
}
