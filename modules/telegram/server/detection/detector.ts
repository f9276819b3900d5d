/**
 * The local task detector the module runs: no network, no platform imports. It decides task / not
 * task with a calibrated confidence and suggests a card's title, assignee, due date and priority.
 */
import { extractAddresseeName, extractAssignee } from './assignee';
import { taskConfidence, type ClassifierModel } from './classifier';
import { extractDue } from './dueDate';
import { localDateTimeIn, parseSentAt, type LocalDateTime } from './localDate';
import trainedModel from './model.json';
import { extractPriority } from './priority';
import { extractTitle } from './title';
import type { ChatMessage, TaskDetection } from './types';

export const TRAINED_MODEL = trainedModel as ClassifierModel;

export interface DetectOptions {
  /** Another trained model (cross-validation folds); the shipped one by default. */
  model?: ClassifierModel;
  /** The chat's IANA time zone; by default the offset written in sent_at. */
  timeZone?: string;
  /** A message is a task from this confidence on. */
  threshold?: number;
}

export function detectTask(message: ChatMessage, options: DetectOptions = {}): TaskDetection {
  const sent: LocalDateTime = options.timeZone ? localDateTimeIn(new Date(message.sent_at), options.timeZone) : parseSentAt(message.sent_at);
  const confidence = taskConfidence(options.model ?? TRAINED_MODEL, message);
  return {
    isTask: confidence >= (options.threshold ?? 0.5),
    confidence,
    title: extractTitle(message.text, sent),
    assignee: extractAssignee(message.text),
    addresseeName: extractAddresseeName(message.text),
    due: extractDue(message.text, sent),
    priority: extractPriority(message.text),
  };
}
