/**
 * npm run telegram:train -- [FILE.jsonl]
 * Trains the task classifier on the labelled dev set (by default shared/data/telegram-tasks-dev.jsonl in
 * the nearest folder above the repository that has one) and writes server/detection/model.json, which the module ships and loads.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { trainClassifier } from '../server/detection/classifier';
import type { LabelledMessage } from '../server/detection/types';
import { readMessages } from './readMessages';

const repoRoot = resolve(__dirname, '../../..');
const file = process.argv[2] ?? findDevSet(repoRoot);
const labelled = readMessages<LabelledMessage>(file);
const model = trainClassifier(labelled, { featureSet: 'linguistic', calibrate: true });
const out = resolve(repoRoot, 'modules/telegram/server/detection/model.json');
writeFileSync(out, `${JSON.stringify(model, null, 0)}\n`);
process.stdout.write(`trained on ${labelled.length} messages, ${Object.keys(model.logistic.weights).length} weights -> ${out}\n`);

function findDevSet(from: string): string {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const candidate = resolve(dir, 'shared/data/telegram-tasks-dev.jsonl');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error('no shared/data/telegram-tasks-dev.jsonl above the repository: pass the file');
  }
}
