/**
 * The local task detector the module runs: no network, no platform imports. It decides task / not
 * task with a calibrated confidence and suggests a card's title, assignee, due date and priority,
 * reading the chat's thread for what a short follow-up («Дима, бери») hands over.
 */
import { extractAddresseeName, extractAssignee } from './assignee';
import { taskConfidence, type ClassifierModel } from './classifier';
import { answeredDay, tiedToAnsweredDay } from './answeredDay';
import { UNHURRIED, extractDue } from './dueChoice';
import { findDueCandidates } from './dueDate';
import { eventDay } from './eventDay';
import { dayOf, formatDay, localDateTimeIn, parseSentAt, type LocalDateTime } from './localDate';
import trainedModel from './model.json';
import { PERMISSION, VOLUNTEER, withoutGoAhead } from './cues';
import { offersToTakeIt } from './volunteerOffer';
import { extractPriority } from './priority';
import { NO_THREAD, asksForWork, topicOf } from './thread';
import { MAX_TITLE_LENGTH, extractTitle } from './title';
import { namesAction, opensWithVerb } from './titleOpensWithVerb';
import { tokenize } from './tokenize';
import { readTransliteration } from './translit';
import type { ChatMessage, TaskDetection, ThreadContext } from './types';
import { namesVaguePeriod } from './vaguePeriod';
import { isWeakTitle } from './wantedAction';
import { withThreadReferent } from './titlePronoun';

/** The work handed over in the reply's first words: «Костя, бери.», «Вика, бери 🙏», "perfect, they're yours Hamish.", "thanks Tom, take it." */
const HANDS_OVER =
  /^[^.!?\n]{0,30}?(?<![\p{L}])(?:бери(?:те)?|твоё|твое|твоя|твой|ваше|it'?s\s+yours|they'?re\s+yours|(?:that|this)\s+one'?s\s+yours|take\s+it|go\s+for\s+it|[\p{L}]+'s\s+yours)(?![\p{L}])[\s,]*(?:[\p{Lu}][\p{Ll}]+)?\s*(?:[.!,]|\p{Extended_Pictographic}|$)/u;
/** "I can do that", «Я после 14 свободна», «Могу взять»: the first person, read as a title, is an offer and names no work. */
const OFFERS_ITSELF = /^(?:i|я|i'?ll|могу|смогу)(?![\p{L}'])/iu;
/** «бери trolley из store 3», «ключ возьми у Левана», "take the big cooler": taking what the work needs, not the work. */
const TAKES_IT = /^(?:брать|взять|take|grab)(?![\p{L}])/iu;
/** How long a hand-over may go on with how to do the work. */
const HAND_OVER_WORDS = 16;

/** A reply this short is a follow-up to the thread rather than a request of its own. */
const FOLLOW_UP_WORDS = 12;

export const TRAINED_MODEL = trainedModel as ClassifierModel;

export interface DetectOptions {
  /** Another trained model (cross-validation folds); the shipped one by default. */
  model?: ClassifierModel;
  /** The chat's IANA time zone; by default the offset written in sent_at. */
  timeZone?: string;
  /** A message is a task from this confidence on; by default the model's own (chosen on held-out trades). */
  threshold?: number;
  /** The chat's preceding messages and the one this message replies to. */
  thread?: ThreadContext;
}

