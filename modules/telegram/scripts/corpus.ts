/**
 * Where the labelled data lives: the training corpus (modules/telegram/corpus/<trade>.jsonl, one trade
 * per file) and the dev set (shared/data/telegram-tasks-dev.jsonl above the repository), which is kept
 * for validation only: the shipped model never trains on it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { LabelledMessage } from '../server/detection/types';
import { InputError, readMessages } from './readMessages';

export const REPO_ROOT = resolve(__dirname, '../../..');
export const CORPUS_DIR = resolve(REPO_ROOT, 'modules/telegram/corpus');
export const MODEL_FILE = resolve(REPO_ROOT, 'modules/telegram/server/detection/model.json');

/** Every message of the corpus, file by file; a message without a trade takes its file's name. */
export function readCorpus(dir = CORPUS_DIR): LabelledMessage[] {
  if (!existsSync(dir)) throw new InputError(`no corpus at ${dir}`);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
  if (files.length === 0) throw new InputError(`no .jsonl files in ${dir}`);
  return files.flatMap((file) => readLabelled(join(dir, file)).map((m) => ({ ...m, trade: m.trade ?? basename(file, '.jsonl') })));
}

export function readLabelled(file: string): LabelledMessage[] {
  const labelled = readMessages<LabelledMessage>(file);
  const unlabelled = labelled.findIndex((m) => typeof m.is_task !== 'boolean');
  if (unlabelled >= 0) throw new InputError(`${file}: message ${labelled[unlabelled]!.id} has no is_task label`);
  return labelled;
}

/** shared/data/telegram-tasks-dev.jsonl in the nearest folder above the repository that has one. */
export function findDevSet(from = REPO_ROOT): string {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const candidate = resolve(dir, 'shared/data/telegram-tasks-dev.jsonl');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new InputError('no shared/data/telegram-tasks-dev.jsonl above the repository: pass the file');
  }
}
