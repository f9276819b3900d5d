/**
 * npm run telegram:eval                          the shipped model on the dev set (never trained on), then
 *                                                leave-one-trade-out cross-validation on the corpus
 * npm run telegram:eval -- FILE.jsonl            scores of the shipped detector on a labelled file
 * npm run telegram:eval -- --cv FILE.jsonl       leave-one-chat-out cross-validation of its training on the file
 *   --features char-ngrams|linguistic            (with --cv) the feature set to train, linguistic by default
 *   --errors                                     also list the messages it got wrong
 *   --workers N                                  threads for the cross-validation folds (all cores by default;
 *                                                1 runs them in this one), with the same figures either way
 */
import { isMainThread } from 'node:worker_threads';
import type { FeatureSet } from '../server/detection/classifier';
import type { LabelledMessage, TaskDetection } from '../server/detection/types';
import { findDevSet, readCorpus, readLabelled } from './corpus';
import {
  TITLE_TOKENS_NOTE,
  confidenceBands,
  crossValidateByChat,
  crossValidateByTrade,
  evaluate,
  formatBands,
  formatScores,
  type CrossValidation,
} from './evaluation';
import { serveFolds } from './parallelFolds';
import { InputError, runCommand } from './readMessages';

const out = (text: string) => process.stdout.write(`${text}\n`);

// This bundle is also the cross-validation's fold worker (see parallelFolds.ts).
if (isMainThread) runCommand(main);
else serveFolds();

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const cv = args.includes('--cv');
  const showErrors = args.includes('--errors');
  const featuresAt = args.indexOf('--features');
  const workersAt = args.indexOf('--workers');
  const featureSet = (featuresAt >= 0 ? args[featuresAt + 1] : 'linguistic') as FeatureSet;
  const workers = workersAt >= 0 ? Number(args[workersAt + 1]) : undefined;
  const values = new Set([featuresAt, workersAt].filter((at) => at >= 0).map((at) => at + 1));
  const file = args.find((a, i) => !a.startsWith('--') && !values.has(i));
  if (featureSet !== 'linguistic' && featureSet !== 'char-ngrams') throw new InputError(`unknown feature set: ${featureSet}`);
  if (workers !== undefined && !(Number.isInteger(workers) && workers >= 1))
    throw new InputError(`--workers needs a whole number from 1: ${args[workersAt + 1]}`);

  if (!file) {
    if (cv)
      throw new InputError(
        'usage: npm run telegram:eval -- [--cv [--features char-ngrams|linguistic]] [--errors] [--workers N] [FILE.jsonl]',
      );
    const dev = readLabelled(findDevSet());
    const shipped = evaluate(dev);
    out(
      `shipped model on the dev set (validation only, never trained on):\n${formatScores(shipped.scores)}\n${formatBands(confidenceBands(dev, shipped.detections))}`,
    );
    if (showErrors) listErrors(dev, shipped.detections);
    const corpus = readCorpus();
    const result = await crossValidateByTrade(corpus, featureSet, workers);
    out(`\nleave-one-trade-out on the corpus (train without trade X, test on X), features: ${featureSet}`);
    printTable(result, 'trade');
    out(`pooled over all held-out trades:\n${formatScores(result.overall)}\n${formatBands(confidenceBands(corpus, result.detections))}`);
    out(`\n${TITLE_TOKENS_NOTE}`);
    if (showErrors) listErrors(corpus, result.detections);
    return;
  }

  const labelled = readLabelled(file);
  let detections: TaskDetection[];
  if (cv) {
    if (new Set(labelled.map((m) => m.chat)).size < 2)
      throw new InputError('--cv needs messages from at least two chats (the "chat" field)');
    const result = await crossValidateByChat(labelled, featureSet, true, workers);
    out(`leave-one-chat-out cross-validation, ${result.perChat.length} chats, features: ${featureSet}`);
    printTable(result, 'chat');
    out(`pooled over all held-out chats:\n${formatScores(result.overall)}\n${formatBands(confidenceBands(labelled, result.detections))}`);
    detections = result.detections;
  } else {
    const result = evaluate(labelled);
    out(formatScores(result.scores));
    detections = result.detections;
  }
  out(TITLE_TOKENS_NOTE);
  if (showErrors) listErrors(labelled, detections);
}

function printTable(result: CrossValidation, heading: string): void {
  out(`${heading.padEnd(30)}msgs tasks    P     R     F1   assignee  due  priority  title`);
  for (const { chat, scores } of result.perChat) {
    const f = (x: number) => x.toFixed(2).padStart(5);
    out(
      `${chat.slice(0, 29).padEnd(30)}${String(scores.messages).padStart(4)}${String(scores.tasks).padStart(6)} ${f(scores.precision)} ${f(scores.recall)} ${f(scores.f1)}   ${f(scores.assigneeAccuracy)}  ${f(scores.dueAccuracy)}  ${f(scores.priorityAccuracy)}  ${scores.titleOverlap === null ? '  n/a' : f(scores.titleOverlap)}`,
    );
  }
}

function listErrors(labelled: LabelledMessage[], detections: TaskDetection[]): void {
  labelled.forEach((m, i) => {
    const d = detections[i]!;
    const wrong: string[] = [];
    if (d.isTask !== m.is_task) wrong.push(`is_task ${d.isTask} (${d.confidence.toFixed(2)})`);
    if (m.is_task && d.assignee !== m.assignee) wrong.push(`assignee ${d.assignee} ≠ ${m.assignee}`);
    if (m.is_task && d.due !== m.due) wrong.push(`due ${d.due} ≠ ${m.due}`);
    if (m.is_task && d.priority !== m.priority) wrong.push(`priority ${d.priority} ≠ ${m.priority}`);
    if (wrong.length > 0) out(`${m.id} ${m.sent_at.slice(0, 16)} ${wrong.join('; ')}\n    ${m.text.replace(/\n/g, ' ⏎ ')}`);
  });
}
