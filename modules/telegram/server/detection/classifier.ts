/** Task / not-task: logistic regression over message features, with Platt-scaled confidence. */
import { charNgramFeatures } from './charNgrams';
import { messageFeatures } from './features';
import {
  DEFAULT_TRAIN_OPTIONS,
  score,
  sigmoid,
  train,
  type LogisticModel,
  type SparseVector,
  type TrainOptions,
} from './logisticRegression';
import { NO_THREAD } from './thread';
import { withoutTradeWords } from './tradeWords';
import { readTransliteration } from './translit';
import type { ChatMessage, LabelledMessage, ThreadContext } from './types';

export type FeatureSet = 'char-ngrams' | 'linguistic';

export interface ClassifierModel {
  featureSet: FeatureSet;
  logistic: LogisticModel;
  /** Platt scaling of the raw score, fitted on scores of chats held out of training. */
  calibration: { a: number; b: number };
  /**
   * The confidence from which a message is a task: the one that gave the best F1 on the trades held out
   * for calibration (never on the dev set); 0.5 for models made before it was kept.
   */
  threshold?: number;
}

export function featuresOf(message: ChatMessage, featureSet: FeatureSet, thread: ThreadContext = NO_THREAD): SparseVector {
  if (featureSet === 'char-ngrams') return charNgramFeatures(message.text);
  return messageFeatures({ ...message, text: readTransliteration(message.text) }, thread);
}

export function taskConfidence(model: ClassifierModel, message: ChatMessage, thread: ThreadContext = NO_THREAD): number {
  const features = featuresOf(message, model.featureSet, thread);
  const confidence = sigmoid(model.calibration.a * score(model.logistic, features) + model.calibration.b);
  // «Коля, уточню у Сергея и отвечу», "Khalid, I'll check with Mei and tell you": a name and a day make it look like
  // an order, and the corpus has too few of them for the weights to learn otherwise (none of its 22 is a task).
  return features.has('cue:promise-to-report') ? Math.min(confidence, PROMISE_TO_REPORT_CEILING) : confidence;
}

/** Below every threshold the model has chosen (0.4–0.6): a promise to report back asks nothing of anyone. */
const PROMISE_TO_REPORT_CEILING = 0.3;

export interface ClassifierTrainOptions {
  featureSet: FeatureSet;
  /** Fit the Platt scaling on held-out scores (trades, else chats, split into CALIBRATION_FOLDS groups). */
  calibrate: boolean;
  logistic?: TrainOptions;
  /** Features already computed for these messages, in the same order (cross-validation reuses them). */
  features?: SparseVector[];
  /** Each message's thread, in the same order (by default none). */
  threads?: ThreadContext[];
}

const CALIBRATION_FOLDS = 5;

export function trainClassifier(messages: LabelledMessage[], options: ClassifierTrainOptions): ClassifierModel {
  const logisticOptions = options.logistic ?? DEFAULT_TRAIN_OPTIONS;
  // A trade's chats go to one fold: held-out scores then come from models that never saw the trade.
  const groupOf = (m: LabelledMessage) => m.trade ?? m.chat;
  const xs = withoutTradeWords(
    options.features ?? messages.map((m, i) => featuresOf(m, options.featureSet, options.threads?.[i])),
    messages.map(groupOf),
  );
  const ys = messages.map((m) => m.is_task);
  const logistic = train(xs, ys, logisticOptions);
  const chats = [...new Set(messages.map(groupOf))].sort();
  // Calibration needs a group to hold out and another to train on.
  if (!options.calibrate || chats.length < 2) return { featureSet: options.featureSet, logistic, calibration: { a: 1, b: 0 } };
  const foldOf = new Map(chats.map((chat, i) => [chat, i % CALIBRATION_FOLDS]));
  const scores: number[] = [];
  const labels: boolean[] = [];
  for (let fold = 0; fold < Math.min(CALIBRATION_FOLDS, chats.length); fold += 1) {
    const inFold = messages.map((m) => foldOf.get(groupOf(m)) !== fold);
    const foldModel = train(
      xs.filter((_, i) => inFold[i]),
      ys.filter((_, i) => inFold[i]),
      logisticOptions,
    );
    xs.forEach((x, i) => {
      if (inFold[i]) return;
      scores.push(score(foldModel, x));
      labels.push(ys[i]!);
    });
  }
  const calibration = fitPlatt(scores, labels);
  const threshold = bestThreshold(
    scores.map((s) => sigmoid(calibration.a * s + calibration.b)),
    labels,
  );
  return { featureSet: options.featureSet, logistic, calibration, threshold };
}

/**
 * F1 within this of the best counts as equal: on held-out trades F1 is flat over a wide band of thresholds
 * (0.940–0.942 from 0.34 to 0.60 on 185 trades), and a threshold picked by its third decimal moved with every retrain.
 */
const THRESHOLD_F1_TOLERANCE = 0.002;

/** The confidence between 0.3 and 0.7 with the best F1 on held-out messages; of about equal ones, the nearest to 0.5. */
export function bestThreshold(confidences: number[], labels: boolean[]): number {
  const scored: { threshold: number; f1: number }[] = [];
  for (let step = 30; step <= 70; step += 1) {
    const threshold = step / 100;
    let tp = 0;
    let fp = 0;
    let fn = 0;
    confidences.forEach((c, i) => {
      if (c >= threshold && labels[i]) tp += 1;
      else if (c >= threshold) fp += 1;
      else if (labels[i]) fn += 1;
    });
    scored.push({ threshold, f1: (2 * tp) / (2 * tp + fp + fn || 1) });
  }
  const best = Math.max(...scored.map((s) => s.f1));
  const distance = (threshold: number) => Math.abs(threshold - 0.5);
  return scored
    .filter((s) => s.f1 >= best - THRESHOLD_F1_TOLERANCE)
    .reduce((nearest, s) => (distance(s.threshold) < distance(nearest.threshold) - 1e-9 ? s : nearest)).threshold;
}

/** Platt scaling: a one-feature logistic regression of the label on the raw score. */
export function fitPlatt(scores: number[], labels: boolean[]): { a: number; b: number } {
  let a = 1;
  let b = 0;
  const positives = labels.filter(Boolean).length;
  // Platt's smoothed targets keep the fit from running off to infinity on separable folds.
  const high = (positives + 1) / (positives + 2);
  const low = 1 / (labels.length - positives + 2);
  for (let step = 0; step < 2000; step += 1) {
    let ga = 0;
    let gb = 0;
    scores.forEach((s, i) => {
      const error = sigmoid(a * s + b) - (labels[i] ? high : low);
      ga += error * s;
      gb += error;
    });
    a -= (0.5 * ga) / scores.length;
    b -= (0.5 * gb) / scores.length;
  }
  return { a, b };
}