export function detectTask(original: ChatMessage, options: DetectOptions = {}): TaskDetection {
  // Russian typed in Latin letters is read in Cyrillic, by the same rules as Russian.
  const message = { ...original, text: readTransliteration(original.text) };
  const sentOf = (m: ChatMessage): LocalDateTime =>
    options.timeZone ? localDateTimeIn(new Date(m.sent_at), options.timeZone) : parseSentAt(m.sent_at);
  const sent = sentOf(message);
  const thread = options.thread ?? NO_THREAD;
  const model = options.model ?? TRAINED_MODEL;
  const confidence = taskConfidence(model, message, thread);
  let title = extractTitle(message.text, sent);
  let assignee = extractAssignee(message.text);
  let due = extractDue(message.text, sent);
  // A follow-up that names no work («Дима, бери») takes the work, its day and its doer from the message it
  // answers; a bare time there («до 12») was that message's day, and a day already past is no deadline.
  // When that message is a volunteer's «могу я» or a question, the request it answers comes one step further back.
  const weak = isWeakTitle(title);
  const ownCandidates = findDueCandidates(message.text, sent).filter((c) => !c.past);
  const saysWhenVaguely = namesVaguePeriod(message.text) || UNHURRIED.test(message.text);
  const namesOwnDay = ownCandidates.length > 0 || saysWhenVaguely;
  // «Паша, бери, Дима к 10 подтянется», "it's yours, out by 6": a reply that names only a time keeps the thread's day.
  const onlyOwnTime =
    ownCandidates.length > 0 &&
    ownCandidates.every((c) => c.timeOnly) &&
    !saysWhenVaguely &&
    (HANDS_OVER.test(message.text) || (weak && !message.text.includes('?')));
  // The thread's day fills a due the message left empty, or replaces a time the message names alone.
  const withThreadDay = (day: string | null) => (onlyOwnTime ? (day ?? due) : (due ?? day));
  // The day a thread's message asks for, from this message's day on; a bare time there was that message's day.
  const threadDay = (text: string, asked: LocalDateTime) =>
    extractDue(text, asked, { daysOnly: true, notBefore: dayOf(sent), authorsDays: true });
  const topic = weak || (!namesOwnDay && thread.replyTo !== null) ? topicOf(message, thread) : null;
  let topics = topic ? [topic, earlierTopic(topic, thread)].filter((t): t is ChatMessage => t !== null) : [];
  // A reply that names its own work but no day keeps to the day of the request behind it when it hands that
  // request to a volunteer ("it's yours 🙌", «Юля, бери, приходи к 12») or goes on with the author's own
  // request («давай на колёса, только чтобы не скрипели»); an answer to a leave request or a report does not.
  const handsOver = topics[0] !== undefined && offersToTakeIt(topics[0], topics[1]);
  const goesOn =
    topics[1] !== undefined &&
    topics[0]!.reply_to === topics[1].id &&
    topics[1].author === message.author &&
    asksForWork(topics[1].text) &&
    (HANDS_OVER.test(message.text) || sameWork(title, extractTitle(readTransliteration(topics[1].text), sentOf(topics[1]))));
  // The volunteer's own day («я могу в четверг») gives way to the request's («до пятницы»).
  if (!weak) topics = handsOver ? topics.slice(1) : goesOn ? topics : [];
  let titled = false;
  for (const t of topics) {
    const topicSent = sentOf(t);
    const topicText = readTransliteration(t.text);
    const topicTitle = extractTitle(topicText, topicSent);
    // A volunteer's «могу я» / "I can do it" names no work: the request it answers does.
    if (weak && !titled && !isWeakTitle(topicTitle) && !VOLUNTEER.test(topicText) && !OFFERS_ITSELF.test(topicTitle)) {
      title = topicTitle;
      titled = true;
    }
    // A day the message itself names and sets aside («перенеси на воскресенье») is not replaced by the thread's.
    if (!namesOwnDay || onlyOwnTime) {
      due = withThreadDay(threadDay(topicText, topicSent));
    }
    // «@olga_upr заказываем?» answered by Olga's «заказывай»: the one asked is the author, not the doer.
    const asked = weak && extractAddresseeName(message.text) === null ? extractAssignee(topicText) : null;
    if (asked !== message.author) assignee ??= asked;
  }
  // «можно, только перед уходом сдай ключи» answering «можно я в пятницу уйду в 16?»: due the day of the going.
  if (thread.replyTo && tiedToAnsweredDay(message.text, sent)) {
    const answered = thread.replyTo;
    due = answeredDay({ text: readTransliteration(answered.text), sent: sentOf(answered) }, sent) ?? due;
  }
  if (!namesOwnDay)
    due ??= eventDay(
      message.text,
      sent,
      thread.previous.map((m) => ({ text: readTransliteration(m.text), sent: sentOf(m) })),
    );
  // The day the work handed over was asked for; a bare time there ("pickup has to happen before 11") is today's when
  // it was asked today.
  const dayAsked = (text: string, asked: LocalDateTime) => {
    const day = threadDay(text, asked);
    const today = formatDay(dayOf(sent));
    return day ?? (dayOf(asked) === dayOf(sent) && extractDue(text, asked, { authorsDays: true }) === today ? today : null);
  };
  // "perfect, it's yours" after a volunteer, with no reply link: the work handed over is due when it was asked for.
  const dayHandedOver = (answered: { text: string; sent: LocalDateTime; linked: boolean }) =>
    (!namesOwnDay || onlyOwnTime) && answered.linked ? dayAsked(answered.text, answered.sent) : null;
  // «Luca, бери. каждую пару через Montana», "cheers Luca, it's yours! van keys are in the top drawer": a reply that
  // opens by handing the work over is about that work; what follows is how to do it.
  // «бери» granting a leave asked for («можно я возьму газель?») hands over the thing, not work.
  const grantsLeave = PERMISSION.test(readTransliteration(topicOf(message, thread)?.text ?? ''));
  if (!titled && !grantsLeave && HANDS_OVER.test(message.text) && tokenize(message.text).length <= HAND_OVER_WORDS) {
    const answered = answeredWork(message, thread, sentOf);
    if (answered) {
      // "it's yours, print 50 when done": the reply's own order comes after the work handed over.
      const own = namesAction(title) && !TAKES_IT.test(title) && !/^go(?![\p{L}])/iu.test(title);
      title = own ? joinedTitles(answered.title, title) : answered.title;
      titled = true;
      due = withThreadDay(dayHandedOver(answered));
    }
  }
  // «Дима, бери, клиент ждёт», "legend, it's yours Leo": a short follow-up whose own words name no action
  // is titled with the work of the message it answers; one that says "update it in Square" names that work's object.
  if (!titled && tokenize(message.text).length <= FOLLOW_UP_WORDS) {
    const answered = answeredWork(message, thread, sentOf);
    if (answered) {
      const own = namesAction(withoutGoAhead(title)) && !TAKES_IT.test(title);
      title = own ? withThreadReferent(title, answered.title) : answered.title;
      if (!own) due = withThreadDay(dayHandedOver(answered));
    }
  }
  return {
    isTask: confidence >= (options.threshold ?? model.threshold ?? 0.5),
    confidence,
    title,
    assignee,
    addresseeName: extractAddresseeName(message.text),
    due,
    priority: extractPriority(message.text),
  };
}

