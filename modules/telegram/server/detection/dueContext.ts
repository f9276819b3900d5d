/**
 * What the words around a date say about it: whether it is the work's deadline or a day the message
 * only speaks of. A date can be a slot the work books or moves something to («запиши на 5-е», "book the
 * room for Thursday": the booking is done now), a condition («если до вечера не найдут»), something
 * already told in the past («затопило склад в субботу», "filed a motion this morning"), or the purpose
 * of the work («отгрузи в четверг, чтобы к 16-му доехало»: Thursday is when the work is done).
 * The text is lower-cased with ё as е, as dueDate.ts reads it.
 */

/** How a date stands in its sentence; null when it may be the deadline. */
export type DateRole = 'booking' | 'condition' | 'consequence' | 'narrated' | 'purpose' | 'replaced' | 'earliest' | 'own' | 'told' | null;

/** Roles of a date that is not the work's deadline at all (a purpose only gives way to another date). */
export const NOT_DUE_ROLES: ReadonlySet<DateRole> = new Set([
  'booking',
  'condition',
  'consequence',
  'narrated',
  'replaced',
  'earliest',
  'own',
  'told',
]);

/** Verbs and nouns of putting something on a calendar: the date after them is a slot, not a deadline. */
const BOOKING =
  /(?:(?:^|[^\p{L}])(?:запиш(?:и|ите)|записыва(?:й|йте)|записать|перенес(?:и|ите|ти)|перенес(?:ем|ешь)|перенос(?:им|ить)|передвин(?:ь|ьте|уть)|(?:за)?бронир(?:уй|уйте|овать)|назнач(?:ь|ьте|ить)|договорись|договаривайся|договоритесь|слот[\p{L}]*|график[\p{L}]*)|\b(?:book|schedule|reschedule|reserve|lock\s+(?:[\p{L}]+\s+)?in|move\s+(?:it|them|her|him)|calendar|slots?))(?![\p{L}])/u;
/** The slot is said with «на» / "for" / "on" / "to": «запиши на 5-е», "book it for Thursday", "for the week of May 11". */
const SLOT_BEFORE = /(?:^|[^\p{L}])(?:на|for|on|to)\s+(?:[\p{L}\d-]+[\s,]+(?:or\s+|или\s+)?){0,3}$/u;
/** Who is booked for a day, or a time set: «записанных (к нему) на», "booked in for", «время … на», "the pickup time to". */
const SLOT_OF =
  /(?:^|[^\p{L}])(?:(?:записан[\p{L}]*|записанн[\p{L}]*|booked(?:\s+in)?)\s+(?:(?:к|ко|with)\s+[\p{L}]+\s+)?(?:на|for)|(?:время|time)\s+(?:(?!(?:будет|есть|найд[её]тся|нет|is|will)(?![\p{L}]))[\p{L}\d№-]+\s+){0,3}(?:на|to))\s+$/u;
