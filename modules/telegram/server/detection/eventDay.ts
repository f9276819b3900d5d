/**
 * A deadline said by an event instead of a day: «к выставке распечатай буклеты», "check the drum head before
 * Leipzig", «запишись на осмотр и собери к нему фото». When the message names no day, the event's day is the one a
 * message of the thread gives next to the same word («в субботу 19-го выставка», «осмотр назначили на 6 марта»).
 */
import { findDueCandidates } from './dueDate';
import { dayOf, formatDay, type LocalDateTime } from './localDate';

/**
 * «к выставке», «перед показом», "before Leipzig", "before go-live": the event's word after the limit; "before Kevin
 * can finish" is a clause, not an event.
 */
const BY_EVENT =
  /(?<![\p{L}])(?:к|ко|перед|before|ahead\s+of)\s+(?:the\s+|their\s+|our\s+|его\s+|их\s+|нашей\s+|нашему\s+)?([\p{L}][\p{L}-]{3,})(?![\p{L}-])(?!\s+(?:can|could|will|would|is|are|has|gets|сможет|будет|успеет)(?![\p{L}]))/giu;
/** The first letters of the word, enough to find its other case forms («выставке» → «выстав…»). */
const STEM = 5;

/** The day a thread message gives the event the message's deadline names, or null. */
export function eventDay(text: string, sent: LocalDateTime, previous: Array<{ text: string; sent: LocalDateTime }>): string | null {
  const stems = [...text.toLowerCase().replace(/ё/g, 'е').matchAll(BY_EVENT)].map((m) => m[1]!.slice(0, STEM));
  for (const stem of stems) {
    // A stem is letters and hyphens only: nothing in it needs escaping.
    const word = new RegExp(`(?<![\\p{L}])${stem}`, 'u');
    for (const earlier of [...previous].reverse()) {
      const source = earlier.text.toLowerCase().replace(/ё/g, 'е');
      const at = source.search(word);
      if (at < 0) continue;
      // The event's own day is the one written nearest its word, in the same sentence.
      const days = findDueCandidates(earlier.text, earlier.sent).filter(
        (c) => !c.timeOnly && c.day >= dayOf(sent) && !/[.!?\n]/u.test(source.slice(Math.min(c.end, at), Math.max(c.index, at))),
      );
      if (days.length === 0) continue;
      // «в субботу 28-го выставка»: a calendar date says the day more exactly than the weekday beside it.
      const exact = days.some((c) => c.kind === 'explicit') ? days.filter((c) => c.kind === 'explicit') : days;
      const nearest = exact.reduce((a, b) => (Math.abs(a.index - at) <= Math.abs(b.index - at) ? a : b));
      return formatDay(nearest.day);
    }
  }
  return null;
}
