/**
 * Times named without a day: «в декабре», «после праздников», «на следующей неделе», "next month", "in March",
 * "mid-June". They give no due date, and a follow-up that names one has set its own time: the day of the
 * message it answers is not its deadline («продлили до 31.12» → «тогда в декабре напомните мне»).
 */
import { RU_MONTH } from './dateWords';

const RU_MONTH_IN = '(?:январе|феврале|марте|апреле|мае|июне|июле|августе|сентябре|октябре|ноябре|декабре)';
const EN_MONTH_FULL = '(?:january|february|march|april|june|july|august|september|october|november|december)';

const VAGUE_PERIOD = new RegExp(
  `(?<![\\p{L}])(?:(?:в|во)\\s+${RU_MONTH_IN}|в\\s+(?:начале|середине)\\s+${RU_MONTH}|после\\s+(?:праздников|новогодних|нового\\s+года|отпуска)|на\\s+следующей\\s+неделе|в\\s+следующем\\s+месяце|next\\s+(?:week|month)|in\\s+(?:early\\s+|mid\\s+|late\\s+)?${EN_MONTH_FULL}|mid-(?:month|${EN_MONTH_FULL}))(?![\\p{L}])`,
  'iu',
);

/** Whether the message names a time without a day. */
export function namesVaguePeriod(text: string): boolean {
  return VAGUE_PERIOD.test(text.toLowerCase().replace(/ё/g, 'е'));
}
