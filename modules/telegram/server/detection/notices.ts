/**
 * Notices to everyone about when the place works: «8 марта офис не работает», «1–3 января выходные», «с
 * 13 июля работаем с 10 до 19», "closed Dec 24 through Jan 1, back on the 2nd", "break starts 29/06".
 * They name dates and address the team, yet ask nothing.
 */
export const CLOSURE_NOTICE =
  /(?:(?:^|[^\p{L}])(?:закрыт[аоы]?|не\s+работа(?:ет|ем|ют)|выходн(?:ой|ые|ых|ого)|каникул\p{L}*|отдыхаем|открываемся|работаем\s+(?:с|до|по)\s+\d|график\s+на\s+праздники|праздничн\p{L}+\s+(?:график|дни))(?![\p{L}])|(?<!\bwho(?:ever)?\s)(?<!\b(?:payroll|registration|enrol(?:l?ment)?|entries|window|submissions?|applications?|voting|booking|sign-?ups?|tender|bidding)\s)\b(?:closed|closes|reopens?|re-opens?|back\s+on\s+(?:the\s+)?\d|(?:break|holiday|vacation|shutdown)\s+(?:starts|from|until|till|runs)|day\s+off|holiday\s+hours|opening\s+hours)\b)/iu;

/**
 * A roster or a list under its heading («график дежурств: 31.12 — Иван и Лёша», "holiday roster: Ben and Aisha on
 * patrol the 24th", «брони переговорной на эту неделю: вт — Соколовы»): who is where, which names people and dates
 * without giving them work.
 */
export const ROSTER = /(?:^|\n)[^:\n]{0,25}(?:roster|rota|schedule|lineup|список|списки|график|брони|дежурств\p{L}*|смены)[^:\n]{0,30}:/iu;

/**
 * «1-го и 3-го кто выходит?», «кто в пятницу сидит на телефоне?», "who's on the night of April 4?": who the rota has
 * on a day, asked; an open call asks who will («кто выйдет»).
 */
export const ROTA_QUESTION =
  /(?:(?:^|[^\p{L}])кто(?:\s+[\p{L}\d-]+){0,3}?\s+(?:выходит|сидит|стоит|дежурит|работает|на\s+смене|в\s+смене)(?![\p{L}])[^.!?\n]*\?|\bwho(?:'s|\s+is)\s+(?:on|off|working|rostered)\b[^.!?\n]*\?)/iu;

/** «возьмите с собой удостоверения», "bring your manual and ID": what to carry to a meeting or a visit. */
export const BRING_ALONG =
  /(?:(?:^|[^\p{L}])(?:возьмите|захватите|берите|возьми|захвати)\s+с\s+собой(?![\p{L}])|\bbring\s+(?:your|along)\b)/iu;
