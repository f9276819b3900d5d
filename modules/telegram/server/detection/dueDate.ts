/**
 * The dates a message names, as days in the chat's time zone, relative to when it was sent.
 *
 * chrono-node reads explicit calendar dates («20 ноября», "Nov 20", "20.11"); the expressions it misses
 * or reads differently from how teams mean them are parsed here: weekdays («в среду», «до пятницы»,
 * "by Friday" — the next such day, never today), days of the month («к 13-му», «до двадцатого»,
 * "by the 20th"), ends of day/week/month («до конца недели», "EOD", "end of next week"), parts of the
 * day («до обеда», «к вечеру», "tonight") and times («к 15:00», "at 8").
 * Each comes with what the words around it make of it (said as the deadline, an event's day, a start, a slot
 * booked…); which of them is the due date is dueChoice.ts's job.
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
import { dateRole, type DateRole } from './dueContext';
import { countNotHour, isFraction, isRecurringOrAttributive, nextToProductName } from './notADate';
import { withDaysPointedBack } from './pointedBack';
import { SAME_DAY_LIMIT } from './sameDayLimits';
import { dayNumber, dayOf, lastDayOfMonth, nextDayOfMonth, partsOf, weekdayOf, type DayNumber, type LocalDateTime } from './localDate';

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
  /(?:^|[^\p{L}])(?:до|к|ко|do|по|не\s+позже|не\s+позднее|крайний\s+срок|срок|дедлайн|by|before|until|till|due|no\s+later\s+than|deadline(?:\s+is)?)(?:\s+the)?\s*[:—–-]?\s*$/u;
const DEADLINE_OPENING = /^(?:до|к|ко|by|before|until|till|due)\s/u;
/** "end of the month is fine", «пятница подойдёт»: the latest day the asker accepts is the deadline. */
const ACCEPTED_AFTER = /^\s*(?:is\s+(?:fine|ok(?:ay)?|good|enough)|works|will\s+do|подойд[её]т|устроит|сойд[её]т|нормально)(?![\p{L}])/u;
const OTHERS_DEADLINE_BEFORE = /(?:^|[^\p{L}])(?:у\s+(?:них|него|нее)|their|his|her)\s+(?:срок|дедлайн|deadline(?:\s+is)?)\s*[:—–-]?\s*$/u;
/** Nouns and verbs of events: the date after them is when the event is, not when work is due. */
const EVENT_BEFORE =
  /(?:встреч[\p{L}]*|планерк[\p{L}]*|совещани[\p{L}]*|созвон[\p{L}]*|собрани[\p{L}]*|проверк[\p{L}]*|аудит[\p{L}]*|ревизи[\p{L}]*|корпоратив[\p{L}]*|праздник[\p{L}]*|свадьб[\p{L}]*|банкет[\p{L}]*|приед[\p{L}]*|приезжа[\p{L}]*|привез[\p{L}]*|поставк[\p{L}]*|доставк[\p{L}]*|заезд[\p{L}]*|выезд[\p{L}]*|отпуск[\p{L}]*|перенес(?:ла|ли|л)?[\p{L}]*|записан[\p{L}]*|открыти[\p{L}]*|meeting|audit|inspection|delivery|arriv[\p{L}]*|visit[\p{L}]*|party|wedding|event|launch|holiday[\p{L}]*|vacation|moved\s+to|rescheduled\s+to|booked\s+(?:for|on))[^.!?\n]{0,20}$/iu;

const STARTS_WORK_AFTER = /^\s*(?:же\s+)?(?:начина(?:й|йте|ем|ть)|начни(?:те)?|начнем|начать|start|begin)(?![\p{L}])/u;
const STARTS_WORK_BEFORE = /(?:^|[^\p{L}])(?:начина(?:й|йте|ем)|начни(?:те)?|начнем|start|begin)\s+(?:on\s+|the\s+|[\p{L}]+\s+)?$/u;

const UNIT_AFTER =
  /^\s*(?:кг|г|гр|л|мл|м|см|мм|км|т|тонн[\p{L}]*|шт|тыс|млн|руб|р\.|₽|\$|€|%|°|kg|g|lb|lbs|l|ml|m|cm|mm|km|t|pcs|k|oz|ft|in|лари|₾|тенге|₸|сом|сум|дирхам[\p{L}]*|евро|долл[\p{L}]*|gel|kzt|aed|usd|eur|rub)(?![\p{L}])/u;
/** «EC поднялся до 2.4», "pH dropped to 5.8": a reading that rose or fell to an amount, not a day and month. */
const MEASURED_TO =
  /(?:^|[^\p{L}])(?:подн[яи]л[\p{L}]*|вырос[\p{L}]*|упал[\p{L}]*|снизил[\p{L}]*|повысил[\p{L}]*|опустил[\p{L}]*|rose|risen|rises|dropped|drops|fell|falls|climbed|went\s+up|went\s+down|is\s+up|is\s+down)\s+(?:до|to)\s+$/u;

/** Nouns after which a Russian ordinal counts floors, entrances or times, not days. */
const NOT_A_DAY_AFTER =
  /^[\s,\dи]{0,12}(?:этаж|подъезд|секци|корпус|класс(?:а|у|е|ом|ы|ов)?(?![\p{L}])|пункт|уров|номер|раз[а ]|раз$|позици|места|месте|линии|ряд(?:а|у|ы|ов)?(?![\p{L}])|очеред|вариант|квартал|пол[юеяи](?![\p{L}])|участ|дн(?:я|ю|е|ей|ям|ях)(?![\p{L}])|день(?![\p{L}])|цех|бокс|палат|кабинет|стол(?:а|у|е|ом|ы|ов)?(?![\p{L}])|скважин|дом(?:а|е|у|ом)?(?![\p{L}])|year|floor|ave(?:nue)?\b|st(?:reet)?\b|grade|row|place)/iu;

