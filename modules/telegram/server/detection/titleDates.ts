/**
 * The day words a title does without: the card's due date says the day («инвентаризация в пятницу» →
 * «инвентаризация»). A date goes with its preposition, the end of its range, its part of the day and a second day
 * joined to it; the period the work covers, its length and a shift's hours stay.
 */
import { findDueCandidates, type DueCandidate } from './dueDate';
import type { LocalDateTime } from './localDate';

/** The text with every date the parser finds taken out, for reading what a sentence is about. */
export function withoutDates(text: string, sent?: LocalDateTime): string {
  if (!sent) return text;
  return cut(text, findDueCandidates(text, sent), false).replace(/\s+/g, ' ').trim();
}

/** The title without the dates that say when it is due; a comma after one stays, as the clause boundary it marks. */
export function withoutDueWords(title: string, sent: LocalDateTime): string {
  const spans = findDueCandidates(title, sent)
    // A range of calendar days is the period the work covers («план смен на 26–30 ноября»), not its deadline.
    .filter((c) => c.deadline || !/\d\s*[–-]\s*\d/.test(title.slice(c.index, c.end)))
    .filter((c) => !DURATION.test(title.slice(extendLeft(title, c.index), c.end + 8)))
    // «подменить с 12 до 16», "from 9 to 1": the hours of a shift are the work's, and stay together.
    .filter((c) => !(c.timeOnly && HOURS_FROM.test(title.slice(0, c.index))));
  return cut(title, spans, true);
}

function cut(text: string, spans: DueCandidate[], keepComma: boolean): string {
  return [...spans]
    .sort((a, b) => b.index - a.index)
    .reduce((rest, span) => {
      const after = rangeEndCut(rest.slice(span.end));
      const comma = keepComma && /^\s*,/.test(after);
      return `${rest.slice(0, extendLeft(rest, span.index))}${comma ? ',' : ' '}${comma ? after.replace(/^\s*,/, ' ') : after}`;
    }, text);
}

/**
 * "April 25-26", «4–6 ноября» read as one day: the end of the range goes with the day taken out; so does the word
 * of an hour the parser leaves after it («к 4 часам»).
 */
function rangeEndCut(after: string): string {
  // «сегодня же», «завтра же»: the particle goes with the day; so do the part of it ("tomorrow morning", "sunday
  // night") and the possessive ("tonight's shift").
  return (
    after
      .replace(/^\s*[-–]\s*\d{1,2}(?!\d|[:.]\d)/u, '')
      .replace(/^'s(?![\p{L}])/u, '')
      // «на 27-е и 29-е»: a second day joined to the one taken out.
      .replace(/^\s*(?:и|или|and|or|,)\s*\d{1,2}-?(?:е|го|ое|th|st|nd|rd)(?![\p{L}\d])/iu, '')
      .replace(/^\s*(?:час(?:а|ов|ам|у)?|o'?clock|же|утру|утром|вечеру|вечером|ночью|morning|afternoon|evening|night)(?![\p{L}])/iu, '')
  );
}

/**
 * Takes in the preposition before a date («до четверга», "by Friday") so that it goes with the date; not a noun that
 * is spelt as one ("count the till before you go").
 */
function extendLeft(text: string, index: number): number {
  const m =
    /(?:^|\s)(?:до|к|ко|в|во|на|по|с|by|before|until|till|on|at|due|for|не\s+позже|no\s+later\s+than|желательно|ideally)\s*$/iu.exec(
      text.slice(0, index),
    );
  return m && !/(?:^|\s)(?:the|a|my|our|your|their)\s*$/iu.test(text.slice(0, m.index)) ? m.index : index;
}

const HOURS_FROM = /(?:^|\s)(?:с|from)\s+\d{1,2}(?:[:.]\d{2})?\s*$/iu;

/** «выйти на 4 часа», "for 2 hours": how long the work lasts, read by the date parser as an hour, stays in the title. */
const DURATION = /^(?:на|for)\s+\d{1,2}\s+(?:час(?:а|ов)?|hours?)(?![\p{L}])/iu;
