/**
 * The due date a message names, as a day in the chat's time zone, relative to when it was sent.
 *
 * chrono-node reads explicit calendar dates («20 ноября», "Nov 20", "20.11"); the expressions it misses
 * or reads differently from how teams mean them are parsed here: weekdays («в среду», «до пятницы»,
 * "by Friday" — the next such day, never today), days of the month («к 13-му», «до двадцатого»,
 * "by the 20th"), ends of day/week/month («до конца недели», "EOD", "end of next week"), parts of the
 * day («до обеда», «к вечеру», "tonight") and times («к 15:00», "at 8").
 * Of several dates, the earliest one still ahead wins: a request's own deadline comes before the event
 * it prepares («в понедельник проверка — подготовь к пятнице»).
 */
import * as chrono from 'chrono-node';
import {
  EN_MONTH,
  EN_NUMBERS,
  EN_WEEKDAY_SHORT,
  EN_WEEKDAYS,
  monthIndex,
  ordinalValue,
  re,
  RU_CARDINAL_HOURS,
  RU_GENITIVE_NUMBERS,
  RU_MONTH,
  RU_NUMBERS,
  RU_ORDINAL,
  RU_WEEKDAY_SHORT,
  RU_WEEKDAYS,
  weekdayIndex,
} from './dateWords';
import { NOT_DUE_ROLES, dateRole, type DateRole } from './dueContext';
import { countNotHour, isFraction, isRecurringOrAttributive, nextToProductName } from './notADate';
import { withDaysPointedBack } from './pointedBack';
import { requestSentence, sentencesOf } from './requestSentence';
import { SAME_DAY_LIMIT } from './sameDayLimits';
import {
  dayNumber,
  dayOf,
  formatDay,
  lastDayOfMonth,
  nextDayOfMonth,
  partsOf,
  weekdayOf,
  type DayNumber,
  type LocalDateTime,
} from './localDate';

export interface DueCandidate {
  day: DayNumber;
  index: number;
  end: number;
  /** Only a time or part of the day («к 15:00», «до обеда»): it says "today" only when nothing else names a day. */
  timeOnly: boolean;
  /** Introduced by «с»/"from": when something starts, not when it is due. */
  start: boolean;
  past: boolean;
  /**
   * relative («завтра», «через 3 дня»), period («до конца недели»), explicit (a calendar date: «10.12», «5-го»,
   * "the 10th"), weekday («в пятницу»: a calendar date written next to it says the same more exactly).
   */
  kind: CandidateKind;
  /** Said as the deadline: «до», «к», «не позже», "by", "before", "due". */
  deadline: boolean;
  /** The day of an event the message mentions (a meeting, a delivery, an audit), not the work's deadline. */
  event: boolean;
  /** A slot booked, a condition, something told in the past or a purpose: see dueContext.ts. */
  role: DateRole;
}

export type CandidateKind = 'relative' | 'period' | 'explicit' | 'weekday';

const DEADLINE_BEFORE =
  /(?:^|[^\p{L}])(?:до|к|ко|do|по|не\s+позже|не\s+позднее|крайний\s+срок|срок|дедлайн|by|before|until|till|due|no\s+later\s+than|deadline(?:\s+is)?)\s*[:—–-]?\s*$/u;
const DEADLINE_OPENING = /^(?:до|к|ко|by|before|until|till|due)\s/u;
/** "end of the month is fine", «пятница подойдёт»: the latest day the asker accepts is the deadline. */
const ACCEPTED_AFTER = /^\s*(?:is\s+(?:fine|ok(?:ay)?|good|enough)|works|will\s+do|подойд[её]т|устроит|сойд[её]т|нормально)(?![\p{L}])/u;
const OTHERS_DEADLINE_BEFORE = /(?:^|[^\p{L}])(?:у\s+(?:них|него|нее)|their|his|her)\s+(?:срок|дедлайн|deadline(?:\s+is)?)\s*[:—–-]?\s*$/u;
/** Nouns and verbs of events: the date after them is when the event is, not when work is due. */
const EVENT_BEFORE =
  /(?:встреч[\p{L}]*|планерк[\p{L}]*|совещани[\p{L}]*|созвон[\p{L}]*|собрани[\p{L}]*|проверк[\p{L}]*|аудит[\p{L}]*|ревизи[\p{L}]*|корпоратив[\p{L}]*|праздник[\p{L}]*|свадьб[\p{L}]*|банкет[\p{L}]*|приед[\p{L}]*|приезжа[\p{L}]*|привез[\p{L}]*|поставк[\p{L}]*|доставк[\p{L}]*|заезд[\p{L}]*|выезд[\p{L}]*|отпуск[\p{L}]*|перенес(?:ла|ли|л)?[\p{L}]*|записан[\p{L}]*|открыти[\p{L}]*|meeting|audit|inspection|delivery|arriv[\p{L}]*|visit[\p{L}]*|party|wedding|event|launch|holiday[\p{L}]*|vacation|moved\s+to|rescheduled\s+to|booked\s+(?:for|on))[^.!?\n]{0,20}$/iu;