/** English names of a single day of the year. */
const HOLIDAYS: ReadonlyArray<readonly [string, number, number]> = [
  ["(?:nye|new\\s+year'?s\\s+eve)", 12, 31],
  ["new\\s+year'?s\\s+day", 1, 1],
  ['(?:christmas|xmas)\\s+eve', 12, 24],
  ['(?:christmas|xmas)\\s+day', 12, 25],
  ['boxing\\s+day', 12, 26],
];

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
    // «сегодня же начинай сборку… собрать до вторника», "start on Monday": the day the work begins, not its deadline.
    const start =
      /(?:^|[^\p{L}])(?:с|со|from|since|starting)\s+$/u.test(before) ||
      /^(?:с|со)\s/u.test(source.slice(index, index + length)) ||
      STARTS_WORK_AFTER.test(source.slice(index + length)) ||
      STARTS_WORK_BEFORE.test(source.slice(Math.max(0, index - 30), index));
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
    // "load-in day": "in" counts only with an amount ("in a day", "in 2 days").
    if (m[1] === undefined && /^in\s/iu.test(m[0])) return null;
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
  // Holidays that name one day: "NYE", "Christmas Eve", "Boxing Day".
  for (const [name, month, dayOfMonth] of HOLIDAYS) each(re(name), () => nextDate(today, month, dayOfMonth));
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
    if (m[3] === undefined && m[2]!.length === 1 && MEASURED_TO.test(source.slice(Math.max(0, (m.index ?? 0) - 30), m.index ?? 0)))
      return null;
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
      // «к среде, 26-му»: after a weekday in any case.
      !/(?:^|[^\p{L}])(?:понедельник[ау]?|вторник[ау]?|сред[аеу]|четверг[ау]?|пятниц[аеу]|суббот[аеу]|воскресень[еюя])[\s,]*$/u.test(
        source.slice(0, m.index),
      )
    )
      return null;
    return nextDayOfMonth(today, Number(m[1]));
  });
  each(
    re(
      `(до|к|ко|на|по|с)\\s+${RU_ORDINAL}(?:\\s+числ[\\p{L}]*)?|(?<=(?:понедельник[ау]?|вторник[ау]?|сред[аеу]|четверг[ау]?|пятниц[аеу]|суббот[аеу]|воскресень[еюя])[\\s,]+)${RU_ORDINAL}`,
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
      // "before the 4:30 class": in English a deadline's hour up to 7 with its minutes and no "am" is the afternoon's
      // ("at 6:30" may well be tomorrow morning's start).
      else if (m[3] === undefined && m[2] !== undefined && hour <= 7 && /^(?:by|before|until|till)/.test(m[0])) hour += 12;
      return atHour(hour);
    },
    true,
  );
  each(
    re(`(?:до|к)\\s+(${Object.keys(RU_CARDINAL_HOURS).join('|')})(?:\\s+(утра|вечера|дня))?`),
    (m) => atHour(RU_CARDINAL_HOURS[m[1]!]! + (m[2] === 'вечера' && RU_CARDINAL_HOURS[m[1]!]! < 12 ? 12 : 0)),
    true,
  );
  each(re('(?:до|к|после)\\s+обеда|к\\s+обеду|before\\s+lunch|after\\s+lunch|by\\s+lunch(?:time)?'), () => atHour(13), true);
  // «до вечера» written at four is still today's; the afternoon and the evening end later than lunch.
  each(re('this\\s+arvo'), () => atHour(17), true);
  each(re('(?:до|к|do|k)\\s+(?:вечер[ау]|vecher[au])|вечером|vecherom'), () => atHour(20), true);
  // "before the 1400 brief", "by 0930": the 24-hour clock written without a colon.
  each(
    re('(?:by|at|before|until|till)(?:\\s+the)?\\s+([01]\\d|2[0-3])(?:00|15|30|45)(?:\\s*(?:hrs?|h))?(?![\\d.,])'),
    (m) => atHour(Number(m[1])),
    true,
  );
  each(re('(?:before|by|until|till)\\s+midnight|до\\s+полуночи|(?:до|к)\\s+ночи|do\\s+nochi'), () => today, true);
  // «до начала вечернего «Ревизора»», «к сегодняшнему показу»: tonight's event is today's limit.
  each(re('(?:до|к)\\s+(?:начал[ау]\\s+)?(?:вечерне(?:го|му)|сегодняшне(?:го|му))(?![\\p{L}])'), () => today, true);
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
  // «сдай наличку за сегодняшние тандемы»: the day the things were of, like an event's, gives way to the day the work is due.
  const described = (c: DueCandidate) =>
    /(?:^|[^\p{L}])за\s+$/u.test(source.slice(Math.max(0, c.index - 4), c.index)) &&
    /^(?:сегодняшн|завтрашн)/u.test(source.slice(c.index, c.end));
  return withDaysPointedBack(
    source,
    found.map((c) => (described(c) ? { ...c, event: true } : c)).sort((a, b) => a.index - b.index),
  );
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
