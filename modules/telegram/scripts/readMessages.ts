/** Reads a JSON-lines file of messages (the dev set's format); blank lines are skipped. */
import { readFileSync } from 'node:fs';
import { parseSentAt } from '../server/detection/localDate';
import type { ChatMessage } from '../server/detection/types';

/** Thrown for a file the commands cannot read: its message names the file and line. */
export class InputError extends Error {}

export function readMessages<T extends ChatMessage>(path: string): T[] {
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read ${path}: ${(error as Error).message}`);
  }
  const messages: T[] = [];
  content.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    let message: T;
    try {
      message = JSON.parse(line) as T;
    } catch {
      throw new InputError(`${path}:${i + 1}: not a JSON line`);
    }
    if (typeof message !== 'object' || message === null || typeof message.text !== 'string')
      throw new InputError(`${path}:${i + 1}: no "text"`);
    try {
      parseSentAt(message.sent_at);
    } catch (error) {
      throw new InputError(`${path}:${i + 1}: ${(error as Error).message}`);
    }
    messages.push({ ...message, id: message.id ?? String(i + 1) });
  });
  return messages;
}

/** Runs a command's body; an InputError is printed as one line and exits with 1, anything else is a bug. */
export function runCommand(body: () => void | Promise<void>): void {
  const report = (error: unknown) => {
    if (!(error instanceof InputError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  };
  try {
    const done = body();
    // An async body's bug still ends the process: the rethrow becomes an unhandled rejection.
    if (done) done.catch(report);
  } catch (error) {
    report(error);
  }
}
