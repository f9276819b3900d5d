/**
 * A short imperative card title from a message: the request clause, starting at its verb («Таня,
 * запроси, пожалуйста, акт сверки до четверга» → «Запросить акт сверки»), without greetings, names,
 * politeness, dates and the reasons that follow.
 */
import { NOT_NAMES } from './assignee';
import { repeatsTitle, saysNothingOfWork } from './titleContextNoise';
import { THANKS, WHO_IS_NEEDED, looksLikeEnglishImperative, withoutQuotes } from './cues';
import { findDueCandidates } from './dueDate';
import { IMPERATIVES_ENDING_AS_INFINITIVES, isRussianImperative } from './russianImperative';
import type { LocalDateTime } from './localDate';
import { FORWARD_HEADER, rank, requestScore, requestSentence, sentencesOf } from './requestSentence';
import { someoneOrderedAt } from './someoneAsked';
import { everyoneAsTask } from './titleEveryone';
import { sentOnAsOrder } from './titleSentOn';
import { withoutDates, withoutDueWords } from './titleDates';
import { tokenize, type Token } from './tokenize';
import { needAsTask } from './needStatement';
import { yoursAsTask } from './titleYours';
import { isRunOn, runOnRequest } from './titleRunOn';
import { inCardVerbs } from './titleVerbRegister';
import { joinedAsInfinitives } from './titleJoinedVerbs';
import { clausesKeepingLists } from './titleList';
import { RUSSIAN_INFINITIVE, startsWithVerb } from './titleOpensWithVerb';
import { withReferent } from './titlePronoun';
import { withEventVerb } from './titleEventVerb';
import { letAsTask } from './titleLetThem';
import { openCallAsTask } from './titleOpenCall';
import { madeSureAsOrder, passiveAsOrder } from './titlePassive';
import { clausesPastGrant, withoutPermissionGiven } from './titleGrant';
import { EN_WORK_VERBS } from './englishImperative';
import { ADVERB_FIRST, NOT_FRONTED, lowerFirst, verbToFront } from './titleObjectFirst';
import lemmatize from 'wink-lemmatizer';
import { secondPersonToInfinitive, titleInfinitive } from './verbForms';
import { isWeakTitle, wantedAction } from './wantedAction';
import { FILLERS, DANGLING_END, POSSESSIVE, withoutFillers, pastToInfinitive } from './titleFillers';

