/** Scores of the detector on a labelled file, and leave-one-chat-out cross-validation of its training. */
import type { FeatureSet } from '../server/detection/classifier';
import { detectTask, type DetectOptions } from '../server/detection/detector';
import { threadsOf } from '../server/detection/thread';
import { tokenize } from '../server/detection/tokenize';
import type { LabelledMessage, TaskDetection } from '../server/detection/types';
import { runFolds } from './parallelFolds';

export interface Scores {
  messages: number;
  tasks: number;
  precision: number;
  recall: number;
  f1: number;
  /** On the messages labelled as tasks, whatever the classifier said. */
  assigneeAccuracy: number;
  dueAccuracy: number;
  priorityAccuracy: number;
  /** Mean word overlap of the title with the labelled one on true tasks that have one (F1 of stemmed words); null without labelled titles. */
  titleOverlap: number | null;
}

/**
 * F1 of the two titles' word sets: paraphrased labels share words, not whole strings. Words are
 * lower-cased with ё as е and Snowball-stemmed (Russian for Cyrillic, English for Latin); numbers are
 * compared as written («2.15» is not «2»); punctuation and emoji are not words.
 */
export const TITLE_TOKENS_NOTE = 'title token-F1: word sets lower-cased, ё→е, Snowball-stemmed (ru/en by script), numbers as written';

export function titleOverlap(title: string, label: string): number {
  const words = (text: string) => new Set(tokenize(text).map((t) => (/^\d/.test(t.word) ? t.word : t.stem)));
  const a = words(title);
  const b = words(label);
  const common = [...a].filter((w) => b.has(w)).length;
  return common === 0 ? 0 : (2 * common) / (a.size + b.size);
}

export function scoresOf(labelled: LabelledMessage[], detections: TaskDetection[]): Scores {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let assignee = 0;
  let due = 0;
  let priority = 0;
  let title = 0;
  let titled = 0;
  labelled.forEach((message, i) => {
    const detection = detections[i]!;
    if (detection.isTask && message.is_task) tp += 1;
    if (detection.isTask && !message.is_task) fp += 1;
    if (!detection.isTask && message.is_task) fn += 1;
    if (!message.is_task) return;
    if (detection.assignee === message.assignee) assignee += 1;
    if (detection.due === message.due) due += 1;
    if (detection.priority === message.priority) priority += 1;
    if (message.title) {
      title += titleOverlap(detection.title, message.title);
      titled += 1;
    }
  });
  const tasks = tp + fn;
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tasks === 0 ? 0 : tp / tasks;
  return {
    messages: labelled.length,
    tasks,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    assigneeAccuracy: tasks === 0 ? 0 : assignee / tasks,
    dueAccuracy: tasks === 0 ? 0 : due / tasks,
    priorityAccuracy: tasks === 0 ? 0 : priority / tasks,
    titleOverlap: titled === 0 ? null : title / titled,
  };
}

export function evaluate(labelled: LabelledMessage[], options: DetectOptions = {}): { scores: Scores; detections: TaskDetection[] } {
  const threads = threadsOf(labelled);
  const detections = labelled.map((m, i) => detectTask(m, { ...options, thread: threads[i] }));
  return { scores: scoresOf(labelled, detections), detections };
}

export interface CrossValidation {
  overall: Scores;
  /** Per held-out group: a chat (leave-one-chat-out) or a trade (leave-one-trade-out). */
  perChat: Array<{ chat: string; scores: Scores }>;
  detections: TaskDetection[];
}

/** Trains on every chat but one and tests on that one, for each chat; scores pooled over all held-out messages. */
export function crossValidateByChat(
  labelled: LabelledMessage[],
  featureSet: FeatureSet,
  calibrate: boolean,
  workers?: number,
): Promise<CrossValidation> {
  return crossValidate(labelled, (m) => m.chat, featureSet, calibrate, workers);
}

/** Trains without one trade and tests on it, for each trade of the corpus: how it does on a trade never seen. */
export function crossValidateByTrade(
  labelled: LabelledMessage[],
  featureSet: FeatureSet = 'linguistic',
  workers?: number,
): Promise<CrossValidation> {
  return crossValidate(labelled, (m) => m.trade ?? m.chat, featureSet, true, workers);
}