const UNIT_AFTER =
  /^\s*(?:кг|г|гр|л|мл|м|см|мм|км|т|тонн[\p{L}]*|шт|тыс|млн|руб|р\.|₽|\$|€|%|°|kg|g|lb|lbs|l|ml|m|cm|mm|km|t|pcs|k|oz|ft|in)(?![\p{L}])/u;

/** Nouns after which a Russian ordinal counts floors, entrances or times, not days. */
const NOT_A_DAY_AFTER =
  /^[\s,\dи]{0,12}(?:этаж|подъезд|секци|корпус|класс|пункт|уров|номер|раз[а ]|раз$|позици|места|месте|линии|ряд|очеред|вариант|квартал|пол[юеяи]|участ|дн[яюе]|день|цех|бокс|палат|кабинет|стол|скважин|дом|year|floor|ave(?:nue)?\b|st(?:reet)?\b|grade|row|place)/iu;

export function findDueCandidates(text: string, sent: LocalDateTime): DueCandidate[] {
  const source = text.toLowerCase().replace(/ё/g, 'е');
  const today = dayOf(sent);
  const found: DueCandidate[] = [];
  const ignored: Array<{ index: number; end: number }> = [];
  const add = (index: number, length: number, day: DayNumber | null, timeOnly = false) => {
    // Patterns run from the most specific; a span already read is not read again by a vaguer one.
    const overlaps = (c: { index: number; end: number }) => c.index < index + length && index < c.end;
    if (day === null || found.some(overlaps) || ignored.some(overlaps)) return;
    const before = source.slice(Math.max(0, index - 12), index);
    // «ключи от 9-го», «письмо от 12.03»: what a number or a paper is of, never when work is due.
    if (kind === 'explicit' && /(?:^|[^\p{L}])от\s+$/u.test(before)) {
      ignored.push({ index, end: index + length });
      return;
    }
    const start =
      /(?:^|[^\p{L}])(?:с|со|from|since|starting)\s+$/u.test(before) || /^(?:с|со)\s/u.test(source.slice(index, index + length));
    // «у них срок 10-го», "their deadline is the 10th": someone else's deadline, which the work is done before.
    const othersDeadline = OTHERS_DEADLINE_BEFORE.test(source.slice(Math.max(0, index - 30), index));
    const deadline =
      !othersDeadline &&
      (DEADLINE_BEFORE.test(source.slice(Math.max(0, index - 24), index)) ||
        DEADLINE_OPENING.test(source.slice(index, index + length)) ||
        ACCEPTED_AFTER.test(source.slice(index + length)));
    // «они выкладывают 27-го», "they deliver Friday": what others do that day is an event, not the work's deadline.
    const othersDo = /(?:^|[^\p{L}])(?:они|they)\s+[\p{L}]+\s+$/u.test(source.slice(Math.max(0, index - 30), index));
    const event = othersDeadline || (!deadline && (othersDo || EVENT_BEFORE.test(source.slice(Math.max(0, index - 40), index))));
    const role = dateRole(source, index, index + length, deadline);
    found.push({ day, index, end: index + length, timeOnly, start, past: day < today, kind, deadline, event, role });
  };
  let kind: CandidateKind = 'relative';
  const each = (pattern: RegExp, handle: (m: RegExpMatchArray) => DayNumber | null, timeOnly = false) => {
    for (const m of source.matchAll(pattern)) add(m.index ?? 0, m[0].length, handle(m), timeOnly);
  };

  // «Чёрная пятница» and "Black Friday" are sales, not weekdays; «с наступающим 8 Марта» is a greeting.
  for (const m of source.matchAll(
    re('черн(?:ая|ую|ой)\\s+пятниц[\\p{L}]*|black\\s+friday|с\\s+(?:наступающим|прошедшим|праздником)\\s+\\d{1,2}\\s+[\\p{L}]+'),
  )) {
    ignored.push({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  // Ranges name their last day: «сегодня-завтра» is due tomorrow.
  each(re('сегодня\\s*(?:-|–|или)\\s*завтра|today\\s+or\\s+tomorrow'), () => today + 1);
  const partOfDay = '(?:\\s+(?:утром|днем|днём|вечером|с\\s+утра|morning|afternoon|evening|night))?';
  each(re(`(?:послезавтра|day\\s+after\\s+tomorrow)${partOfDay}`), () => today + 2);
  // "by EOD tomorrow", «завтра до конца дня»: the end of the day named.
  each(re('(?:by\\s+)?(?:eod|cob|end\\s+of\\s+(?:the\\s+)?day)\\s+tomorrow'), () => today + 1);
  each(re(`(?:завтр(?:а|ашн[\\p{L}]*)|tomorrow(?:'s)?|tmrw?|tmr)${partOfDay}`), () => today + 1);
  each(re("сегодн(?:я|яшн[\\p{L}]*)|today(?:'s)?|tonight|this\\s+(?:morning|afternoon|evening)|в\\s+течение\\s+дня"), () => today);
  // "EOD" and «до конца дня» are the end of whatever day is named ("by EOD tomorrow"), else of today.
  each(
    re('(?:by\\s+)?(?:eod|cob|end\\s+of\\s+(?:the\\s+)?(?:day|play)|close\\s+of\\s+business)|(?:до|к)\\s+конц[ау]\\s+дня'),
    () => today,
    true,
  );
  each(re(SAME_DAY_LIMIT), () => today, true);
  each(re('вчера|позавчера|yesterday|(?:на\\s+)?прошл(?:ой|ую|ый|ом)\\s+недел[\\p{L}]*|last\\s+week'), () => today - 1);

  kind = 'period';
  // Weeks: «до конца недели», «на неделе» and "end of the week" are the working week's Friday.
  const friday = (weekOffset: number) => today - weekdayOf(today) + 4 + 7 * weekOffset;
  each(
    re('(?:до|к)\\s+конц[ау]\\s+следующей\\s+недели|в\\s+конце\\s+следующей\\s+недели|(?:by\\s+)?(?:the\\s+)?end\\s+of\\s+next\\s+week'),
    () => friday(1),
  );
  each(
    re(
      '(?:до|к)\\s+конц[ау]\\s+(?:этой\\s+)?недели|в\\s+конце\\s+(?:этой\\s+)?недели|(?:by\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?week|(?:на\\s+)?этой\\s+неделе|на\\s+неделе|на\\s+эту\\s+неделю|this\\s+week|eta\\s+(?:конец\\s+недели|end\\s+of\\s+(?:the\\s+)?week)',
    ),
    () => Math.max(today, friday(0)),
  );
  each(
    re('(?:до|к)\\s+конц[ау]\\s+месяца|в\\s+конце\\s+месяца|(?:by\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?month|month[-\\s]end'),
    () => {
      const { year, month } = partsOf(today);
      return lastDayOfMonth(year, month);
    },
  );
  // «до конца мая», "by the end of July": the last day of that month, this year or next.
  each(re(`(?:(?:до|к)\\s+конц[ау]|в\\s+конце)\\s+${RU_MONTH}|(?:by\\s+)?(?:the\\s+)?end\\s+of\\s+${EN_MONTH}`), (m) => {
    const month = monthIndex(m[1] ?? m[2]!);
    if (month === null) return null;
    const { year } = partsOf(today);
    const thisYear = lastDayOfMonth(year, month);
    return thisYear >= today ? thisYear : lastDayOfMonth(year + 1, month);
  });
  each(re('(?:до|к)\\s+конц[ау]\\s+года|(?:by\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?year'), () =>
    dayNumber(partsOf(today).year, 12, 31),
  );

  kind = 'relative';
  // «через два дня», "in 3 days", «через неделю», "in a week".
  each(re('(?:через|in|в\\s+течение|within)\\s+(\\d{1,2}|[\\p{L}]+)?\\s*(дн[ея]й?|день|сутки|days?|недел[юьи]|weeks?)'), (m) => {
    const amount = m[1] === undefined ? 1 : /^\d+$/.test(m[1]) ? Number(m[1]) : (RU_NUMBERS[m[1]] ?? EN_NUMBERS[m[1]] ?? null);
    // «через 2 недели после операции» counts from the event, not from today.
    if (amount === null) return null;
    if (/^\s+(?:после|after)(?![\p{L}])/u.test(source.slice((m.index ?? 0) + m[0].length))) {
      ignored.push({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
      return null;
    }
    return today + amount * (/^(?:недел|week)/.test(m[2]!) ? 7 : 1);
  });

  // «срок пять дней», «срок 3 рабочих дня»: counted from the message, calendar days.
  each(
    re('срок(?:\\s+[\\p{L}]+(?=\\s))?\\s*[—:-]?\\s+(\\d{1,2}|[\\p{L}]+)\\s+(?:рабочих\\s+|календарных\\s+)?(?:дн[ея]й?|день|суток)'),
    (m) => {
      const amount = /^\d+$/.test(m[1]!) ? Number(m[1]) : (RU_NUMBERS[m[1]!] ?? RU_GENITIVE_NUMBERS[m[1]!] ?? null);
      return amount === null ? null : today + amount;
    },
  );

  kind = 'explicit';
  // Ranges of calendar days («23–24.07», «13–26 июля», "Aug 8-9") are when the work takes place: their first day.
  each(re(`(\\d{1,2})\\s*[–-]\\s*(\\d{1,2})(?:[./](\\d{1,2})|\\s+${RU_MONTH}|\\s+${EN_MONTH})`), (m) => {
    const month = m[3] !== undefined ? Number(m[3]) : monthIndex(m[4] ?? m[5]!);
    if (month === null || month < 1 || month > 12 || Number(m[1]) >= Number(m[2])) return null;
    return nextDate(today, month, Number(m[1]));
  });
  // Numeric dates: «20.11», «01.12.2026», "20/11", "11/20" (the part over 12 is the day). «9.30» and «12.00» are times.
  each(re('(\\d{1,2})[./](\\d{1,2})(?:[./](\\d{2}|\\d{4}))?'), (m) => {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const [dayOfMonth, month] = b > 12 && a <= 12 && m[0].includes('/') ? [b, a] : [a, b];
    if (month < 1 || month > 12 || dayOfMonth < 1) return null;
    if (m[3] === undefined && isFraction(source, m.index ?? 0, (m.index ?? 0) + m[0].length)) {
      ignored.push({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
      return null;
    }
    // «12.5 кг», «2.5 т», "1.5 m": an amount, not a date; «Unity 6.3 LTS», "GN 1/1": a version or a size.
    if (m[3] === undefined && UNIT_AFTER.test(source.slice((m.index ?? 0) + m[0].length))) return null;
    if (m[3] === undefined && nextToProductName(text, m.index ?? 0, (m.index ?? 0) + m[0].length)) return null;
    if (m[3] === undefined && m[0].includes('.') && (/^(?:00|15|30|45)$/.test(m[2]!) || (m[2]!.length === 2 && b === 0))) return null;
    if (m[3] !== undefined) {
      const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
      return dayNumber(year, month, dayOfMonth);
    }
    return nextDate(today, month, dayOfMonth);
  });

  // Days of the month with a month: «20 ноября», «25-го декабря», "20 November", "Nov 20th".
  each(
    re(
      `(\\d{1,2})(?:-?(?:го|е|ое))?\\s+${RU_MONTH}|(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${EN_MONTH}|${EN_MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?`,
    ),
    (m) => {
      const dayOfMonth = Number(m[1] ?? m[3] ?? m[6]);
      const monthWord = m[2] ?? m[4] ?? m[5]!;
      const month = monthIndex(monthWord);
      return month === null ? null : nextDate(today, month, dayOfMonth);
    },
  );
  each(re(`${RU_ORDINAL}\\s+${RU_MONTH}`), (m) => {
    const dayOfMonth = ordinalValue(m[1], m[2]!);
    const month = monthIndex(m[3]!);
    return month === null ? null : nextDate(today, month, dayOfMonth);
  });

  // Days of the month alone: «к 13-му», «до 25-го», «к 25 числу», «до десятого», "by the 20th".
  each(re('(?:(?:до|к|ко|на|по|с|do|k)\\s+(?:тому\\s+же\\s+)?)?(\\d{1,2})(?:-?(?:го|му|е|ое|ого|ому|м|go|mu)|\\s+числ[\\p{L}]*)'), (m) => {
    const after = source.slice((m.index ?? 0) + m[0].length);
    if (NOT_A_DAY_AFTER.test(after) || /^\s*[а-яa-z]*\s*(?:этаж|подъезд)/.test(after)) return null;
    // «на 9-м»: prepositional, where something is (a route, a line); a day after «на» is «на 9-е».
    if (/^на\s+\d{1,2}-?м$/u.test(m[0])) return null;
    // «20-го твой», «5-го в 9:30»: a genitive day of the month names a date without a preposition too.
    if (
      !/^(?:до|к|ко|на|по|с|do|k)\s/.test(m[0]) &&
      !/числ|-?(?:го|go)$/.test(m[0]) &&
      !/(?:^|[^\p{L}])(?:понедельник|вторник|сред[ау]|четверг|пятниц[ау]|суббот[ау]|воскресенье)[\s,]*$/u.test(source.slice(0, m.index))
    )
      return null;
    return nextDayOfMonth(today, Number(m[1]));
  });
  each(
    re(
      `(до|к|ко|на|по|с)\\s+${RU_ORDINAL}(?:\\s+числ[\\p{L}]*)?|(?<=(?:понедельник|вторник|сред[ау]|четверг|пятниц[ау]|суббот[ау]|воскресенье)[\\s,]+)${RU_ORDINAL}`,
    ),
    (m) => {
      const after = source.slice((m.index ?? 0) + m[0].length);
      // «по второму этапу»: an ordinal before a noun counts stages, not days.
      if (NOT_A_DAY_AFTER.test(after) || (m[1] === 'по' && !/^\s+числ/u.test(after) && /^\s+[\p{L}]/u.test(after))) return null;
      const tens = m[2] ?? m[4];
      const stem = m[3] ?? m[5];
      return stem === undefined ? null : nextDayOfMonth(today, ordinalValue(tens, stem));
    },
  );
  each(
    re(
      `(?:(?:by|before|until|till|on|due)\\s+)?the\\s+(\\d{1,2})(?:st|nd|rd|th)|(?:${EN_WEEKDAYS.join('|')}|${EN_WEEKDAY_SHORT.join('|')})\\.?,?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)`,
    ),
    (m) => nextDayOfMonth(today, Number(m[1] ?? m[2])),
  );

  // Weekdays: the next such day after today; "next Tuesday" and «на следующей неделе во вторник» are next week's.
  // Short forms («пт», "Fri") only after a preposition: "I sat there" names no Saturday.
  const fullWeekday = `${RU_WEEKDAYS.map((w) => `${w}[\\p{L}]*`).join('|')}|${EN_WEEKDAYS.join('|')}|ponedel'?nik[a-z]*|vtornik[a-z]*|sred[auy]|chetverg[a-z]*|pyatnic[a-z]*|subbot[a-z]*|voskresen'?[a-z]*`;
  const shortWeekday = `(?<=(?:до|к|ко|в|во|на|by|on|till|until|before|due|next|this)\\s+)(?:${[...RU_WEEKDAY_SHORT, ...EN_WEEKDAY_SHORT].join('|')})\\.?`;
  const weekdayPattern = `(?:(next|this|last|следующ(?:ий|ую|ей|ее)|прошл(?:ый|ую|ой|ое)|эт(?:у|от|ой))\\s+)?(?:(на\\s+следующей\\s+неделе|next\\s+week)[\\s,]+(?:во?|on)?\\s*)?(${fullWeekday}|${shortWeekday})(?:\\s+(на\\s+следующей\\s+неделе|next\\s+week))?`;
  kind = 'weekday';
  each(re(weekdayPattern), (m) => {
    const word = m[3]!.replace(/\.$/, '');
    if (/^сред/.test(word) && !/^сред[ауые]$/.test(word)) return null;
    if (isRecurringOrAttributive(source, m.index ?? 0, (m.index ?? 0) + m[0].length, word)) return null;
    const weekday = weekdayIndex(word);
    if (weekday === null) return null;
    // "since Monday", «с пятницы ни одного»: a state that has lasted from a day gone by, the last such day.
    const after = source.slice((m.index ?? 0) + m[0].length);
    const since =
      /(?:^|[^\p{L}])since\s+$/u.test(source.slice(Math.max(0, (m.index ?? 0) - 8), m.index)) ||
      (/(?:^|[^\p{L}])со?\s+$/u.test(source.slice(Math.max(0, (m.index ?? 0) - 4), m.index)) && /^\s+(?:ни|не)\s/u.test(after));
    if (since || (m[1] !== undefined && /^(?:last|прошл)/.test(m[1]))) return today - ((weekdayOf(today) - weekday + 7) % 7 || 7);
    const nextWeek = Boolean(m[2] ?? m[4]) || (m[1] !== undefined && /^(?:next|следующ)/.test(m[1]));
    if (nextWeek) return today - weekdayOf(today) + 7 + weekday;
    const ahead = (weekday - weekdayOf(today) + 7) % 7;
    return today + (ahead === 0 ? 7 : ahead);
  });
  kind = 'period';
  // Weekends: «до выходных» is the Friday before, «на выходных» the Saturday.
  const saturday = () => today + ((5 - weekdayOf(today) + 7) % 7 || 7);
  each(re('(?:до|к)\\s+выходн[\\p{L}]*|(?:by|before)\\s+the\\s+weekend'), () => saturday() - 1);
  each(re('на\\s+выходных|в\\s+(?:эти\\s+)?выходные|(?:over|at|on)\\s+the\\s+weekend|this\\s+weekend'), () => saturday());

  // Times and parts of the day: today, or tomorrow once that hour has passed.
  const atHour = (hour: number) => (hour < sent.hour || (hour === sent.hour && sent.minute > 0) ? today + 1 : today);
  each(
    // «v 15:00», «do 18»: the prepositions typed in Latin letters by someone writing Russian.
    re(
      `(?:до|к|в|на|после|by|at|(?:before|until|till|after)(?:\\s+the)?|v|do|k)\\s+(\\d{1,2})(?:[:.](\\d{2}))?\\s*(утра|дня|вечера|am|pm|a\\.m\\.|p\\.m\\.|o'?clock)?`,
    ),
    (m) => {
      let hour = Number(m[1]);
      if (hour > 23 || (m[2] === undefined && m[3] === undefined && /^(?:на|в)\s/.test(m[0]) && hour > 12)) return null;
      // «на 12 тренировок», «на 5–6 клиенток», «на 3 этаже», «до 2.x»: a count, a floor or a version, not an hour.
      if (m[2] === undefined && m[3] === undefined && countNotHour(source.slice((m.index ?? 0) + m[0].length))) return null;
      if (m[3] !== undefined && /^(?:вечера|дня|pm|p\.m\.)$/.test(m[3]) && hour < 12) hour += 12;
      if ((m[3] === undefined || /clock$/.test(m[3])) && m[2] === undefined && hour <= 7) hour += 12;
      return atHour(hour);
    },
    true,
  );
  each(
    re(`(?:до|к)\\s+(${Object.keys(RU_CARDINAL_HOURS).join('|')})(?:\\s+(утра|вечера|дня))?`),
    (m) => atHour(RU_CARDINAL_HOURS[m[1]!]! + (m[2] === 'вечера' && RU_CARDINAL_HOURS[m[1]!]! < 12 ? 12 : 0)),
    true,
  );
  each(
    re('(?:до|к|после)\\s+обеда|к\\s+обеду|(?:до|к)\\s+вечер[ау]|вечером|before\\s+lunch|after\\s+lunch|by\\s+lunch(?:time)?|this\\s+arvo'),
    () => atHour(13),
    true,
  );
  each(re('(?:до|к|before|by)\\s+(?:полудня|noon|midday)'), () => atHour(12), true);
  // «первым делом» alone is "before anything else", not a part of the day.
  each(re('с\\s+утра|утром|first\\s+thing|in\\s+the\\s+morning'), () => (sent.hour >= 12 ? today + 1 : today), true);

  kind = 'explicit';
  for (const result of [...chrono.ru.casual.parse(text, referenceOf(sent)), ...chrono.en.casual.parse(text, referenceOf(sent))]) {
    // Only calendar dates written out («20.11», "Nov 20"); chrono's "now" and bare weekdays are read above.
    if (!result.start.isCertain('day') || !result.start.isCertain('month') || !/\d/.test(result.text)) continue;
    // "sitting for 3 weeks", "over 2 days": how long, not a day.
    if (/^(?:for|over|past|last)\s/iu.test(result.text)) continue;
    const index = result.index;
    const end = index + result.text.length;
    if (found.some((c) => c.index < end && index < c.end)) continue;
    if (NOT_A_DAY_AFTER.test(source.slice(end)) || nextToProductName(text, index, end)) continue;
    const day = dayNumber(result.start.get('year')!, result.start.get('month')!, result.start.get('day')!);
    add(index, result.text.length, day);
  }
  return withDaysPointedBack(
    source,
    found.sort((a, b) => a.index - b.index),
  );
}

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
  const keeps = (c: DueCandidate) =>
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
  let usable = candidates.some((c) => !c.start) ? candidates.filter((c) => !c.start) : candidates;
  // «с понедельника корма на тебе», "from the 1st the class is yours": a duty handed over from a day has no deadline.
  if (usable.length > 0 && usable.every((c) => c.start) && DUTY_HANDED.test(text)) return null;
  // «кто 31-го выйдет? отпишитесь до среды», read from a thread: answered already, the call's day is the work's.
  if (options.daysOnly && usable.some((c) => !REPLY_BY.test(clauseOf(text, c))))
    usable = usable.filter((c) => !REPLY_BY.test(clauseOf(text, c)));
  // The date said in the sentence that asks is the request's own; the others are context («Завтра учёба. … к 15-му убрать ёлку»).
  // A date in a later sentence («… this week? ideally by Thursday») still says when.
  if (request && usable.some((c) => !c.timeOnly && inRequest(c))) usable = usable.filter((c) => c.index >= request.index);
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
  let pool = todaysTime ? [timeFirst] : days;
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
/** Handing a duty over: «на тебе», «твой», "yours", "on you". */
const DUTY_HANDED = /(?<![\p{L}])(?:на\s+(?:тебе|вас)|тво[йяеё]|ваш[аеи]?|yours|on\s+you)(?![\p{L}])/iu;
/** Words of an order for now: «сейчас», "now", "asap", «срочно», "right away". */
const IMMEDIATE = /(?<![\p{L}])(?:сейчас|прямо\s+сейчас|срочно|немедленно|now|asap|right\s+away|immediately)(?![\p{L}])/iu;
/** A forwarded message: its own words («could this be fixed today?») say when. */
const FORWARDED = /^(?:переслано\s+от|forwarded\s+from|fwd\s+from|fw:|fwd:)/im;

/** The clause a date stands in: from the punctuation before it to the punctuation after it. */
function clauseOf(text: string, c: DueCandidate): string {
  const start = Math.max(...[',', ';', '.', '!', '?', '\n', '—'].map((p) => text.lastIndexOf(p, c.index - 1)));
  const rest = text.slice(c.end).search(/[,;.!?\n—]/u);
  return text.slice(start + 1, rest < 0 ? text.length : c.end + rest);
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
function requestSpan(text: string): { index: number; end: number } | null {
  const sentences = sentencesOf(text.replace(/[\p{Extended_Pictographic}]\u{FE0F}?\s+/gu, (e) => `${e.trimEnd()}.\n`)).map((s) =>
    s.replace(/\.$/u, ''),
  );
  if (sentences.length < 2) return null;
  const sentence = requestSentence(sentences, text);
  const index = text.indexOf(sentence);
  return index < 0 ? null : { index, end: index + sentence.length };
}

function referenceOf(sent: LocalDateTime): chrono.ParsingReference {
  const instant = new Date(Date.UTC(sent.year, sent.month - 1, sent.day, sent.hour, sent.minute) - sent.offsetMinutes * 60_000);
  return { instant, timezone: sent.offsetMinutes };
}

/** This month and day in the year that puts it nearest ahead; within half a year back it is a past date. */
function nextDate(today: DayNumber, month: number, dayOfMonth: number): DayNumber | null {
  if (dayOfMonth < 1 || dayOfMonth > partsOf(lastDayOfMonth(2024, month)).day) return null;
  const { year } = partsOf(today);
  const thisYear = dayNumber(year, month, Math.min(dayOfMonth, partsOf(lastDayOfMonth(year, month)).day));
  if (thisYear >= today || today - thisYear <= 183) return thisYear;
  return dayNumber(year + 1, month, Math.min(dayOfMonth, partsOf(lastDayOfMonth(year + 1, month)).day));
}
