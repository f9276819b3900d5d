/**
 * Language cues shared by the classifier's features and the extractors: how Russian and English
 * speakers ask, assign, defer and report. Each list is about the language, not about any one chat.
 */
import { EN_WORK_VERBS } from './englishImperative';

// Read with the other cues by the clause rules, so they import every cue from here.
export { looksLikeEnglishImperative } from './englishImperative';

export const POLITE =
  /(?:пожалуйста|пож-?та|плиз|плз|pls|plz|please|будь\s+добр|будьте\s+добры|не\s+в\s+службу|if\s+you\s+don'?t\s+mind|если\s+не\s+сложно)/i;

/** «можешь» asks when a verb follows or in a question («можешь глянуть?»); alone it grants («в среду можешь»). */
export const REQUEST =
  /(?:\b(?:can|could|would|will)\s+(?:you|someone|somebody|anyone|one\s+of\s+you)\b|would\s+you\s+mind|would\s+be\s+(?:great|ace|good|nice|awesome)|need\s+(?:you|someone|somebody)\s+to|make\s+sure|(?:^|[^\p{L}])(?:(?:можешь|сможешь|можете|сможете)(?=(?:\s+[\p{L}\d-]+){0,3}?\s+[а-яё]{2,}(?:ть|ти|чь|ться|тись)(?![\p{L}])|(?:[^.!\n]|(?<=\d)\.(?=\d))*\?)|посмотришь|успеешь|возьм[её]шь|сделаешь|глянешь)(?![\p{L}])|не\s+(?:мог(?:ла|ли)?|сможешь|сможете)\s+(?:ли\s+)?(?:бы\s+)?(?:ты|вы)(?![\p{L}])|было\s+бы\s+(?:здорово|хорошо|супер|отлично|идеально|круто)|если\s+бы\s+(?:ты|вы|кто))/iu;

export const NEED =
  /(?:^|[^\p{L}])(?:нужно|нужен|нужна|нужны|надо|необходимо|требуется|должн[аоы]?|need(?:s|ed)?|must|have\s+to|has\s+to|got\s+to)(?![\p{L}])/iu;

/**
 * «надо новую мембрану заказать», «нужно 14 штук докупить»: what has to be done, said mid-sentence in a run-on
 * or a report; «не надо» is NEED's «no work», which CANCELLED and NO_ACTION read.
 */
export const NEED_TO_DO = /(?:^|[^\p{L}])(?<!не\s)(?:надо|нужно|необходимо)\s+(?:[\p{L}\d-]+\s+){0,3}?[а-яё]{3,}(?:ть|ти|чь)(?![\p{L}])/iu;

export const VAGUE =
  /(?:когда-нибудь|когда-то\s+потом|в\s+будущем|at\s+some\s+point|some\s*time|someday|some\s+day|one\s+day|eventually|в\s+следующем\s+году|next\s+year)/i;

export const SELF_NOTE =
  /(?:(?:^|[^\p{L}])себе(?:\s+на|\s*:|\s*—)|note\s+to\s+self|напоминалка|пометка\s+себе|remember\s+to|не\s+забыть|надо\s+не\s+забыть|i\s+need\s+to|i\s+have\s+to|i\s+must|i\s+should)/iu;

export const OWNERSHIP =
  /(?:(?:^|[^\p{L}])на\s+(?:тебе|вас|тебя)(?![\p{L}])|(?:^|[^\p{L}])(?:твоя|твой|твоё|твое|твои|ваша|ваш|ваши)(?=\s*(?:[,.!;—–]|$))|is\s+yours|are\s+yours|'s\s+yours|that'?s\s+(?:you|on\s+you)\b|you(?:'re|\s+are)\s+on(?:\s+(?!it\b|track\b|the\s+list\b)|(?=\s*[.!]))|(?:is|are)\s+[A-Z][a-z]+['’]s(?=\s*(?:[,.!;—–]|$))|(?:that|this)\s+one['’]s\s+(?:his|hers|theirs)\b|you\s+own|own\s+(?:that|this|it)|возьм[её]шь|(?:возьмите|возьми)(?![\p{L}])(?!\s+с\s+собой)|grab\s+(?:one|it|this)|pick\s+(?:up|it\s+up))/iu;

export const ASKS_ANYONE =
  /(?:кто-нибудь|кто-то|никто|кто\s+(?:знает|помнит|брал|видел|делал|сделал|последний|опять|вчера)|anyone|anybody|does\s+any(?:one|body)|who\s+(?:knows|has|took|did|made))/i;

export const THANKS = /(?:спасибо|благодар|молодц|умниц|thanks|thank\s+you|cheers|nice\s+one|well\s+done|great\s+job|огонь|супер!)/i;

export const REPORT =
  /(?:(?:^|[^\p{L}])(?:готово|сделано|сделал[аи]?|отправил[аи]?|починил[аи]?|закончил[аи]?|залил[аи]?|поставил[аи]?|подал[аи]?|получил[аи]?|оприходовал[аи]?|заказал[аи]?|разобрал[аи]?|внес(?:ла|ли)?|вн[её]с|посмотрел[аи]?|поменял[аи]?|нашл[аи]|нашел|пушнул[аи]?|задеплоил[аи]?|записали|согласовали|устранены|закрыт[аы]?|посчитал[аи]?)(?![\p{L}])|\b(?:done|fixed|sent|sorted|finished|deployed|merged|uploaded|filed|submitted|passed|went\s+(?:well|great|fine)|is\s+live|are\s+live)\b)/iu;

/** Words that sit at the head of a clause without being its verb: greetings, discourse words, pronouns. */
export const HEAD_FILLERS = new Set([
  'и',
  'а',
  'но',
  'тогда',
  'ок',
  'окей',
  'так',
  'вот',
  'ну',
  'кстати',
  'короче',
  'слушай',
  'слушайте',
  'только',
  'также',
  'еще',
  'ещё',
  'заодно',
  'пожалуйста',
  'плиз',
  'плз',
  'ребят',
  'ребята',
  'коллеги',
  'девочки',
  'всем',
  'привет',
  'доброе',
  'утро',
  'and',
  'so',
  'ok',
  'okay',
  'also',
  'then',
  'please',
  'pls',
  'plz',
  'hey',
  'hi',
  'morning',
  'guys',
  'team',
  'all',
  'lads',
  'folks',
  'just',
  'quick',
  'q',
  'oh',
  'btw',
  'fyi',
  'ps',
]);

/** Russian imperative endings: «запроси», «подготовь», «закажи», «проверьте», «сделай», «отправьте». */
const RU_IMPERATIVE = /(?:[^аеиоуыэюяь]и|ай|яй|ей|уй|ой|[^аеиоуыэюя]ь|йте|ите|ьте)$/;
const RU_NOT_IMPERATIVE = new Set([
  'мой',
  'твой',
  'свой',
  'какой',
  'такой',
  'другой',
  'который',
  'всей',
  'ней',
  'моей',
  'твоей',
  'своей',
  'этой',
  'той',
  'очень',
  'день',
  'вечер',
  'ночь',
  'есть',
  'опять',
  'пять',
  'шесть',
  'семь',
  'восемь',
  'девять',
  'десять',
  'здесь',
  'весь',
  'сейчас',
  'почти',
  'они',
  'мои',
  'твои',
  'свои',
  'такси',
  'если',
  'или',
  'при',
  'после',
  'лишь',
  'уже',
  'нет',
  'ведь',
  'будь',
  'кроме',
  'хотя',
  'давай',
  'давайте',
  'люди',
  'гости',
  'дети',
  'дальше',
  'больше',
  'меньше',
  'раньше',
  'позже',
  'ещё',
  'еще',
  'всё',
  'все',
  'тоже',
  'неделю',
  // Adjectives in -рой / -мой, which imperatives share («открой», «помой»).
  'второй',
  'седьмой',
  'восьмой',
  'старой',
  'быстрой',
  'мокрой',
  'острой',
  'сырой',
  'хитрой',
]);

/**
 * Words with an imperative's ending that are not imperatives: infinitives («отобрать», «помочь», but not
 * «увеличь»), second
 * persons («сделаешь»), past plurals («залили»), nouns («выписки», «новости», «премией», «дверь»,
 * «площадь», «модель», «день», «огонь») and adjectives («лесной», «другой»).
 */
const RU_IMPERATIVE_LOOKALIKE =
  /(?:ть|ться|[еоы]чь|шь|шься|лся|лась|лись|лось|[аяиеыу]ли|ами|ями|ии|ьи|ией|[кгх]и|ости|[дзл]ь|ень|онь|арь|дверь|теперь|нибудь|[нкгвтжшщцчл]ой)$/;

/** «дай», «иди», «жди»: orders too short for the endings to tell them from other words. */
const SHORT_IMPERATIVES = new Set(['дай', 'иди', 'жди', 'лей', 'шей']);

export function looksLikeRussianImperative(word: string): boolean {
  if (SHORT_IMPERATIVES.has(word)) return true;
  return (
    word.length >= 4 &&
    /^[а-яё-]+$/.test(word) &&
    RU_IMPERATIVE.test(word) &&
    !RU_IMPERATIVE_LOOKALIKE.test(word) &&
    !RU_NOT_IMPERATIVE.has(word)
  );
}

/**
 * The author will find out and answer: «Коля, уточню у Сергея и сегодня отвечу», "I'll check with Mei and tell you
 * after lunch". Said to a name, it reads like an order, but nobody is asked to do anything.
 */
export const PROMISE_TO_REPORT =
  /(?:\b(?:i'll|i\s+will|will|i'm\s+going\s+to|gonna)\b[^.!?]{0,80}?\b(?:get\s+back\s+to\s+(?:you|u|them|him|her)|let\s+(?:you|u)\s+know|tell\s+(?:you|u)|come\s+back\s+to\s+(?:you|u)|circle\s+back|report\s+back)\b|(?<![а-яё])(?:уточню|узнаю|проверю|спрошу|посмотрю|гляну|позвоню|наберу|созвонюсь|прочитаю|прочту|подумаю|выясню)(?![а-яё])[^.!?]{0,60}?(?:отвечу|отпишусь|скажу|сообщу|перезвоню|дам\s+знать|напишу|вернусь|маякну)(?![а-яё]))/iu;

/** An open call to the group: «кто сможет в субботу выйти», «кто свободен — помогите», "can anyone", "someone needs to". */
export const OPEN_CALL =
  /(?:(?:^|[^\p{L}])кто(?:-нибудь|-то)?(?:\s+[\p{L}\d-]+){0,3}\s+(?:сможет|может|готов|возьм[её]т(?:ся)?|выйдет|успеет|свободен|поедет|съездит|подменит|хочет)(?![\p{L}])|(?:can|could)\s+(?:anyone|someone|somebody|one\s+of\s+you)|(?:someone|somebody|anyone)\s+(?:needs?\s+to|has\s+to|should|free\s+to)|who\s+(?:can|could|wants\s+to|is\s+free)|whoever(?:'s|\s+is)\s+free|(?:anyone|anybody)\s+(?:free|keen|available|up\s+for)\b|(?:someone|somebody)\s+(?:please\s+|pls\s+)?(?:call|check|test|grab|get|take|bring|cover|fix|ring|text|email|look|move|clean|pick|order|book|help)\b|(?:надо|нужно)\s+(?:бы\s+)?кому-(?:то|нибудь)|(?:хорошо|неплохо)\s+бы\s+кто-(?:то|нибудь)|если\s+кто(?:-нибудь|-то)?\s+(?:будет|сможет|может|успеет|окажется)(?![\p{L}]))/iu;

/** Said only to inform: «просто для сведения», «просто чтобы знали», "FYI", "no action", "on your radar". */
export const FOR_INFORMATION =
  /(?:для\s+сведения|к\s+сведению|для\s+информации|просто\s+чтобы\s+(?:(?:ты|вы)\s+)?знал[аи]?|информирую|напоминаю|просто\s+предупрежда[\p{L}]*|\bfyi\b|just\s+so\s+you\s+know|no\s+action|heads[\s-]up|for\s+your\s+information|just\s+a\s+reminder|reminder:|on\s+your\s+radar)/iu;

/** Asking leave, not giving work: «можно я завтра приду к обеду?», "ok if I take Monday off?". */
export const PERMISSION =
  /(?:(?:^|[^\p{L}])(?:а\s+)?можно\s+(?:я|мне|нам|мы)(?![\p{L}])|(?:^|[^\p{L}])(?:я\s+)?могу\s+(?:я\s+)?(?:уйти|прийти|взять|не\s+выходить)|(?:^|[^\p{L}])(?:ок|ничего|нормально),?\s+если\s+я(?![\p{L}])|\b(?:ok(?:ay)?|alright|fine)\s+if\s+i\b|\b(?:can|could|may|should|shall)\s+i\b|mind\s+if\s+i|(?:is|would)\s+it\s+(?:be\s+)?ok(?:ay)?\s+if\s+i)/iu;

/** Calling work off: «отбой», «отменяем», «не нужно», «забыли», "never mind", "scratch that", "cancel that". */
export const CANCELLED =
  /(?:(?:^|[^\p{L}])(?:отбой|отмена|отменяем|отменяется|не\s+нужно|не\s+надо|уже\s+не\s+нужн[\p{L}]*|забыли|неактуально|не\s+актуально|(?<!не\s)забудь(?:те)?)(?![\p{L}])|never\s*mind|nevermind|scratch\s+that|cancel\s+that|no\s+longer\s+needed|not\s+needed\s+anymore|forget\s+(?:it|about\s+(?:it|the|that))\b)/iu;

/** A past-tense verb at a clause head («отправила», «починил», "fixed"): a report, not a request. */
export function looksLikePastTense(word: string): boolean {
  return (/^[а-яё]{4,}$/.test(word) && /(?:[аяиыеу]л|[аяиыеу]ла|[аяиыеу]ли|лся|лась|лись)$/.test(word)) || /^[a-z]{3,}ed$/.test(word);
}

/** Lines quoting an earlier message ("> …") repeat someone else's words. */
export function withoutQuotes(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('>'))
    .join('\n');
}

/** Speaking to someone directly: «ты», «вас», «твой», "you", "your". */
export const SECOND_PERSON =
  /(?:^|[^\p{L}])(?:ты|тебя|тебе|тобой|твой|твоя|твое|твоё|твои|вы|вас|вам|вами|ваш|ваша|ваше|ваши|you|your|yours|u)(?![\p{L}])/iu;

/** A prohibition or advice not to act («не трогай», "don't touch"); «не забудь» and "don't forget" are requests. */
export function isProhibition(words: readonly string[]): boolean {
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [first, second] = [words[i]!, words[i + 1]!];
    if (first === 'не' && looksLikeRussianImperative(second) && !second.startsWith('забуд')) return true;
    if ((first === "don't" || first === 'dont' || first === 'never') && second !== 'forget' && /^[a-z]+$/.test(second)) return true;
  }
  return false;
}

/**
 * Imperatives, reflexive ones included: «договаривайся», «запишись», «записывайтесь», «займитесь». Kept
 * apart from looksLikeRussianImperative, which the title rules read for the verb a title starts with.
 */
export function looksLikeRussianImperativeOrReflexive(word: string): boolean {
  // «запись», «подпись» are nouns; «записались» is a past plural, which the stripped form («записали») rejects.
  if (/пись$/.test(word)) return false;
  if (looksLikeRussianImperative(word)) return true;
  if (!/(?:[йиь]ся|[йиь]тесь|ись)$/.test(word)) return false;
  return looksLikeRussianImperative(word.replace(/(?:ся|сь)$/, ''));
}

/** Someone unnamed asked to act: «кто-нибудь позвоните», «кто купит цветы?», «надо, чтобы кто-то позвонил», "someone print", "who's feeding…", "whoever has a minute". */
export const SOMEONE =
  /(?:(?:^|[^\p{L}])(?:кто-нибудь|кто-то|кто-либо|кого-нибудь|кому-нибудь)(?![\p{L}])|\b(?:someone|somebody|anyone|anybody|whoever|one\s+of\s+you)\b)/iu;

/**
 * «кто» and a verb of doing in the future («кто купит», «кто посчитает», «кто завтра выйдет», «кто берёт?»),
 * not of knowing or being in charge («кто знает», «кто отвечает»), and "who's doing…", "who'll…".
 */
const WHO_WILL =
  /(?:(?:^|[^\p{L}])кто(?:-нибудь|-то)?(?:\s+(?!знает|помнит|отвечает|занимается|понимает|работает|ведет|ведёт)[\p{L}\d-]+){0,3}?\s+(?!знает|помнит|отвечает|занимается|понимает|работает|ведет|ведёт)(?:по|с|за|вы|при|от|до|пере|у|на|под|раз|о|об)[\p{L}]{2,}(?:ет|ёт|ит)(?:ся)?(?![\p{L}])|(?:^|[^\p{L}])кто(?:\s+[\p{L}\d-]+){0,3}?\s+(?:берет|берёт|купит|даст|со\s+мной|готов)(?![\p{L}])|\bwho(?:'s|\s+is|'ll|\s+will|\s+wants\s+to|\s+is\s+up\s+for)\s+(?!on\b|off\b|at\b)[a-z]+|\bwho\s+(?:takes|grabs|covers|picks)\b)/iu;

/**
 * Work left to whoever a clause picks out: "whoever closes tonight, deep clean the mats", "whoever opens, switch the boiler
 * on". Not "whoever wants" (an offer) nor "with whoever is around".
 */
const WHOEVER_CALL = /(?:^|[.!?,;:—–-]\s*)whoever\s+(?!wants\b)[a-z]+s\b/iu;

export function isOpenCall(text: string): boolean {
  return OPEN_CALL.test(text) || WHOEVER_CALL.test(text) || WHO_WILL.test(text) || /чтобы\s+кто-(?:то|нибудь)/iu.test(text);
}

/** Granting what was asked, then saying how: «можно, только предупреди…», «да, договаривайся», "sure, …", "go ahead". */
export const GRANT =
  /^(?:[\p{Extended_Pictographic}\u{FE0F}\s]*)(?:можно|да|конечно|ок|окей|ладно|хорошо|давай|давайте|согласен|согласна|согласовано|не\s+возражаю|одобряю|ok(?:ay)?|sure|yes|yep|yeah|fine|of\s+course|perfect|great|no\s+objection|go\s+ahead|sounds\s+good|fair|approved)(?![\p{L}])/iu;

/** Said only to inform, beyond FOR_INFORMATION: «это инфо», «имейте в виду», «ничего делать не надо», "nothing changes for you". */
export const JUST_INFORMING =
  /(?:(?:^|[^\p{L}])(?:для\s+инфо|это\s+инфо|чтобы\s+(?:ты|вы)\s+знал[аи]?|имейте\s+в\s+виду|ничего\s+делать\s+не\s+надо|делать\s+ничего\s+не\s+нужно)(?![\p{L}])|\b(?:just\s+fyi|nothing\s+changes\s+for|nothing\s+to\s+do\s+for|no\s+need\s+to\s+do\s+anything)\b)/iu;

/** Praise and small talk about a person («ты звезда», «красавцы», "you're a hero"): not work. */
export const PRAISE =
  /(?:(?:^|[^\p{L}])(?:звезд[аы]|красав(?:ец|цы|ица)|герой|молодцы?|умнички?)(?![\p{L}])|\b(?:hero|legend|superstar|you\s+rock|well\s+done|great\s+job|nice\s+work)\b)/iu;

/** An English verb asked for after "please"/"pls" anywhere in a message («…, pls put in a ticket»). */
export const POLITE_VERB = new RegExp(
  `\\b(?:please|pls|plz)\\s+(?!let\\s+me\\s+know\\s+if)(?:[a-z]+\\s+)?(?:${[...EN_WORK_VERBS, 'retest', 'wipe'].join('|')})\\b`,
  'iu',
);

/** Left to whoever wishes («кто хочет — записывайтесь», «ваше право», "anyone who wants Saturday hours"): an offer, not work. */
export const OPTIONAL =
  /(?:(?:^|[^\p{L}])(?:кто\s+хочет|кто\s+не\s+может|по\s+желанию|ваше\s+право|если\s+хотите|если\s+захотите)(?![\p{L}])|\b(?:anyone\s+who\s+wants|whoever\s+wants|if\s+you\s+(?:want|like|fancy)|optional)\b)/iu;

/**
 * The author taking the work on («тогда выберу модель и скину тебе», «я подошью», "I'll email parks & rec"):
 * a promise, not an ask. Russian: a clause opening with a first-person future («скину», «проверю», «сделаю»),
 * or one said beside when («сдам завтра», «ряд C пересчитаю завтра с утра», «до пятницы посмотрю»).
 */
const RU_FIRST_PERSON_FUTURE = /^[а-яё]{3,}(?:лю|ню|жу|шу|чу|ду|ру|ну|рю|аю|яю|ею|ую|ьму|ьмусь|усь|юсь)$/;
/** Said in the first person, yet asking, reminding or thinking: «прошу», «напоминаю», «предлагаю», «думаю». */
const NOT_A_PROMISE = /^(?:прошу|напоминаю|предлагаю|думаю|знаю|считаю|понимаю|жду|хочу|вижу|слышу|надеюсь|боюсь|сомневаюсь|извиняюсь)$/;
const WHEN = String.raw`(?:завтра|сегодня|сейчас|потом|вечером|утром|с\s+утра|позже|сам|сама|до\s+[\p{L}\d.-]+)`;
/** A first-person future beside a when: «-аю», «-лю», «-рю» (not the noun ending «-ию») or the «-дам» of «сдам», «отдам». */
const FIRST_PERSON_FUTURE = String.raw`(?:[а-яё]{3,}(?:[аяеу]ю|[лнр]ю)|[а-яё]{0,4}дам)`;
const PROMISE_BESIDE_WHEN = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${WHEN}\s+${FIRST_PERSON_FUTURE}|(?<!(?:в|во|на|за|про|под|через)\s)${FIRST_PERSON_FUTURE}\s+${WHEN})(?![\p{L}])`,
  'iu',
);
export function isOwnPromise(text: string, clauseOpenings: readonly string[]): boolean {
  return (
    /(?:^|[^\p{L}])я\s+(?:[\p{L}]+\s+)?[а-яё]+(?:лю|ню|жу|шу|чу|ду|ру|ну|рю|аю|яю|ею|ую)(?![\p{L}])|\b(?:i'll|i\s+will|i'm\s+going\s+to|let\s+me|i\s+can\s+(?:do|take|handle|cover|bring))\b/iu.test(
      text,
    ) ||
    PROMISE_BESIDE_WHEN.test(text) ||
    clauseOpenings.some((w) => RU_FIRST_PERSON_FUTURE.test(w) && !NOT_A_PROMISE.test(w))
  );
}

/**
 * Said to be no work at all: "no action needed", "nothing needed from you", «ничего делать не надо», «от вас
 * ничего не нужно». Stronger than FOR_INFORMATION, after which a request may still follow.
 */
export const NO_ACTION =
  /(?:(?:^|[^\p{L}])(?:ничего\s+(?:делать\s+)?не\s+(?:надо|нужно|требуется)|(?:от\s+(?:вас|тебя)\s+)?ничего\s+не\s+(?:нужно|надо|требуется)|делать\s+ничего\s+не\s+(?:надо|нужно))(?![\p{L}])|\b(?:no\s+action\s+(?:needed|required|necessary)|nothing\s+(?:needed|required|to\s+do|to\s+prep)(?:\s+(?:from|for|on)\s+(?:you|your\s+end|anyone))?|nothing\s+for\s+(?:you|anyone)\s+to\s+do|no\s+need\s+to\s+do\s+anything|nothing\s+to\s+bring)\b)/iu;

/**
 * Sarcasm about something gone wrong: eye-roll emoji, «ну класс», «очень умно», «прям вовремя», "love it when",
 * "oh great", "cool cool cool". A complaint, not a request.
 */
export const SARCASM =
  /(?:[\u{1F643}\u{1F644}\u{1F612}]|(?:^|[^\p{L}])(?:ну\s+(?:класс|супер|отлично|шикарно|прекрасно|спасибо|конечно|здорово)|очень\s+умно|прям(?:о)?\s+вовремя|очень\s+помогли|просто\s+прекрасно)(?![\p{L}])|\b(?:love\s+(?:it|that)\s+(?:when|for\s+us)|love\s+this\s+job|perfect\s+timing|oh\s+(?:great|wonderful|perfect|brilliant|lovely)|cool\s+cool\s+cool|(?:awesome|great|perfect)\.\s+just\s+(?:awesome|great|perfect)|very\s+useful|truly\s+a\s+marvel)\b)/iu;

/** «нужен кто-то», «нужен человек», «нужны люди»: who is needed, then who will do the work («, кто встретит…»). */
export const WHO_IS_NEEDED = 'нуж(?:ен|на|ны)\\s+(?:кто-(?:то|нибудь)|человек|люди|помощник)';

/** "thoughts?", «берём?», "ok with you?", «что скажешь?»: the author asks for a decision, not for work. */
export const ASKS_DECISION =
  /(?:(?:^|[^\p{L}])(?:берём|берем|берёмся|беремся|что\s+скажешь|что\s+скажете|как\s+думаешь|как\s+считаешь|твоё\s+мнение|ваше\s+мнение|согласен|согласна|ок\s+для\s+тебя|норм)\s*\?|\b(?:thoughts|worth\s+it|ok(?:ay)?\s+with\s+you|what\s+do\s+you\s+(?:think|reckon)|your\s+call|are\s+we\s+in|yes\s+or\s+no|go\s+or\s+no)\s*\?)/iu;

/** Offering oneself for work someone asked about: «я могу», «могу я», «я выйду», "I can", "me!", "happy to". */
export const VOLUNTEER =
  /(?:^(?:[\p{Extended_Pictographic}\u{FE0F}\s]*)(?:(?:и\s+)?я(?:\s+тоже)?\s*[!,.]|(?:и\s+)?я\s+(?:тоже\s+)?(?:могу|смогу|выйду|возьму|готов[аы]?|свободн[аы]?|заберу|съезжу)|могу\s+я|me[!+,\s]|me$|i\s+can(?:\s+(?:do|take|cover|help|go)(?:\s+(?:it|that|this))?)?(?=\s*(?:[,.!?;\p{Extended_Pictographic}]|$))|i'?d\s+love\s+to|happy\s+to|count\s+me\s+in|i'?ll\s+(?:do|take|grab|cover)\s+(?:it|that|this|them)\b)|(?:^|[^\p{L}])давай(?:те)?\s+я(?![\p{L}]))/iu;

/** Grants and go-aheads that are not work themselves: "go ahead", "go for it", «давай», «вперёд». */
const GO_AHEAD = /(?:\bgo\s+(?:ahead|for\s+it)\b|(?:^|[^\p{L}])(?:вперед|вперёд|действуй(?:те)?)(?![\p{L}]))/giu;

/** The text without its go-ahead phrases, to see whether an order is left beside the grant. */
export function withoutGoAhead(text: string): string {
  return text.replace(GO_AHEAD, ' ');
}

/**
 * Wishes in the imperative, which give no work: «отдыхайте», «выздоравливай», «поздравляй брата», "enjoy the
 * break", "feel better", "congrats".
 */
export const WISHES =
  /(?:(?:^|[^\p{L}])(?:отдыха(?:й|йте)|отдохни(?:те)?|поздравляй(?:те)?|выздоравлива(?:й|йте)|поправляй(?:ся|тесь)|наслаждай(?:ся|тесь)|отсыпай(?:ся|тесь)|празднуй(?:те)?|веселитесь)(?![\p{L}])|\b(?:enjoy|rest\s+up|get\s+well|have\s+fun|have\s+a\s+(?:good|great|nice|lovely)|go\s+enjoy|take\s+care|congrats|congratulations|feel\s+better)\b)/giu;

/** The text without its wishes, to see whether an order is left beside them. */
export function withoutWishes(text: string): string {
  return text.replace(WISHES, ' ');
}