/** Folds run on `workers` threads (all cores by default; 1 runs them in this thread). */
async function crossValidate(
  labelled: LabelledMessage[],
  groupOf: (m: LabelledMessage) => string,
  featureSet: FeatureSet,
  calibrate: boolean,
  workers?: number,
): Promise<CrossValidation> {
  const groups = labelled.map(groupOf);
  const chats = [...new Set(groups)].sort();
  const byFold = await runFolds({ labelled, groups, featureSet, calibrate }, chats, workers);
  const detections: TaskDetection[] = new Array(labelled.length);
  const perChat = chats.map((chat) => {
    const heldOut = labelled.filter((_, i) => groups[i] === chat);
    const heldOutDetections = byFold.get(chat)!;
    let next = 0;
    groups.forEach((g, i) => {
      if (g === chat) detections[i] = heldOutDetections[next++]!;
    });
    return { chat, scores: scoresOf(heldOut, heldOutDetections) };
  });
  return { overall: scoresOf(labelled, detections), perChat, detections };
}

export function formatScores(scores: Scores): string {
  const pct = (x: number) => x.toFixed(3);
  return [
    `messages ${scores.messages}, tasks ${scores.tasks}`,
    `is_task   precision ${pct(scores.precision)}  recall ${pct(scores.recall)}  F1 ${pct(scores.f1)}`,
    `on tasks  assignee ${pct(scores.assigneeAccuracy)}  due ${pct(scores.dueAccuracy)}  priority ${pct(scores.priorityAccuracy)}  title overlap ${scores.titleOverlap === null ? 'n/a' : pct(scores.titleOverlap)}`,
  ].join('\n');
}

/** How the confidence splits messages at the module's thresholds: cards made at once, asked about, dropped. */
export interface ConfidenceBands {
  autoCreated: number;
  autoCreatedPrecision: number;
  /** Share of all true tasks that become cards without asking. */
  tasksAutoCreated: number;
  askedAbout: number;
  tasksAskedAbout: number;
  tasksDropped: number;
  /** Mean squared error of the confidence against the label (lower is better calibrated). */
  brier: number;
}

export function confidenceBands(
  labelled: LabelledMessage[],
  detections: TaskDetection[],
  threshold = 0.7,
  lowerBound = 0.3,
): ConfidenceBands {
  const tasks = labelled.filter((m) => m.is_task).length || 1;
  let auto = 0;
  let autoTrue = 0;
  let asked = 0;
  let askedTrue = 0;
  let droppedTrue = 0;
  let brier = 0;
  labelled.forEach((m, i) => {
    const c = detections[i]!.confidence;
    brier += (c - (m.is_task ? 1 : 0)) ** 2;
    if (c >= threshold) {
      auto += 1;
      if (m.is_task) autoTrue += 1;
    } else if (c >= lowerBound) {
      asked += 1;
      if (m.is_task) askedTrue += 1;
    } else if (m.is_task) droppedTrue += 1;
  });
  return {
    autoCreated: auto,
    autoCreatedPrecision: auto === 0 ? 0 : autoTrue / auto,
    tasksAutoCreated: autoTrue / tasks,
    askedAbout: asked,
    tasksAskedAbout: askedTrue / tasks,
    tasksDropped: droppedTrue / tasks,
    brier: brier / (labelled.length || 1),
  };
}

export function formatBands(b: ConfidenceBands): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  return [
    `confidence >= 0.7 (card at once): ${b.autoCreated} messages, precision ${b.autoCreatedPrecision.toFixed(3)}, ${pct(b.tasksAutoCreated)} of tasks`,
    `0.3 <= confidence < 0.7 (bot asks): ${b.askedAbout} messages, ${pct(b.tasksAskedAbout)} of tasks; below 0.3: ${pct(b.tasksDropped)} of tasks`,
    `Brier score ${b.brier.toFixed(3)}`,
  ].join('\n');
}
