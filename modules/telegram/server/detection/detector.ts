/**
 * The local task detector the module runs: no network, no platform imports. It decides task / not
 * task with a calibrated confidence and suggests a card's title, assignee, due date and priority,
 * reading the chat's thread for what a short follow-up («Дима, бери») hands over.
 */
import { extractAddresseeName, extractAssignee } from './assignee';
import { taskConfidence, type ClassifierModel } from './classifier';
import { extractDue, findDueCandidates } from './dueDate';
import { dayOf, localDateTimeIn, parseSentAt, type LocalDateTime } from './localDate';
import trainedModel from './model.json';
import { extractPriority } from './priority';
import { NO_THREAD, topicOf } from './thread';
import { extractTitle, namesAction, opensWithVerb } from './title';
import { tokenize } from './tokenize';
import { readTransliteration } from './translit';
import type { ChatMessage, TaskDetection, ThreadContext } from './types';
import { isWeakTitle } from './wantedAction';

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
  const sentOf = (m: ChatMessage): LocalDateTime => (options.timeZone ? localDateTimeIn(new Date(m.sent_at), options.timeZone) : parseSentAt(m.sent_at));
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
  const topic = isWeakTitle(title) ? topicOf(message, thread) : null;
  const topics = topic ? [topic, earlierTopic(topic, thread)].filter((t): t is ChatMessage => t !== null) : [];
  let titled = false;
  const namesOwnDay = findDueCandidates(message.text, sent).some((c) => !c.past);
  for (const t of topics) {
    const topicSent = sentOf(t);
    const topicText = readTransliteration(t.text);
    const topicTitle = extractTitle(topicText, topicSent);
    if (!titled && !isWeakTitle(topicTitle)) {
      title = topicTitle;
      titled = true;
    }
    // A day the message itself names and sets aside («перенеси на воскресенье») is not replaced by the thread's.
    if (!namesOwnDay) due ??= extractDue(topicText, topicSent, { daysOnly: true, notBefore: dayOf(sent), authorsDays: true });
    assignee ??= extractAddresseeName(message.text) === null ? extractAssignee(topicText) : null;
  }
  // «Дима, бери, клиент ждёт», "legend, it's yours Leo": a short follow-up whose own words name no action
  // is titled with the work of the message it answers.
  if (!titled && !namesAction(title) && tokenize(message.text).length <= FOLLOW_UP_WORDS) {
    const answered = topicOf(message, thread);
    const chain = answered ? [answered, earlierTopic(answered, thread)] : [];
    const topicTitle = chain.map((t) => t && extractTitle(readTransliteration(t.text), sentOf(t))).find((t) => t && opensWithVerb(t));
    if (topicTitle) title = topicTitle;
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

/** The message the topic itself answers, among the thread's messages before it. */
function earlierTopic(topic: ChatMessage, thread: ThreadContext): ChatMessage | null {
  const at = thread.previous.findIndex((m) => m.id === topic.id);
  const earlier = at >= 0 ? thread.previous.slice(0, at) : thread.previous.filter((m) => Date.parse(m.sent_at) < Date.parse(topic.sent_at));
  return topicOf(topic, { previous: earlier, replyTo: earlier.find((m) => m.id === topic.reply_to) ?? null });
}
