/**
 * The words dates are written in, for dueDate.ts: weekdays (Russian, English, short and typed in Latin letters),
 * months, Russian ordinals of the day of the month, hours said in words and small numbers said in words.
 */

const L = '\\p{L}';
const NOT_LETTER_BEFORE = `(?<![${L}\\d])`;
const NOT_LETTER_AFTER = `(?![${L}\\d])`;

/** The pattern as whole words (no letter or digit either side), case-insensitive, every match. */
export function re(source: string): RegExp {
  return new RegExp(`${NOT_LETTER_BEFORE}(?:${source})${NOT_LETTER_AFTER}`, 'giu');
}

export const RU_WEEKDAYS = ['понедельник', 'вторник', 'сред', 'четверг', 'пятниц', 'суббот', 'воскресень'];
export const EN_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const EN_WEEKDAY_SHORT = ['mon', 'tue', 'tues', 'wed', 'thu', 'thurs', 'fri', 'sat', 'sun'];
export const RU_WEEKDAY_SHORT = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];

/** Weekdays typed in Latin letters («do pyatnicy», «v sredu») when the rest of the message stays Cyrillic or mixed. */
const TRANSLIT_WEEKDAYS = ['ponedel', 'vtornik', 'sred', 'chetverg', 'pyatnic', 'subbot', 'voskresen'];

export function weekdayIndex(word: string): number | null {
  const translit = TRANSLIT_WEEKDAYS.findIndex((w) => word.startsWith(w));
  if (translit >= 0) return translit;
  const ru = RU_WEEKDAYS.findIndex((w) => word.startsWith(w));
  if (ru >= 0) return ru;
  const short = RU_WEEKDAY_SHORT.indexOf(word);
  if (short >= 0) return short;
  const en = EN_WEEKDAYS.findIndex((w) => word.startsWith(w.slice(0, 3)));
  return en >= 0 ? en : null;
}

const RU_MONTHS = ['январ', 'феврал', 'март', 'апрел', 'ма', 'июн', 'июл', 'август', 'сентябр', 'октябр', 'ноябр', 'декабр'];
export const RU_MONTH = `(январ[яеью]|феврал[яеью]|марта?|марте|апрел[яеью]|ма[яюе]|июн[яеью]|июл[яеью]|августа?|августе|сентябр[яеью]|октябр[яеью]|ноябр[яеью]|декабр[яеью])`;
export const EN_MONTH = `(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;

/** Russian ordinal stems 1..31 in the forms that name a day («первое», «девятого», «двадцатому»). */
const RU_ORDINAL_UNITS: Array<[string, number]> = [
  ['перв', 1],
  ['втор', 2],
  ['треть', 3],
  ['четверт', 4],
  ['пят', 5],
  ['шест', 6],
  ['седьм', 7],
  ['восьм', 8],
  ['девят', 9],
];
const RU_ORDINAL_TEENS: Array<[string, number]> = [
  ['десят', 10],
  ['одиннадцат', 11],
  ['двенадцат', 12],
  ['тринадцат', 13],
  ['четырнадцат', 14],
  ['пятнадцат', 15],
  ['шестнадцат', 16],
  ['семнадцат', 17],
  ['восемнадцат', 18],
  ['девятнадцат', 19],
  ['двадцат', 20],
  ['тридцат', 30],
];
const RU_ORDINAL_ENDING = '(?:ое|ого|ому|ье|ьего|ьему|е|его|ему)';
export const RU_ORDINAL = `(?:(двадцать|тридцать)\\s+)?(${[...RU_ORDINAL_TEENS, ...RU_ORDINAL_UNITS].map(([s]) => s).join('|')})${RU_ORDINAL_ENDING}`;

export const RU_CARDINAL_HOURS: Record<string, number> = {
  час: 13,
  часа: 13,
  двух: 14,
  трех: 15,
  трёх: 15,
  четырех: 16,
  четырёх: 16,
  пяти: 17,
  шести: 18,
  семи: 7,
  восьми: 8,
  девяти: 9,
  десяти: 10,
  одиннадцати: 11,
  двенадцати: 12,
};

export const EN_NUMBERS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  ten: 10,
  couple: 2,
};
export const RU_GENITIVE_NUMBERS: Record<string, number> = { двух: 2, трех: 3, четырех: 4, пяти: 5, шести: 6, семи: 7, десяти: 10 };
export const RU_NUMBERS: Record<string, number> = {
  один: 1,
  одну: 1,
  два: 2,
  две: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  семь: 7,
  десять: 10,
  пару: 2,
};

export function monthIndex(word: string): number | null {
  const ru = RU_MONTHS.findIndex((m) => word.startsWith(m));
  if (ru >= 0) return ru + 1;
  const en = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].findIndex((m) => word.startsWith(m));
  return en >= 0 ? en + 1 : null;
}

export function ordinalValue(tens: string | undefined, stem: string): number {
  const value = [...RU_ORDINAL_TEENS, ...RU_ORDINAL_UNITS].find(([s]) => s === stem)?.[1] ?? 0;
  return (tens === 'двадцать' ? 20 : tens === 'тридцать' ? 30 : 0) + value;
}