/** «Заменить прокладку» and «Долить масло до метки» → «Заменить прокладку и долить масло до метки», within a card's length. */
function joinedTitles(first: string, second: string): string {
  const joined = `${first}${/[а-яё]/iu.test(first) ? ' и ' : ' and '}${second.charAt(0).toLowerCase()}${second.slice(1)}`;
  return joined.length <= MAX_TITLE_LENGTH ? joined : first;
}

/** How many volunteers in a row («ya mogu», «могу, но до 15») a follow-up looks past for the request they answer. */
const VOLUNTEERS_IN_A_ROW = 3;

/** The work a follow-up answers: the title of its topic, or past the volunteers' «могу я» of the request before them. */
function answeredWork(
  message: ChatMessage,
  thread: ThreadContext,
  sentOf: (m: ChatMessage) => LocalDateTime,
): { title: string; text: string; sent: LocalDateTime; linked: boolean } | undefined {
  let answered = topicOf(message, thread);
  // The topic and the message it answers are read for the work, past any volunteers between them.
  let read = 0;
  // Each step follows a reply, or none of them does: an offer with no reply link answers no request of a reply to it.
  const viaReply: boolean[] = [];
  const replying: boolean[] = [];
  let from = message;
  for (
    let volunteers = 0;
    answered !== null && read < 2 && volunteers <= VOLUNTEERS_IN_A_ROW;
    from = answered, answered = earlierTopic(answered, thread)
  ) {
    viaReply.push(from.reply_to === answered.id);
    replying.push(Boolean(from.reply_to));
    const text = readTransliteration(answered.text);
    if (VOLUNTEER.test(text)) {
      volunteers += 1;
      continue;
    }
    read += 1;
    const sent = sentOf(answered);
    const title = extractTitle(text, sent);
    if (opensWithVerb(title))
      return { title, text, sent, linked: viaReply.every(Boolean) || !replying.some(Boolean) || soonAfter(from, answered) };
  }
  return undefined;
}

/** The message the topic itself answers, among the thread's messages before it. */
function earlierTopic(topic: ChatMessage, thread: ThreadContext): ChatMessage | null {
  const at = thread.previous.findIndex((m) => m.id === topic.id);
  const earlier = at >= 0 ? thread.previous.slice(0, at) : thread.previous.filter((m) => Date.parse(m.sent_at) < Date.parse(topic.sent_at));
  return topicOf(topic, { previous: earlier, replyTo: earlier.find((m) => m.id === topic.reply_to) ?? null });
}

/**
 * "on 42nd, can do" a minute after the call, with no reply link: a short offer that soon answers the request before it.
 * A longer one names work of its own ("I can call the printer about the toner").
 */
const SOON_MINUTES = 15;
const SHORT_OFFER_WORDS = 6;

function soonAfter(offer: ChatMessage, request: ChatMessage): boolean {
  return (
    !offer.reply_to &&
    tokenize(offer.text).length <= SHORT_OFFER_WORDS &&
    Date.parse(offer.sent_at) - Date.parse(request.sent_at) <= SOON_MINUTES * 60_000
  );
}

/**
 * «давай на колёса, только чтобы не скрипели» after «дерево надо облегчить»: the reply goes on with the same work when
 * its title shares a word with that request's, or names no object of its own beyond a word or a pronoun. «закажи 3
 * диска 98х16» after «запусти фрезеровку» is new work.
 */
function sameWork(title: string, requested: string): boolean {
  const words = (text: string) => tokenize(text).filter((t) => t.word.length > 3);
  const own = words(title).slice(1);
  // «ставь их к 10», "log them as closed", "bring the drill": a pronoun or a lone word is the request's own object.
  if (own.length < 2 || /(?:^|\s)(?:их|его|её|ее|it|them|those|these)(?=\s|$)/iu.test(title)) return true;
  const stems = new Set(words(requested).map((t) => t.stem));
  return own.some((t) => stems.has(t.stem));
}
