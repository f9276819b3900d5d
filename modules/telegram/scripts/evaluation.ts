/** Scores of the detector on a labelled file, and leave-one-chat-out cross-validation of its training. */
import { featuresOf, trainClassifier, type FeatureSet } from '../server/detection/classifier';
import { detectTask, type DetectOptions } from '../server/detection/detector';
import type { LabelledMessage, TaskDetection } from '../server/detection/types';

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
}

export function scoresOf(labelled: LabelledMessage[], detections: TaskDetection[]): Scores {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let assignee = 0;
  let due = 0;
  let priority = 0;
  labelled.forEach((message, i) => {
    const detection = detections[i]!;
    if (detection.isTask && message.is_task) tp += 1;
    if (detection.isTask && !message.is_task) fp += 1;
    if (!detection.isTask && message.is_task) fn += 1;
    if (!message.is_task) return;
    if (detection.assignee === message.assignee) assignee += 1;
    if (detection.due === message.due) due += 1;
    if (detection.priority === message.priority) priority += 1;
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
  };
}

export function evaluate(labelled: LabelledMessage[], options: DetectOptions = {}): { scores: Scores; detections: TaskDetection[] } {
  const detections = labelled.map((m) => detectTask(m, options));
  return { scores: scoresOf(labelled, detections), detections };
}

export interface CrossValidation {
  overall: Scores;
  perChat: Array<{ chat: string; scores: Scores }>;
  detections: TaskDetection[];
}

/** Trains on every chat but one and tests on that one, for each chat; scores pooled over all held-out messages. */
export function crossValidateByChat(labelled: LabelledMessage[], featureSet: FeatureSet, calibrate: boolean): CrossValidation {
  const detections: TaskDetection[] = new Array(labelled.length);
  const perChat: CrossValidation['perChat'] = [];
  const features = labelled.map((m) => featuresOf(m, featureSet));
  for (const chat of [...new Set(labelled.map((m) => m.chat))].sort()) {
    const training = labelled.map((m) => m.chat !== chat);
    const model = trainClassifier(labelled.filter((_, i) => training[i]), {
      featureSet,
      calibrate,
      features: features.filter((_, i) => training[i]),
    });
    const heldOut: LabelledMessage[] = [];
    const heldOutDetections: TaskDetection[] = [];
    labelled.forEach((m, i) => {
      if (m.chat !== chat) return;
      const detection = detectTask(m, { model });
      detections[i] = detection;
      heldOut.push(m);
      heldOutDetections.push(detection);
    });
    perChat.push({ chat, scores: scoresOf(heldOut, heldOutDetections) });
  }
  return { overall: scoresOf(labelled, detections), perChat, detections };
}

export function formatScores(scores: Scores): string {
  const pct = (x: number) => x.toFixed(3);
  return [
    `messages ${scores.messages}, tasks ${scores.tasks}`,
    `is_task   precision ${pct(scores.precision)}  recall ${pct(scores.recall)}  F1 ${pct(scores.f1)}`,
    `on tasks  assignee ${pct(scores.assigneeAccuracy)}  due ${pct(scores.dueAccuracy)}  priority ${pct(scores.priorityAccuracy)}`,
  ].join('\n');
}
