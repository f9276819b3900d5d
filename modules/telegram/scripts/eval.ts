/**
 * npm run telegram:eval -- FILE.jsonl            scores of the shipped detector on a labelled file
 * npm run telegram:eval -- --cv FILE.jsonl       leave-one-chat-out cross-validation of its training
 *   --features char-ngrams|linguistic            (with --cv) the feature set to train, linguistic by default
 *   --errors                                     also list the messages it got wrong
 */
import type { FeatureSet } from '../server/detection/classifier';
import type { LabelledMessage, TaskDetection } from '../server/detection/types';
import { confidenceBands, crossValidateByChat, evaluate, formatBands, formatScores } from './evaluation';
import { InputError, readMessages, runCommand } from './readMessages';

runCommand(() => {
  const args = process.argv.slice(2);
  const cv = args.includes('--cv');
  const showErrors = args.includes('--errors');
  const featuresAt = args.indexOf('--features');
  const featureSet = (featuresAt >= 0 ? args[featuresAt + 1] : 'linguistic') as FeatureSet;
  const file = args.find((a, i) => !a.startsWith('--') && (featuresAt < 0 || i !== featuresAt + 1));
  if (!file) throw new InputError('usage: npm run telegram:eval -- [--cv [--features char-ngrams|linguistic]] [--errors] FILE.jsonl');
  if (featureSet !== 'linguistic' && featureSet !== 'char-ngrams') throw new InputError(`unknown feature set: ${featureSet}`);

  const labelled = readMessages<LabelledMessage>(file);
  const unlabelled = labelled.findIndex((m) => typeof m.is_task !== 'boolean');
  if (unlabelled >= 0) throw new InputError(`${file}: message ${labelled[unlabelled]!.id} has no is_task label`);
  let detections: TaskDetection[];
  if (cv) {
    if (new Set(labelled.map((m) => m.chat)).size < 2) throw new InputError('--cv needs messages from at least two chats (the "chat" field)');
    const result = crossValidateByChat(labelled, featureSet, true);
    process.stdout.write(`leave-one-chat-out cross-validation, ${result.perChat.length} chats, features: ${featureSet}\n`);
    process.stdout.write('chat                          msgs tasks    P     R     F1   assignee  due  priority  title\n');
    for (const { chat, scores } of result.perChat) {
      const f = (x: number) => x.toFixed(2).padStart(5);
      process.stdout.write(`${chat.padEnd(30)}${String(scores.messages).padStart(4)}${String(scores.tasks).padStart(6)} ${f(scores.precision)} ${f(scores.recall)} ${f(scores.f1)}   ${f(scores.assigneeAccuracy)}  ${f(scores.dueAccuracy)}  ${f(scores.priorityAccuracy)}  ${scores.titleOverlap === null ? '  n/a' : f(scores.titleOverlap)}\n`);
    }
    process.stdout.write(`pooled over all held-out chats:\n${formatScores(result.overall)}\n${formatBands(confidenceBands(labelled, result.detections))}\n`);
    detections = result.detections;
  } else {
    const result = evaluate(labelled);
    process.stdout.write(`${formatScores(result.scores)}\n`);
    detections = result.detections;
  }

  if (showErrors) {
    labelled.forEach((m, i) => {
      const d = detections[i]!;
      const wrong: string[] = [];
      if (d.isTask !== m.is_task) wrong.push(`is_task ${d.isTask} (${d.confidence.toFixed(2)})`);
      if (m.is_task && d.assignee !== m.assignee) wrong.push(`assignee ${d.assignee} ≠ ${m.assignee}`);
      if (m.is_task && d.due !== m.due) wrong.push(`due ${d.due} ≠ ${m.due}`);
      if (m.is_task && d.priority !== m.priority) wrong.push(`priority ${d.priority} ≠ ${m.priority}`);
      if (wrong.length > 0) process.stdout.write(`${m.id} ${m.sent_at.slice(0, 16)} ${wrong.join('; ')}\n    ${m.text.replace(/\n/g, ' ⏎ ')}\n`);
    });
  }
});
