/**
 * Work tied to someone's going: "before you go", «перед уходом», «до ухода», «на обратном пути», "on your way".
 * Said in answer to a leave asked («можно я в пятницу уйду в 15?», "can I leave at 2 on the 24th?") or to a trip
 * announced, it is due the day of the going that message names, not the day the answer is written, unless the
 * answer names the day right beside it ("today before you leave", "before you leave Friday").
 */
import { extractDue, findDueCandidates } from './dueDate';
import { dayOf, type LocalDateTime } from './localDate';

const DEPARTURE =
  /(?<![\p{L}])(?:(?:before|till|until)\s+you\s+(?:leave|go|head\s+(?:off|out))|on\s+(?:your|the)\s+way(?:\s+(?:back|in|over|out))?|(?:до|перед)\s+(?:твоего\s+|вашего\s+)?(?:ухода|уходом)|на\s+обратном\s+пути|по\s+дороге(?:\s+(?:назад|обратно|туда))?)(?![\p{L}])/iu;

/** Only a space or a preposition between the going and a day: the answer says which day itself. */
const BESIDE = /^\s*(?:on|on\s+the|в|во)?\s*$/u;

/** Whether the message ties its work to the doer's going without naming the day of it. */
export function tiedToDeparture(text: string, sent: LocalDateTime): boolean {
  const going = DEPARTURE.exec(text);
  if (!going) return false;
  const start = going.index;
  const end = start + going[0].length;
  const beside = (c: { index: number; end: number }) =>
    c.end <= start ? BESIDE.test(text.slice(c.end, start)) : c.index >= end && BESIDE.test(text.slice(end, c.index));
  return !findDueCandidates(text, sent).some((c) => !c.timeOnly && !c.past && beside(c));
}

/** The day of the going the answered message names (a day ahead of the answer), or null when it names none. */
export function departureDay(answered: { text: string; sent: LocalDateTime }, answerSent: LocalDateTime): string | null {
  return extractDue(answered.text, answered.sent, { daysOnly: true, notBefore: dayOf(answerSent), authorsDays: true });
}
