/**
 * «до 18 верни газель, в понедельник на ней всё железо везём», "invoice the hotel before 18:00, their accounts close
 * early on Friday", «скинь мне расписание на завтра до 18»: a time said as the deadline in a clause that asks is today's
 * when every day the message names is told in a clause that asks nothing, or is the day of what is asked for
 * («расписание на завтра», «записанных на 30-е»).
 */
import type { DueCandidate } from './dueDate';
import { requestScore } from './requestSentence';
import { spanAround } from './textSpans';

const CLAUSE_END = /[,;:.!?\n—–]/u;
const SENTENCE_END = /[.!?\n]/u;
/** «на завтра», «на 30-е», "for tomorrow": the day of the thing asked for, not of the asking. */
const THINGS_DAY_BEFORE = /(?:^|[^\p{L}])(?:на|for)\s+$/iu;
const THINGS_DAY_OPENING = /^(?:на|for)\s/iu;

/** The time that makes the work today's, or undefined when a day the message names is the work's. */
export function askedTimeToday(text: string, candidates: DueCandidate[]): DueCandidate | undefined {
  const time = candidates.find((c) => c.timeOnly && c.deadline && requestScore(spanAround(text, c, SENTENCE_END)) >= 2);
  const days = candidates.filter((c) => !c.timeOnly);
  if (time === undefined || days.length === 0) return undefined;
  // «Columbiahalle в субботу: кто может к 7:00?»: a time after a day told in its sentence is that day's.
  const toldBefore = (day: DueCandidate) => day.end <= time.index && !SENTENCE_END.test(text.slice(day.end, time.index));
  const context = (day: DueCandidate) =>
    !day.deadline &&
    day.kind !== 'period' &&
    (sameClause(text, day, time) ? thingsDay(text, day) : !toldBefore(day) && requestScore(spanAround(text, day, CLAUSE_END)) < 2);
  return days.every(context) ? time : undefined;
}

function thingsDay(text: string, day: DueCandidate): boolean {
  return (
    THINGS_DAY_OPENING.test(text.slice(day.index, day.end)) || THINGS_DAY_BEFORE.test(text.slice(Math.max(0, day.index - 6), day.index))
  );
}

function sameClause(text: string, a: DueCandidate, b: DueCandidate): boolean {
  return !CLAUSE_END.test(text.slice(Math.min(a.end, b.end), Math.max(a.index, b.index)));
}