/** "deliveries slip to Wednesday", «переносится на пятницу»: an event moved, not work due. */
const MOVED_TO = /(?:slips?|slipped|moved|pushed|postponed|переносится|переносят|сдвигается|сдвинули)\s+(?:back\s+)?(?:to|на)\s+$/u;
/** «не жди понедельника», "don't wait for Monday": the day not to wait for. */
const NOT_WAITING_FOR = /(?:не\s+жди(?:те)?|don'?t\s+wait\s+(?:for|till|until))\s+$/u;
/** «не раньше 15-го», "no rush before the 5th", «после 10-го»: the earliest day, not the deadline. */
const EARLIEST_BEFORE = /(?:^|[^\p{L}])(?:не\s+раньше|не\s+ранее|после|after|not\s+before|no\s+rush\s+before)\s+$/u;
/** «я до среды на шейдерах», "I'll email them tonight": the author's own day, not the doer's deadline. */
const AUTHOR_OWN = /(?:^|[^\p{L}'])(?:я\s+(?:[\p{L}]+\s+)?|(?:i'll|i\s+will)\s.*)$/u;
/**
 * Where a condition begins: the date after it, up to a comma or a dash, is what may happen. "is it ok if I leave
 * on Friday?", "is it cool if…" ask leave for that day: a permission, not a condition. «было бы здорово, если кто-нибудь обновил …»
 * is a wish, and "if the mechanic can see it today, take it in" says the day the work is done when it can be;
 * "if you have time this week", «если время будет на неделе» are politeness, the day still the work's.
 */
const CONDITION_OPEN =
  /(?:^|[^\p{L}])(?<!(?:ok|okay|alright|fine|cool|mind)\s|(?:бы|would\s+be)\s+[\p{L}]+,?\s)(?:если|if)\s+(?!бы\s|(?:you|someone|somebody|anyone|one\s+of\s+you|a\s+couple\s+of\s+[\p{L}]+)\s+(?:could|can|would)\s|[^,—–.!?;\n]*(?<![\p{L}])(?:can|could|сможет|сможешь|сможете|смогут|успеет|успеешь|успеете|получится)\s|[^,—–.!?;\n]*(?<![\p{L}])(?:(?:have|get|find)\s+(?:the\s+|some\s+)?(?:time|a\s+(?:chance|minute|sec(?:ond)?))|(?:будет|есть|найд[её]тся)\s+время|время\s+(?:будет|есть|найд[её]тся))(?![\p{L}]))[^,—–.!?;\n]*$/u;
/**
 * A condition on what others do or what simply happens: «если Р-Фарм пришлёт протоколы до четверга», «если в пятницу
 * пойдёт дождь», "if the parts come on Friday", "if nobody claims it by the 31st", "if we order this week", «если полис
 * кончается до 30-го». Unlike «если до среды не справишься» or "if it's still dropping Monday", its day is never the
 * work's. Read on the condition's words before the date and after it.
 */
const OTHERS_CONDITION = new RegExp(
  [
    '(?:^|[^\\p{L}])(?:если|if)\\s+(?:мы|никто|we|nobody|no\\s+one)(?![\\p{L}])',
    '(?:^|[^\\p{L}])(?:пойд[её]т|привез[её]т|привезут|приед(?:ет|ут)|прид(?:ет|ут)|найдут|ответят|пришл(?:ет|ют)|спад[её]т|начн[её]тся|законч?ится|конча[\\p{L}]*|истека[\\p{L}]*|сломается|позвон(?:ит|ят))(?![\\p{L}])',
    "(?:^|[^\\p{L}])if\\s+(?:the\\s+[\\p{L}]+|they|he|she)\\s+(?:come|comes|arrive|arrives|send|sends|call|calls|reply|replies|show\\s+up|shows\\s+up|deliver|delivers|don't|doesn't|won't)(?![\\p{L}])",
    '(?:^|[^\\p{L}])(?:expire[sd]?|runs?\\s+out)(?![\\p{L}])',
  ].join('|'),
  'u',
);
/** «чтобы», "so that": the date in a purpose clause is the outcome wanted, not when the work is due. */
const PURPOSE_OPEN = /(?:^|[^\p{L}])(?:чтобы|чтоб|so\s+that|in\s+order\s+to)\s+[^.!?;\n]*$/u;
/** A past-tense verb in the same clause: the day is when something happened. */
const PAST_VERB =
  /(?:^|[^\p{L}])(?!(?:журнал|канал|сигнал|вокзал|материал|финал|пенал|капитал|персонал|терминал|портал|оригинал|интервал|потенциал|идеал|анал)[а-я]*)(?:[а-я]{3,}(?:[иеаыя]л|[иеаы]ло|[иеы]ла|[иа]ли|[иа]лся|[иа]лась|[иа]лось)|[а-я]*езл[аио]|пришел|был[аио]?|was|were|had|did|went|came|sold|bought|brought|took|gave|told|said|paid|broke|fell|won|lost|built|held|met|spent|wrote|drove|flew|threw|began|spoke|stole|chose|froze|woke|caught|taught|found|ran|(?<!(?:be|been|being|get|got|is|are|was|were|have|has|had)\s+)[a-z]{3,}ed(?=\s+(?:a|an|the|this|that|it|them|us|me|on|in|at|up|off|out|to|by|for|from)\s))(?![\p{L}])/u;
/**
 * «предупреди клиентов, что в субботу закрыты», "tell the advertisers the deadline is Friday", «объявление: лифт до
 * понедельника» (a colon only after a notice: «скажи Ивану: до пятницы сдать» relays the deadline itself): a date in what the work tells others is the news, not when the telling is due.
 */
/** "tell her 9am on the 17th works": what is told, right after whom (not "tell him today", "tell them to…"). */
const TOLD_TO_SOMEONE =
  /(?:^|[^\p{L}])tell\s+(?:him|her|them|[\p{Lu}][\p{Ll}]+)\s+(?!to\s|about\s|when\s|if\s|today|tomorrow|tonight|by\s|before\s|asap|now)[^.!?\n,;]+$/u;
const TOLD_BEFORE =
  /(?:^|[^\p{L}])(?:(?:сообщ(?:и|ите)|предупред(?:и|ите)|скаж(?:и|ите)|напиш(?:и|ите)|уведом(?:и|ите)|оповест(?:и|ите)|tell|let\s+[\p{L}]+(?:\s+[\p{L}]+)?\s+know|inform|notify)(?![\p{L}])[^.!?\n]*?(?:,?\s+(?:что|that)\s|\s(?:is|are|will\s+be)\s)|(?:объявлени[\p{L}]*|announce[\p{L}]*|notice|sign)(?![\p{L}])[^.!?\n]*?(?:,?\s+(?:что|that)\s|:\s))[^.!?\n]*$/u;

/** What ends a clause before a date: punctuation or a joining «и» / "and". */
const CLAUSE_BREAK = /[,—–.!?;:\n(\p{Extended_Pictographic}]|\s(?:и|а|но|and|but)\s/gu;

/** The part of the text in the date's clause: from the last break before it to the next one after it. */
function clauseAround(source: string, index: number, end: number): { before: string; after: string } {
  const head = source.slice(Math.max(0, index - 60), index);
  let cut = 0;
  for (const m of head.matchAll(CLAUSE_BREAK)) cut = (m.index ?? 0) + m[0].length;
  const tail = source.slice(end, end + 40);
  const stop = tail.search(CLAUSE_BREAK);
  return { before: head.slice(cut), after: stop >= 0 ? tail.slice(0, stop) : tail };
}

/** The role of the date at [index, end) of the lower-cased text; `deadline` when «до», "by" etc. introduce it. */
export function dateRole(source: string, index: number, end: number, deadline: boolean): DateRole {
  const sentenceStart = Math.max(
    source.lastIndexOf('.', index - 1),
    source.lastIndexOf('!', index - 1),
    source.lastIndexOf('?', index - 1),
    source.lastIndexOf('\n', index - 1),
  );
  const sentenceBefore = source.slice(Math.max(sentenceStart + 1, index - 60), index);
  // «иначе 1-го не допустят», «а то в пятницу не успеем»: what happens if the work is not done.
  if (/(?:^|[^\p{L}])(?:иначе|а\s+то|or\s+else)\s+[^,—–.!?;\n]*$/u.test(sentenceBefore)) return 'consequence';
  if (CONDITION_OPEN.test(sentenceBefore)) {
    const opened = sentenceBefore.slice(sentenceBefore.search(/(?:^|[^\p{L}])(?:если|if)\s[^,—–.!?;\n]*$/u));
    return OTHERS_CONDITION.test(`${opened} ${clauseAround(source, index, end).after}`) ? 'consequence' : 'condition';
  }
  // "thanks for staying late Friday", «спасибо за субботу»: what is thanked for has been done.
  if (/(?:^|[^\p{L}])(?:thanks?\s+(?:you\s+)?for|спасибо\s+за)\s+[^,;:!?.\n]*$/u.test(sentenceBefore)) return 'narrated';
  // "coming monday instead of today", «вместо пятницы», "not on the 17th", «не с 13-го», «не жди понедельника»: the day given up.
  if (
    /(?:^|[^\p{L}])(?:(?:вместо|instead\s+of|rather\s+than)\s+|not\s+(?:on\s+)?(?:the\s+)?|не\s+(?:(?:в|во|с|со|к|ко)\s+)?)$/u.test(
      sentenceBefore,
    ) ||
    MOVED_TO.test(sentenceBefore) ||
    NOT_WAITING_FOR.test(sentenceBefore)
  )
    return 'replaced';
  // The date's own first word counts too: "no rush before the 5th" is read as "before the 5th".
  if (EARLIEST_BEFORE.test(sentenceBefore) || EARLIEST_BEFORE.test(`${sentenceBefore}${source.slice(index, end).split(/\s/)[0]} `))
    return 'earliest';
  const { before, after } = clauseAround(source, index, end);
  // "for tomorrow's follow-up": what the work is for, unless said as the deadline ("by tomorrow's standup").
  if (PURPOSE_OPEN.test(sentenceBefore.slice(-40)) || (!deadline && /^(?:tomorrow's|завтрашн)/u.test(source.slice(index, end))))
    return 'purpose';
  // «я до среды на шейдерах»: the author's own «до» is not the doer's deadline.
  if (/(?:^|[^\p{L}])я\s+(?:[\p{L}]+\s+)?$/u.test(before)) return 'own';
  const toldBefore = source.slice(Math.max(sentenceStart + 1, index - 120), index);
  if (TOLD_BEFORE.test(toldBefore) || TOLD_TO_SOMEONE.test(toldBefore)) return 'told';
  if (deadline) return null;
  // "book the pavilion on the city site this week": a day said as an adverb is when the booking is made, unless
  // the preposition is its own ("book it for this week", «на эту неделю»).
  const adverb = /^(?:this\s+week|today|tomorrow|tonight|сегодня|завтра)/u.test(source.slice(index, end));
  const slot = adverb
    ? /(?:^|[^\p{L}])(?:на|for|on|to)\s+$/u.test(source.slice(Math.max(0, index - 6), index))
    : SLOT_BEFORE.test(source.slice(Math.max(0, index - 30), index)) || /^(?:на|for|on|to)\s/u.test(source.slice(index, end));
  if (slot && (BOOKING.test(source.slice(Math.max(sentenceStart + 1, index - 100), index)) || BOOKING.test(after))) return 'booking';
  // «клиентов, записанных на среду», «поправь время Пышмы на 8:30»: whose slot or which time is meant, not when the
  // work is due.
  const slotBefore = source.slice(Math.max(sentenceStart + 1, index - 60), index);
  if (SLOT_OF.test(slotBefore) || SLOT_OF.test(`${slotBefore}${source.slice(index, end).split(/\s/)[0]} `)) return 'booking';
  // «подтвердил встречу на вторник»: a day said with «на» / "for" is still ahead, whatever the verb's tense.
  // «если бы ты разобрал»: a wish is said in the past tense too.
  const wish = /(?:^|[^\p{L}])бы(?![\p{L}])/u.test(sentenceBefore);
  // The verb is one of the four words before the date («затопило склад в субботу») or the word right after it («в пятницу были»).
  const nearBefore = `${before.trimEnd().split(/\s+/).slice(-4).join(' ')} `;
  const nextWord = /^\s*[\p{L}]+/u.exec(after)?.[0] ?? '';
  if (!wish && !/(?:на|for|to)\s*$/u.test(before) && (PAST_VERB.test(nearBefore) || PAST_VERB.test(nextWord))) return 'narrated';
  if (AUTHOR_OWN.test(before)) return 'own';
  return null;
}
