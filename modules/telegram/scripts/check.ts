/**
 * npm run telegram:check [-- FILE.jsonl ...]
 * Checks the shape of labelled files (the corpus by default): fields, ids, replies, time order within a chat,
 * sent_at's offset against time_zone, and labels of the right kind. Prints every problem; exits 1 on any.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, readLabelled } from './corpus';
import { corpusProblems } from './corpusProblems';
import { runCommand } from './readMessages';

runCommand(() => {
  const given = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const files =
    given.length > 0
      ? given
      : readdirSync(CORPUS_DIR)
          .filter((f) => f.endsWith('.jsonl'))
          .sort()
          .map((f) => join(CORPUS_DIR, f));
  let problems = 0;
  for (const file of files) {
    const found = corpusProblems(readLabelled(file));
    for (const problem of found) process.stdout.write(`${file} ${problem}\n`);
    problems += found.length;
  }
  process.stdout.write(`${files.length} files, ${problems} problems\n`);
  if (problems > 0) process.exitCode = 1;
});
