/**
 * Work tied to the day of the message it answers: the doer's going ("before you go", «перед уходом», «до ухода»,
 * «на обратном пути», "on your way") or that day itself («в тот же день», "that day", «до этого», «к тому дню»,
 * "before then").
 * Said in answer to a leave asked («можно я в пятницу уйду в 15?», "can I leave at 2 on the 24th?"), a trip
 * announced or a visit's day, it is due the day that message names, not the day the answer is written, unless
 * the answer names the day right beside it ("today before you leave", "before you leave Friday").
 */
import { extractDue } from './dueChoice';
import { findDueCandidates } from './dueDate';
import { dayOf, type LocalDateTime } from './localDate';

const GOING =
  '(?:before|till|until)\\s+you\\s+(?:leave|go|head\\s+(?:off|out))|on\\s+(?:your|the)\\s+way(?:\\s+(?:back|in|over|out))?|(?:до|перед)\\s+(?:твоего\\s+|вашего\\s+)?(?:ухода|уходом)|на\\s+обратном\\s+пути|по\\s+дороге(?:\\s+(?:назад|обратно|туда))?';
const THAT_DAY =
  '(?:в|во)\\s+(?:тот\\s+же|тот|этот\\s+же|этот)\\s+день|(?:on\\s+)?(?:that|the\\s+same)\\s+day|до\\s+(?:этого|того)|before\\s+(?:then|that)|(?:к|by)\\s+(?:тому|этому|that)\\s+(?:дню|day)';
const TIED = new RegExp(`(?<![\\p{L}])(?:${GOING}|${THAT_DAY})(?![\\p{L}])`, 'iu');

/** "swap your tour that day with Jordan first", «но сначала сдай»: the work comes before the leave is granted, now. */
const FIRST = /(?<![\p{L}])(?:first|сначала|сперва|для\s+начала)(?![\p{L}])/iu;

/** Only a space or a preposition between the going and a day: the answer says which day itself. */
const BESIDE = /^\s*(?:on|on\s+the|в|во)?\s*$/u;

/** Whether the message ties its work to the day of the message it answers without naming a day beside it. */
export function tiedToAnsweredDay(text: string, sent: LocalDateTime): boolean {
  const tie = TIED.exec(text);
  if (!tie || FIRST.test(text)) return false;
  const start = tie.index;
  const end = start + tie[0].length;
  const beside = (c: { index: number; end: number }) =>
    c.end <= start ? BESIDE.test(text.slice(c.end, start)) : c.index >= end && BESIDE.test(text.slice(end, c.index));
  return !findDueCandidates(text, sent).some((c) => !c.timeOnly && !c.past && beside(c));
}

/** The day the answered message names (a day ahead of the answer), or null when it names none. */
export function answeredDay(answered: { text: string; sent: LocalDateTime }, answerSent: LocalDateTime): string | null {
  return extractDue(answered.text, answered.sent, { daysOnly: true, notBefore: dayOf(answerSent), authorsDays: true });
}
