/**
 * npm run telegram:train [-- DIR_OR_FILE]
 * Trains the task classifier on the corpus (modules/telegram/corpus/*.jsonl, by default) and writes
 * server/detection/model.json, which the module ships and loads. The dev set is never trained on: it
 * is how the shipped model is checked.
 */
import { realpathSync, statSync, writeFileSync } from 'node:fs';
import { trainClassifier } from '../server/detection/classifier';
import { threadsOf } from '../server/detection/thread';
import { MODEL_FILE, findDevSet, readCorpus, readLabelled } from './corpus';
import { InputError, runCommand } from './readMessages';

runCommand(() => {
  const source = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (source && resolvePath(source) === resolvePath(findDevSetOrNull() ?? ''))
    throw new InputError('the dev set is for validation only: train on the corpus');
  const labelled = source === undefined ? readCorpus() : statSync(source).isDirectory() ? readCorpus(source) : readLabelled(source);
  const model = trainClassifier(labelled, { featureSet: 'linguistic', calibrate: true, threads: threadsOf(labelled) });
  writeFileSync(MODEL_FILE, `${JSON.stringify(model, null, 0)}\n`);
  const trades = new Set(labelled.map((m) => m.trade ?? m.chat)).size;
  process.stdout.write(
    `trained on ${labelled.length} messages of ${trades} trades, ${Object.keys(model.logistic.weights).length} weights -> ${MODEL_FILE}\n`,
  );
});

function findDevSetOrNull(): string | null {
  try {
    return findDevSet();
  } catch {
    return null;
  }
}

function resolvePath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