/** A card title longer than this reads as a message, not a task. */
export const MAX_TITLE_LENGTH = 80;
/** Politeness, urgency (the priority says it) and "when you can": none of it is the task. */
const POLITE_WORDS =
  /[\s,]*(?<![\p{L}])(?:пожалуйста|плиз|плз|пжлст|пжл|pls|plz|please|no\s+rush|no\s+hurry|не\s+горит|не\s+срочно|будь\s+добр[а]?|если\s+не\s+сложно|thanks!?|спасибо!?|asap|срочно|urgently|when(?:ever)?\s+you\s+(?:can|get\s+a\s+(?:chance|sec|second|minute|moment)|have\s+(?:time|a\s+(?:sec|second|minute|moment)))|когда\s+(?:будет|найд[её]тся)\s+(?:минутка|время|секунда)|если\s+будет\s+(?:минутка|время)|если\s+(?:можно|получится|успеешь|успеете)|по\s+возможности|if\s+(?:possible|you\s+can|you(?:\s+have|\s*'ve\s+got|\s+get)\s+(?:a\s+)?(?:time|sec|second|minute|moment|chance))|when\s+possible)(?![\p{L}])[\s,]*/giu;
const LEAD_IN = new RegExp(
  [
    '^(?:@[A-Za-z0-9_]+[\\s,]*)+',
    '^[\\p{L}]+\\s+[—–]\\s+',
    '^(?:и|а|но|тогда|ок|заодно|кстати|также|ещё|еще|давай|давайте|so|and|but|also|then|ok|just)[,\\s]+',
    // Spoken openers of a voice message or a reply: «слушайте», «короче», «в общем», "ugh", "perfect".
    '^(?:слушайте|слушай|короче|в\\s+общем|блин|ну|вот|так|ugh|oh|hmm|great|perfect|legend|sure|yes|yeah|nice|cool|ok(?:ay)?|alright|sorry)(?![\\p{L}])[,.!\\s]*',
    '^(?:(?:can|could|would|will)\\s+(?:you|someone|somebody|anyone|one\\s+of\\s+you)\\s+(?:please\\s+)?(?:mind\\s+)?)',
    // "can housekeeping prepare pillows in 101?", "could the kitchen send up…": a team asked by its name.
    '^(?:(?:can|could|would|will)\\s+(?:the\\s+)?(?:housekeeping|maintenance|security|reception|the\\s+desk|front\\s+desk|kitchen|office|crew|team|ops|hr|accounts|stores)\\s+(?:please\\s+)?)',
    '^(?:[A-Z][a-z]+\\s+(?=(?:can|could|would|will)\\s+you\\s|please\\s|pls\\s))',
    '^(?:(?:вы|ты)\\s+)?не\\s+(?:могли|мог|могла|сможете|сможешь|можете|можешь)(?:\\s+бы)?(?:\\s+(?:вы|ты))?\\s+',
    '^(?:would\\s+you\\s+mind\\s+)',
    // "you meet the courier…", "you're on terrace safety", «мне лампочку поменять»: whom the chat asks or asks for.
    "^(?:you(?:'re|\\s+are)\\s+on\\s+|you\\s+(?!(?:are|were|have|had|can|could|will|would|should|must|just|need|might|may|did|do|don'?t|know|think|guys|all)(?![\\p{L}']))(?=[a-z]+\\s))",
    // «ты и ставь», «сам и позвони»: who is to do it, then the verb.
    '^(?:ты|вы|сам|сама|сами)\\s+и\\s+(?=[а-яё]{2,}(?:й|и|ь|йте|ите|ьте|ешь|ишь|ёшь|ете)(?![\\p{L}]))',
    '^(?:а\\s+)?(?:мне|нам)\\s+(?!(?:нужн|нужен|надо|не\\s|кажется|пришл|сказал|звонил))',
    // "would you be able to restock…", "anyone willing to do…", "be there at 9 to open": being able, willing or there
    // frames the work the infinitive names.
    '^(?:be\\s+able\\s+to|(?:be\\s+)?willing\\s+to|be\\s+(?:there|here|around|in)(?:\\s+(?:at|by|for)\\s+[\\d:.]+(?:\\s*(?:am|pm))?)?\\s+to)\\s+',
    // "any chance someone can open the lane?": who is asked and the modal before the verb.
    '^(?:any\\s+chance\\s+)?(?:some(?:one|body)|any(?:one|body)|you|we)\\s+(?:can|could)\\s+',
    // «а ты не посмотришь, почему…»: a question in the negated future asks; its verb becomes the infinitive.
    '^(?:а\\s+)?(?:ты|вы)\\s+не\\s+(?!забуд)(?=[а-яё]{3,}(?:ешь|ишь|ёшь|ете|ите)(?![\\p{L}]))',
    // "can we get a second pop filter?": asked for the team, the verb after «we» is the work.
    '^(?:so\\s+)?(?:can|could)\\s+we\\s+(?:please\\s+)?(?=[a-z]+\\s)',
    // "go ahead and book it": the grant before the order is not the work.
    '^(?:go\\s+ahead\\s+and\\s+)',
    // "come stamp them", "go check the boiler": coming or going to the work is not the work.
    `^(?:come|go)\\s+(?:and\\s+)?(?=(?:${[...EN_WORK_VERBS].join('|')})\\s)`,
    '^(?:(?:i\\s+)?(?:need|have)\\s+to\\s+remember\\s+to\\s+|remember\\s+to\\s+|note\\s+to\\s+self\\s*[:—-]?\\s*|(?:напоминалка|пометка)\\s+себе\\s*[:—-]?\\s*|себе(?:\\s+на\\s+\\S+)?\\s*[:—-]\\s*)',
    "^(?:(?:надо|нужно)\\s+не\\s+забыть\\s+|не\\s+забыть\\s+(?:бы\\s+)?|не\\s+забудь(?:те)?\\s+|don'?t\\s+forget\\s+to\\s+)",
    // "need someone to meet the courier", "we need two people to move the rack": the work after who is needed.
    '^(?:(?:i|we)\\s+)?need\\s+(?:someone|somebody|a\\s+volunteer|(?:a|one|two|three|\\d)\\s+(?:more\\s+)?(?:people|person|pairs?\\s+of\\s+hands|volunteers?))\\s+to\\s+',
    '^(?:надо\\s+бы\\s+|надо\\s+|нужно\\s+|необходимо\\s+|(?:i|we|you)\\s+(?:still\\s+|also\\s+)?need\\s+to\\s+|(?:someone|somebody)\\s+needs\\s+to\\s+|need\\s+to\\s+|make\\s+sure\\s+)',
    '^(?:а\\s+)?(?:(?:ты|вы)\\s+)?(?:можешь|сможешь|можете|сможете)\\s+',
    // «можно поставить напоминалку в календарь»: asked impersonally, the infinitive is the task.
    '^(?:а\\s+)?можно\\s+(?=[а-яё]+(?:ть|ти|чь)(?:ся)?\\s)',
    // "each of you please send…", "everyone pls…", "anyone who can grab one, sign up…": the group addressed.
    '^(?:each\\s+of\\s+you|every(?:one|body)|all\\s+of\\s+you|(?:any|some)one\\s+who\\s+can\\s+[a-z]+(?:\\s+(?:one|it|them|this))?,?)\\s+',
    // "someone bring a grill", "whoever has a minute put in a ticket", "each family sell 10 boxes": who is asked, then the verb.
    "^(?:some(?:one|body)|any(?:one|body)|whoever(?:'s|\\s+(?:is|has))?(?:\\s+(?:free|around|in|a\\s+(?:minute|sec|second|moment)))?|each\\s+(?:family|parent|player|one)|new\\s+families|all\\s+parents)\\s+(?!(?:needs?|should|has|have|must|will|can|could|would|is|was|'s|are|wants?)(?![\\p{L}']))(?=[a-z]+\\s)",
    // Open calls to the group: «кто сможет в субботу выйти на смену?», "can anyone draft the FAQ?".
    // «ребята, кто может…», «ребят, у меня просьба…», "guys can someone…": the group addressed, then the call to it.
    '^(?:ребят[аы]?|пацаны|девочки|девчонки|девчат[а]?|коллеги|народ|guys|folks)(?![\\p{L}])[,!\\s]+(?:(?:у\\s+меня|есть)\\s+(?:к\\s+вам\\s+)?просьба[,:!\\s]*)?',
    '^(?:а\\s+)?кто(?:-нибудь?|-то)?(?:\\s+из\\s+вас)?(?:\\s+[\\p{L}\\d-]+){0,3}?\\s+(?:сможет|может|готов|хочет|успеет)\\s+',
    "^(?:who\\s+can|who\\s+could|who\\s+will|who(?:'?s|\\s+is)\\s+(?:free|able|around|about|available)(?:\\s+[a-z]+){0,4}?\\s+to|(?:is\\s+)?(?:anyone\\s+)?(?:free|able|around|available)(?:\\s+[a-z]+){0,3}?\\s+to)\\s+",
    "^(?:(?:it\\s+would|it['’]d|would)\\s+be\\s+(?:great|ace|good|nice|awesome|lovely|amazing|helpful)\\s+if\\s+(?:you|someone|somebody|anyone|one\\s+of\\s+(?:you|the\\s+[a-z]+)|a\\s+couple\\s+of\\s+[a-z]+)\\s+(?:could\\s+)?)",
    "^(?:if\\s+you(?:\\s+have|\\s*'ve)\\s+got\\s+a\\s+(?:sec|second|minute|moment)\\s*,?\\s*)",
  ].join('|'),
  'iu',
);
/** «было бы здорово, если бы ты разобрал…»: the wish's verb is in the past tense and becomes the infinitive. */
const WISH_LEAD_IN =
  /^(?:ребят[а]?,?\s*)?было\s+бы\s+(?:здорово|хорошо|супер|отлично|идеально|круто|классно)\s*,?\s*если\s+(?:бы\s+)?(?:ты|вы|кто-(?:то|нибудь)(?:\s+из\s+вас)?)\s+(\S+)/iu;
/** Who owns the work, said of it: «фальцовка буклетов за тобой», «на тебе», "it's yours". The title is the work. */
const OWNERSHIP_WORDS =
  /[\s,]*(?<![\p{L}])(?:на\s+(?:тебе|вас)|за\s+(?:тобой|вами)|твой|твоя|твоё|твое|твои|ваше|it'?s\s+yours|that'?s\s+(?:you|yours))(?![\p{L}])[\s,]*/giu;
/** "would you mind pulling together…": the verb after it becomes the imperative. */
const MIND_GERUND = /^(?:would|do(?:es)?)\s+(?:you|any(?:one|body)|some(?:one|body))\s+mind\s+([a-z]+ing)(?![\p{L}])/iu;
/** "who's feeding the cell lines…?": an open call in the present continuous. */
const WHO_IS_DOING = /^who(?:'s|\s+is)\s+([a-z]+ing)(?![\p{L}])/iu;
/** "shut the main off now, it's in…", «огороди вход прямо сейчас»: urgency, said at a clause's end, is the priority's. */
const RIGHT_NOW = /(?<!(?:for|from|until|till|by|up\s+to)|^)\s+(?:(?:right\s+)?now|прямо\s+сейчас)(?=\s*(?:[,.!?;]|$))/giu;
/** A name addressed, case-sensitive: «Таня, …», "Tom — …". */
const NAME_LEAD_IN = /^[A-ZА-ЯЁ][a-zа-яё]+\s*(?:,|\s[—–-]\s)\s*/u;
/** Whatever comes before the person the request is addressed to is context, not the task. */
const ADDRESSED_AT = /(?:^|[\s,.!?:])(?:@[A-Za-z0-9_]{3,32}\s+|[A-ZА-ЯЁ][a-zа-яё]+\s*(?:,|\s[—–-]\s))/gu;
/** «…для devlog в Steam, к 22-му», "…on the board at Fig, then…": a capitalised word after a preposition is a thing or a place, no one addressed. */
const AFTER_PREPOSITION = /(?:^|\s)(?:в|во|на|к|ко|у|из|для|с|со|от|по|при|про|за|in|on|at|to|for|from|with|by|into)\s*$/iu;
/**
 * «созвониться с хозяином Джека, …», "call Mrs Patel, she…": a capitalised word inside a clause that already opens
 * with the verb is what the verb is about, no one addressed.
 */
function objectOfVerb(title: string, match: RegExpMatchArray): boolean {
  const before = title.slice(0, match.index! + match[0].search(/[@\p{L}]/u));
  return /[\p{Ll}\d]\s+$/u.test(before) && !/[,.!?:;—–]/.test(before) && startsWithVerb(before);
}
const ADDRESSED_SENTENCE = /^(?:@[A-Za-z0-9_]{3,32}\s|[A-ZА-ЯЁ][a-zа-яё]+\s*,\s*(?!$))/u;
/** "can we get a second pop filter for studio A?", "could we do a shared calendar?": work asked for the team. */
const ASKED_FOR_TEAM = /^(?:so\s+)?(?:can|could)\s+we\s+(?:please\s+)?(?!not\s|talk|chat|meet)[a-z]+\s/iu;
/** «Дина, заказ в Fermentis на W-34/70»: a sentence addressed to someone that names more than a greeting or a praise. */
function isAddressedWork(sentence: string): boolean {
  const rest = sentence.replace(ADDRESSED_SENTENCE, '');
  return (
    ADDRESSED_SENTENCE.test(sentence) &&
    tokenize(rest).length >= 3 &&
    !isWeakTitle(rest) &&
    !THANKS.test(sentence) &&
    !/^(?:привет|hi|hello|hey|good\s+morning|доброе\s+утро)/iu.test(rest)
  );
}
const SELF_NOTE_END = /(?:себе(?:\s+на\s+[\p{L}]+)?|note\s+to\s+self|напоминалка|пометка\s+себе|reminder)\s*$/iu;
/** Words that open a clause of reasons, conditions or comments after a comma: not part of the task. */
const TAIL_WORDS =
  "а|но|чтобы|чтоб|иначе|а\\s+то|потому|так\\s+как|там|если|пока|хочу|мне|они|он|она|это|if|so|because|otherwise|as|since|they|we|it'?s|there|i|want|need|then";
const TAIL_WORD_AHEAD = new RegExp(`^(?:${TAIL_WORDS})(?![\\p{L}])`, 'iu');
// A dot inside a number («версии 2.15», «12.5 кг») does not end the clause.
/** "…so it doesn't happen again", "…while they still remember us", "…when you're passing": a reason or a time, no comma before it. */
const ENGLISH_TAIL =
  /\s+(?:so\s+(?:that\s+)?(?:it|we|i|you|they|he|she|the)|while\s+(?:they|we|you|i|it)|when\s+(?:you|they|we|i|it)|before\s+(?:i|we|you|they|it)|because|since\s+(?:we|they|i|it))(?![\p{L}]).*$/iu;
/**
 * "clean the sump out before the next shipment", "draft the letter before our call": the event the work is timed by,
 * said at its end, is the due date's, not the work's. Russian «до» / «после» as often say where to or which («до
 * марины», «после отъёма»), so they stay.
 */
const EVENT_TAIL = /\s+before\s+(?!\d)[^,;:]*$/iu;
/** «…глянуть, когда вернусь», «…если получится»: a condition or a time after the work, without a comma before it. */
const RUSSIAN_TAIL = /(?<![,\s])\s+(?:когда|как\s+только|пока|если|чтобы|чтоб|потому\s+что|так\s+как|иначе)\s.*$/iu;
const TAIL = new RegExp(`\\s*(?:[,;:(]\\s*(?:${TAIL_WORDS})(?![\\p{L}])|\\s[—–]\\s|(?<!\\d)\\.|\\.(?!\\d)|[!?;\\n]).*$`, 'isu');

/** «закажи муку - у нас кончается»: a hyphen typed with spaces between words is the dash before a comment. */
const SPACED_HYPHEN = /(?<=[\p{L}»")])\s+-\s+(?=[\p{L}«"])/gu;

/** «виолончель филармонии — твоя: переклеить пружину…», "the Dubai order is yours: pack it and…": the work after the colon. */
const OWNED_THEN_WORK =
  /(?:[—–:]|\s)\s*(?:[\p{Lu}][\p{L}]+,\s*)?(?:тво[йяеёи]|ваш[аеи]?|(?:it'?s\s+|is\s+)?yours)\s*:\s*(?<work>[^\n]+)$/iu;

export function extractTitle(typed: string, sent?: LocalDateTime): string {
  const text = typed.replace(SPACED_HYPHEN, ' — ');
  const owned = OWNED_THEN_WORK.exec(text);
  const handed = owned?.groups?.work;
  if (owned && handed !== undefined) {
    const work = withReferent(titleOf(handed, sent), text.slice(0, owned.index));
    if (startsWithVerb(work) && !isWeakTitle(work)) return work;
  }
  // "you're on the grom comp — ribbons, heats list. by thu the 9th": a sentence that only says when names no work.
  const all = sentencesOf(text);
  const worded = all.filter((sentence) => tokenize(withoutDates(sentence, sent).replace(/^(?:by|до|к)$/iu, '')).length > 0);
  const sentences = worded.length > 0 ? worded : all;
  const asked = requestSentence(sentences, text);
  // When no sentence asks, the one addressed to someone says the work («Дина, заказ в Fermentis…. не срочно»).
  const said =
    requestScore(asked) > 0 ? asked : (sentences.find(isAddressedWork) ?? sentences.find((s) => ASKED_FOR_TEAM.test(s)) ?? asked);
  const request = isRunOn(said) ? (runOnRequest(said, (part) => titleOf(part, sent)) ?? said) : said;
  const at = text.indexOf(request);
  const title = at > 0 ? withReferent(titleOf(request, sent), text.slice(0, at)) : titleOf(request, sent);
  if (!isWeakTitle(title) && !isShortTitle(title)) return title;
  // «Таня, возьмёшь?»: the task is the action wanted elsewhere in the message, when one is named.
  const wanted = isWeakTitle(title) ? wantedAction(withoutQuotes(text).replace(FORWARD_HEADER, '')) : null;
  if (wanted) return titleOf(wanted, sent);
  // «Слайды готовы, лежат в папке. Марина, посмотришь?»: the verb takes what the sentence before speaks of.
  // In a run-on, the story before the request is the sentence before it.
  const story = request === said ? [] : [said.slice(0, said.indexOf(request)).replace(SPOKEN_OPENERS, '')];
  const before = [...sentences.slice(0, Math.max(sentences.indexOf(said), 0)), ...story]
    .reverse()
    .map((sentence) => topicOf(withoutDates(sentence, sent)))
    .find(saysOfWork);
  const context = clauseBefore(withoutDates(request, sent), title) ?? before;
  return context && !repeatsTitle(title, context) ? capped(`${title} — ${lowerFirst(context)}`) : title;
}

/** «слушайте, тут такое дело…», "so um…": how a voice message starts, before its story says anything. */
const SPOKEN_OPENERS =
  /^(?:(?:слушайте|слушай|короче|ну|вот|тут|такое\s+дело|такая\s+история|в\s+общем|ребят[а]?|so|um|uh|hey\s+guys|guys)(?![\p{L}])[,\s]*)+/iu;

/** «Галина, 5-го инвентаризация склада, подготовь бланки»: the clause of the request's own sentence before its verb. */
function clauseBefore(request: string, title: string): string | undefined {
  const stems = new Set(tokenize(title).map((t) => t.stem));
  const clauses = request.split(/,\s+|\s[—–]\s|:\s|;\s/);
  const at = clauses.findIndex((clause) => tokenize(clause).some((t) => stems.has(t.stem)));
  return clauses
    .slice(0, Math.max(at, 0))
    .reverse()
    .map((clause) => topicOf(clause.replace(/^(?:@[A-Za-z0-9_]+\s*)+/, '')))
    .find((clause) => saysOfWork(clause) && !SELF_NOTE_END.test(clause) && !FRAME.test(clause));
}

/**
 * Clauses that frame a request («было бы здорово», «если не сложно», «кто-нибудь из вас», «себе на понедельник»)
 * or comment on it («но давай не тянуть», "but no rush").
 */
const FRAME = new RegExp(
  `^(?:было\\s+бы|если|кто|${WHO_IS_NEEDED}|себе|пометка|напоминалка|но\\s|note\\s+to\\s+self|reminder|would\\s+be|if\\s|who|any(?:one|body)|some(?:one|body)|but\\s)`,
  'iu',
);

/**
 * «Подготовить бланки», "Check the sizes": a verb with a word or two after it names its object by a word
 * the sentence before explains; the card keeps that explanation after a dash, as it does for a bare verb.
 */
const SHORT_TITLE_WORDS = 4;

function isShortTitle(title: string): boolean {
  return tokenize(title).length <= SHORT_TITLE_WORDS;
}

/** Greetings, thanks, small talk and a reply's yes, no or counter-offer («давай 20») say nothing of the work. */
const SMALL_TALK =
  /^(?:всем\s+)?(?:привет|доброе\s+утро|добрый\s+(?:день|вечер)|hi|hello|hey|morning|good\s+morning|welcome|hope\s|happy\s|с\s+(?:новым|праздник|наступающ)|(?:да|нет|ок|ok|ладно|хорошо|давай(?:те)?|значит)(?![\p{L}]))/iu;

/** "looks good", "go for it", «вот и договорились»: a reply's approval names no work. */
const APPROVAL = /^(?:looks\s+good|sounds\s+good|go\s+for\s+it|(?:вот\s+и\s+)?договорились)(?![\p{L}])/iu;

function saysOfWork(topic: string): boolean {
  return (
    !isWeakTitle(topic) &&
    !SMALL_TALK.test(topic) &&
    !APPROVAL.test(topic) &&
    !THANKS.test(topic) &&
    !NAMES_ONLY.test(topic) &&
    !saysNothingOfWork(topic)
  );
}

/** «Рома, Саша и Илья», "Ana and Tobias": the people addressed, not what the work is about. */
const NAMES_ONLY = /^\p{Lu}\p{Ll}+(?:(?:\s*,\s*|\s+(?:и|and|&)\s+|\s+)\p{Lu}\p{Ll}+)*$/u;

/** The clause of a sentence that says most, as what a request about "it" refers to. */
function topicOf(sentence: string): string {
  const clauses = sentence.split(/,\s+|\s[—–]\s|:\s/);
  return clauses
    .reduce((best, clause) => (tokenize(clause).length > tokenize(best).length ? clause : best))
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/(?:^|\s)@[A-Za-z0-9_]+/g, '')
    .replace(/[\s.!?;:]+$/u, '')
    .trim();
}

/**
 * «kto mozhet proverit…» reads as «кто может проверит»: after «кто может» or «можешь» the verb is an infinitive, so
 * a transliteration that dropped its soft sign gets it back. A bare «может» is as often "maybe" («может, ответ…»),
 * and a noun may come before the verb («можешь ответ подготовить?»).
 */
const LOST_SOFT_SIGN =
  /(?<=(?:^|[^\p{L}])(?:кто(?:[-\s]нибудь?|-[а-яё]+)?\s+(?:может|сможет)|можешь|сможешь|можете|сможете)\s+(?:(?:завтра|сегодня|сейчас|утром|вечером|тоже)\s+)?)[а-яё]{2,}[аеиоуя]т(?![\p{L}])/giu;
const INFINITIVE_AHEAD = /^[^,.!?;:]*?[а-яё]{2,}(?:ть|ти|чь)(?:ся)?(?![\p{L}])/iu;

function capped(title: string): string {
  return title.length > MAX_TITLE_LENGTH ? `${title.slice(0, title.lastIndexOf(' ', MAX_TITLE_LENGTH - 1))}…` : title;
}

/** «выйти на полдня помочь Наде», «прийти помыть витрины»: coming in is how, the verb after it is the work. */
const COMING_TO_DO =
  /^(?:выйти|прийти|приехать|подойти|зайти)\s+(?:(?:на|в|во|к|с)\s+[\p{L}\d-]+\s+)?(?=[а-яё]{2,}(?:ть|ти|чь)(?:ся)?(?![\p{L}]))/iu;

function titleOf(typed: string, sent?: LocalDateTime): string {
  const sentence = typed.replace(LOST_SOFT_SIGN, (word: string, offset: number, whole: string) =>
    INFINITIVE_AHEAD.test(whole.slice(offset + word.length)) ? word : `${word}ь`,
  );
  const segments = withoutPermissionGiven(sentence)
    .split(/\s[—–]\s|:\s/)
    .filter((part) => tokenize(part).length > 0);
  // What follows «себе:» or "note to self —" is the task itself.
  const noted = segments.findIndex((part, i) => i + 1 < segments.length && SELF_NOTE_END.test(part));
  let title =
    noted >= 0 ? segments[noted + 1]! : segments.reduce((best, part) => (rank(part) > rank(best) ? part : best), segments[0] ?? sentence);
  // The first person addressed: a capitalised word later on («Да Хун Пао, новая…») is more often a name of a thing,
  // and a day before a comma ("by Friday, support keeps…") is no one.
  const days = sent ? findDueCandidates(title, sent) : [];
  const addressed = [...title.matchAll(ADDRESSED_AT)].find(
    (m) =>
      !NOT_NAMES.has(m[0].replace(/[^\p{L}]/gu, '').toLowerCase()) &&
      // «Отгружай, Вася отвезёт»: an order opening the sentence is capitalised as a name is.
      !isOrderNotName(m[0].replace(/[^\p{L}]/gu, '').toLowerCase()) &&
      !days.some((day) => m.index + m[0].length > day.index && m.index < day.end) &&
      !AFTER_PREPOSITION.test(title.slice(0, m.index + m[0].search(/[@\p{L}]/u))) &&
      !objectOfVerb(title, m),
  );
  if (addressed?.index !== undefined && addressed.index > 0) title = title.slice(addressed.index).replace(/^[\s,.!?:]+/, '');
  if (sent) title = withoutDueWords(title, sent);
  title = yoursAsTask(withoutNameLeadIn(title))
    .replace(RIGHT_NOW, '')
    .replace(POLITE_WORDS, keepClauseBoundary)
    .replace(OWNERSHIP_WORDS, keepClauseBoundary)
    .replace(/\s+/g, ' ')
    .trim();
  title = title
    .replace(MIND_GERUND, (_, gerund: string) => gerundToBase(gerund))
    .replace(WHO_IS_DOING, (_, gerund: string) => gerundToBase(gerund));
  title = title.replace(WISH_LEAD_IN, (_, verb: string) => pastToInfinitive(verb));
  title = needAsTask(sentOnAsOrder(passiveAsOrder(startAtVerb(madeSureAsOrder(everyoneAsTask(openCallAsTask(letAsTask(title))))))));
  title = title
    .replace(TAIL, '')
    .replace(ENGLISH_TAIL, '')
    .replace(EVENT_TAIL, (tail, offset: number, whole: string) => (tokenize(whole.slice(0, offset)).length >= 3 ? '' : tail))
    .replace(RUSSIAN_TAIL, (tail, offset: number, whole: string) => (isWeakTitle(whole.slice(0, offset)) ? tail : ''))
    .replace(/[\s,.:;!?—–-]+$/u, '')
    .replace(/\s+,/g, ',')
    .replace(/,\s*,/g, ',')
    .trim();
  title = joinedAsInfinitives(oneClause(title));
  title = title
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/(?:^|\s)@[A-Za-z0-9_]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // «до пятницы, 28-го, сдать списки», "first thing on the 4th, post…": the comma left where a date or a filler was
  // taken out opens no clause.
  title = withoutFillers(title)
    .replace(POSSESSIVE, 'the')
    .replace(DANGLING_END, '')
    .replace(/^[\s,;]+/, '');
  if (title === '') title = sentence.trim();
  title = capped(withEventVerb(inCardVerbs(title.replace(COMING_TO_DO, ''))));
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * A card's title is one clause: of the comma-separated ones, the one that asks (best, one that starts with a
 * verb), and the actions joined to it («встретить машину, проверить сертификаты»). The rest are comments,
 * reasons or places already said («закрыть кровлю, обещают снег»). «и» / "and" joins, it does not separate.
 */
function oneClause(title: string): string {
  const split = clausesKeepingLists(title, /,\s+(?!(?:и|или|and|or)\s)/iu).filter((clause) => tokenize(clause).length > 0);
  // "fine, but call Rita": past a grant, "but", "just" or «но» opens the order itself.
  const pastGrant = clausesPastGrant(split);
  const clauses = pastGrant ?? split;
  if (clauses.length < 2) return pastGrant ? needAsTask(passiveAsOrder(startAtVerb(clauses[0]!))) : title;
  // «ёлку привезут 3-го, встретишь и установишь в храме?»: a clause opened by «ты»'s future asks as an order does.
  const firstVerb = clauses.findIndex(
    (clause) => startsWithVerb(clause) || secondPersonToInfinitive(tokenize(clause)[0]?.word ?? '') !== null,
  );
  const chosen =
    firstVerb >= 0 ? firstVerb : clauses.reduce((best, clause, i) => (requestScore(clause) > requestScore(clauses[best]!) ? i : best), 0);
  const joined = [startAtVerb(clauses[chosen]!)];
  const details: string[] = [];
  // «посчитай, сколько нужно муки на 900 куличей»: a bare verb's object is the question after the comma.
  // It ends where «, и» / ", and" joins what is no action of its own («…на 900 куличей, и до среды скинь мне»).
  const [asked, ...joinedAfter] = clauses[chosen + 1]?.split(/,\s+(?=(?:и|and)\s)/iu) ?? [];
  const question = joinedAfter.length > 0 && !startsWithVerb(joinedAfter[0]!.replace(/^(?:и|and)\s+/iu, '')) ? asked : clauses[chosen + 1];
  // «раздай куртки тем, кто на смене», "call those who haven't paid": who they are is the clause after the comma.
  const pointed = question && POINTS_AHEAD.test(joined[0]!) && RELATIVE_CLAUSE.test(question);
  // «посчитай заодно, сколько…»: a filler after the verb leaves it as bare.
  const bare = isWeakTitle(joined[0]!.replace(FILLERS, ' '));
  if (question && ((bare && QUESTION_OBJECT.test(question)) || pointed)) joined[0] = `${joined[0]}, ${question.trim()}`;
  for (const clause of clauses.slice(question && joined[0]!.endsWith(question.trim()) ? chosen + 2 : chosen + 1)) {
    if (startsWithVerb(clause) && details.length === 0) joined.push(startAtVerb(clause));
    else if (isDetail(clause)) details.push(clause.trim());
    else break;
  }
  const action = [joined.join(/[а-яё]/i.test(title) ? ' и ' : ' and '), ...details].join(', ');
  // «тесты падают, почини»: a bare verb takes the clause that says what is wrong.
  const described = isWeakTitle(action) ? clauses.slice(0, chosen).find((clause) => !isWeakTitle(clause)) : undefined;
  return described ? `${action} — ${lowerFirst(described)}` : action;
}

/** «…тем», «…на тех», "…those": a word that points at the clause after it. */
const POINTS_AHEAD = /(?<![\p{L}])(?:тем|тех|те|того|тому|теми|всем|всех|those|everyone|anyone)$/iu;
const RELATIVE_CLAUSE = /^\s*(?:кто|которые|который|которая|которым|у\s+кого|кого|кому|чьи|who|whose|that)(?![\p{L}])/iu;

/** A clause that is the object of "find out" or "count": «сколько…», «что выгоднее…», «подгрузился ли…», "what…", "whether…". */
const QUESTION_OBJECT =
  /^\s*(?:(?:сколько|что|где|когда|как|почему|зачем|why|какие|какой|какая|кто|чем|во\s+что|ли|what|which|how|whether|if|where|when|who)(?![\p{L}])|[\p{L}-]+\s+ли(?![\p{L}]))/iu;

/**
 * «…на новой закваске, 20 штук», "3 copies, tabbed", «тираж 200», «300 упаковок на все пять точек»: a quantity after
 * the request, with what it is of, belongs to its title.
 */
function isDetail(clause: string): boolean {
  const tokens = tokenize(clause);
  return tokens.length > 0 && tokens.length <= 8 && /^\s*(?:по\s+|тираж\s+|x|×)?\d/.test(clause);
}

/** «глянь, пожалуйста, это блокер»: the comma before what is no longer the task stays for TAIL to cut at. */
function keepClauseBoundary(match: string, offset: number, whole: string): string {
  if (offset === 0) return '';
  // "submit it asap, their cut-off is 2pm": a comma only after the word ends the clause; «закажи, пожалуйста, бумагу»
  // has the word between two.
  const endsClause = /,\s*$/.test(match) && (!/^\s*,/.test(match) || TAIL_WORD_AHEAD.test(whole.slice(offset + match.length)));
  return endsClause ? ', ' : ' ';
}

/** Starts the title at the request's verb, turning a Russian imperative into the infinitive. */
function startAtVerb(clause: string): string {
  const ordered = someoneOrderedAt(clause);
  let rest = ordered >= 0 ? clause.slice(ordered) : clause;
  for (let i = 0; i < 6; i += 1) {
    const next = withoutNameLeadIn(rest).replace(LEAD_IN, '').trim();
    if (next === rest) break;
    rest = next;
  }
  let tokens = tokenize(rest);
  // "Jess call Fig & Olive": a name before an English verb, without a comma, is the addressee.
  const [first, second, third] = tokens;
  if (
    first &&
    second &&
    /^\p{Lu}\p{Ll}+$/u.test(rest.slice(first.index, first.index + first.word.length)) &&
    looksLikeEnglishImperative(second.word, third?.word)
  ) {
    rest = rest.slice(second.index);
    tokens = tokenize(rest);
  }
  const isVerb = (i: number) => {
    const t = tokens[i]!;
    return (
      ((isRussianImperative(t.word) && (IMPERATIVES_ENDING_AS_INFINITIVES.has(t.word) || !RUSSIAN_INFINITIVE.test(t.word))) ||
        secondPersonToInfinitive(t.word) !== null) &&
      (!/^[A-ZА-ЯЁ]/.test(rest.charAt(t.index)) || opensSentenceAsVerb(rest, t))
    );
  };
  // «В „Ромашке“ обработать игрушки», «в этом месяце поставь ИБП»: a place or time before the verb is not the task.
  const opensWithPlace = tokens.length > 2 && /^(?:в|во|на|к|ко|до|для|с|со|по|у|за|после|перед)$/.test(tokens[0]!.word);
  const reach = opensWithPlace ? 4 : 1;
  const infinitiveAt = opensWithPlace ? tokens.findIndex((t, i) => i > 0 && i <= reach && RUSSIAN_INFINITIVE.test(t.word)) : -1;
  const verbAt = tokens.findIndex((_, i) => i <= reach && isVerb(i));
  if (infinitiveAt > 0 && (verbAt < 0 || infinitiveAt < verbAt)) return rest.slice(tokens[infinitiveAt]!.index);
  if (verbAt < 0) return verbToFront(rest, tokens, isVerb);
  // «текст подготовь»: a lower-case word before the verb is its object said first.
  if (verbAt === 1 && !opensWithPlace && /^\p{Ll}/u.test(rest) && !NOT_FRONTED.test(tokens[0]!.word) && !ADVERB_FIRST.test(tokens[0]!.word))
    return verbToFront(rest, tokens, isVerb);
  // The request's verb and the verbs joined to it («зафиксируй и маякни») all become infinitives.
  let result = rest.slice(tokens[verbAt]!.index);
  const shift = tokens[verbAt]!.index;
  for (let i = tokens.length - 1; i >= verbAt; i -= 1) {
    const joined = i === verbAt || (tokens[i - 1]?.word === 'и' && isVerb(i));
    if (!joined) continue;
    const t = tokens[i]!;
    const from = t.index - shift;
    result = `${result.slice(0, from)}${titleInfinitive(result.slice(from, from + t.word.length))}${result.slice(from + t.word.length)}`;
  }
  return result;
}

/**
 * «Сделай до следующего прогона», «Отгружай, Вася отвезёт»: an imperative that opens the sentence is capitalised like
 * a name; it is read as the verb when a lower-case word or a comma follows (not «Гарибальди 15») and it is not a name
 * that ends as an imperative does («Николай», «Сергей»).
 */
const NAMES_ENDING_AS_IMPERATIVES =
  /^(?:николай|сергей|андрей|алексей|матвей|тимофей|евгений|юрий|дмитрий|виталий|валерий|геннадий|аркадий|анатолий|василий|григорий|игорь|любовь|лазарь)$/;

/** The text without the name it is addressed to; «Отгружай, Вася отвезёт» opens with an order, not a name. */
function withoutNameLeadIn(text: string): string {
  const lead = NAME_LEAD_IN.exec(text);
  return lead && !isOrderNotName(lead[0].replace(/[^\p{L}]/gu, '').toLowerCase()) ? text.slice(lead[0].length) : text;
}

function isOrderNotName(word: string): boolean {
  return /[а-яё]/.test(word) && isRussianImperative(word) && !NAMES_ENDING_AS_IMPERATIVES.test(word);
}

function opensSentenceAsVerb(text: string, token: Token): boolean {
  return (
    text.slice(0, token.index).trim() === '' &&
    /^(?:\s+[а-яё]|\s*,)/.test(text.slice(token.index + token.word.length)) &&
    !NAMES_ENDING_AS_IMPERATIVES.test(token.word)
  );
}

/** "pulling" → "pull", "giving" → "give", "putting" → "put", "updating" → "update" (WordNet's verb forms). */
function gerundToBase(gerund: string): string {
  return lemmatize.verb(gerund.toLowerCase());
}
