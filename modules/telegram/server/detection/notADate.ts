/**
 * Numbers and weekdays that look like dates and are not: a version or a size next to a product's name,
 * a count after «на» / «в» («на 12 тренировок»), a weekday that recurs («по средам») or names a kind of
 * thing ("Tuesday deliveries"). The source is lower-cased with ё as е, as dueDate.ts reads it.
 */

/** «Unity 6.3 LTS», "GN 1/1": a number written against a product's or a standard's name is a version or a size. */
export function nextToProductName(text: string, index: number, end: number): boolean {
  return (
    /(?:^|\s)(?:[A-Z]{2,}|[A-Z][a-z]+[A-Z]\w*|v)\s*$/u.test(text.slice(Math.max(0, index - 12), index)) ||
    /^\s*[A-Z]{2,}(?![\p{L}])/u.test(text.slice(end, end + 8))
  );
}

/** Words that may follow a bare hour: «в 9 утра», «к 5 часам», "at 8 sharp". */
const AFTER_HOUR =
  /^(?:иначе|а|но|или|и|пожалуйста|плиз|плз|чтобы|чтоб|уже|or|and|then|please|pls|утра|вечера|дня|ночи|час[\p{L}]*|ч|мин[\p{L}]*|am|pm|o'?clock|sharp|latest|the\s+latest|tomorrow|tonight|today|завтра|сегодня|[\p{L}]{2,}(?:й|и|ь|те|ть|ти|ся)|[\p{L}]{3,}(?:ут|ют))$/u;

/** What follows a bare number after «на», «в», «до»: a range, a version or a noun make it a count, not an hour. */
export function countNotHour(after: string): boolean {
  if (/^\s*[–-]\s*\d|^[.,][\p{L}\d]|^-?[а-я]|^\s+(?:и|or|and)\s+\d/u.test(after)) return true;
  const word = /^\s+([\p{L}']+)/u.exec(after)?.[1];
  // «на 7 дней», "for 3 weeks": a length of time, whatever its ending looks like.
  if (word !== undefined && /^(?:дн[еяию][\p{L}]*|день|сут[\p{L}]*|недел[\p{L}]*|месяц[\p{L}]*|days?|weeks?|months?)$/u.test(word))
    return true;
  return word !== undefined && !AFTER_HOUR.test(word);
}

/**
 * «по средам», «каждую среду», «открой субботы на май», "on Wednesdays", "Tuesday deliveries slip": a weekday
 * that recurs or names a kind of thing, not a day. «до субботы» is the genitive of one Saturday.
 */
export function isRecurringOrAttributive(source: string, index: number, end: number, word: string): boolean {
  const before = source.slice(Math.max(0, index - 16), index);
  if (/(?:^|[^\p{L}])(?:кажд[\p{L}]*|по|every|each)\s+$/u.test(before)) return true;
  if (/(?:ам|ами|ах|ники|ги)$/u.test(word)) return true;
  if (
    /^(?:среды|пятницы|субботы|воскресенья)$/u.test(word) &&
    !/(?:^|[^\p{L}])(?:до|с|со|после|от|около|кроме|для|из|накануне|утро|утра|вечер|вечера|ночь|обеда|конца|середин[аеуы])\s+$/u.test(
      before,
    )
  )
    return true;
  const after = source.slice(end, end + 20);
  return /^[a-z]/.test(word) && /^\s+(?!(?:is|was|has|this|its|as|plus|pls|thanks|works)\b)[a-z]+s(?![\p{L}'])/u.test(after);
}

/**
 * "10% off the 1/4", "a 1/2 page", «1/3 полосы»: a fraction (the smaller number over a half, a third, a
 * quarter or an eighth) said of a thing, not a day and month. "by the 1/4" and "on 1/4" stay dates.
 */
export function isFraction(source: string, index: number, end: number): boolean {
  const parts = /^(\d{1,2})\/(\d)$/.exec(source.slice(index, end));
  if (!parts || Number(parts[1]) >= Number(parts[2]) || ![2, 3, 4, 8].includes(Number(parts[2]))) return false;
  const before = source.slice(Math.max(0, index - 24), index);
  const after = source.slice(end, end + 12);
  return (
    /(?:^|[^\p{L}])(?:off|of|a|an)\s+(?:the\s+)?$/u.test(before) ||
    (/(?:^|[^\p{L}])the\s+$/u.test(before) && !/(?:by|before|on|until|till|due|from)\s+the\s+$/u.test(before)) ||
    /^\s*(?:page|pg|of|off|полос[\p{L}]*|страниц[\p{L}]*)(?![\p{L}])/u.test(after)
  );
}
