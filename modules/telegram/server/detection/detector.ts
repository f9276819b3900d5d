/**
 * The local task detector the module runs: no network, no platform imports. It decides task / not
 * task with a calibrated confidence and suggests a card's title, assignee, due date and priority,
 * reading the chat's thread for what a short follow-up («Дима, бери») hands over.
 */
import { extractAddresseeName, extractAssignee } from './assignee';
import { taskConfidence, type ClassifierModel } from './classifier';
import { extractDue } from './dueDate';
import { dayOf, localDateTimeIn, parseSentAt, type LocalDateTime } from './localDate';
import trainedModel from './model.json';
import { extractPriority } from './priority';
import { NO_THREAD, topicOf } from './thread';
import { extractTitle } from './title';
import { readTransliteration } from './translit';
import type { ChatMessage, TaskDetection, ThreadContext } from './types';
import { isWeakTitle } from './wantedAction';

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
  const topic = isWeakTitle(title) ? topicOf(message, thread) : null;
  if (topic) {
    const topicSent = sentOf(topic);
    const topicText = readTransliteration(topic.text);
    const topicTitle = extractTitle(topicText, topicSent);
    if (!isWeakTitle(topicTitle)) title = topicTitle;
    due ??= extractDue(topicText, topicSent, { daysOnly: true, notBefore: dayOf(sent) });
    assignee ??= extractAddresseeName(message.text) === null ? extractAssignee(topicText) : null;
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
