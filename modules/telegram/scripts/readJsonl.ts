/** Reads a JSON-lines file of messages (the dev set's format); blank lines are skipped. */
import { readFileSync } from 'node:fs';

export function readJsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line, i) => {
      try {
        return JSON.parse(line) as T;
      } catch {
        throw new Error(`${path}:${i + 1}: not a JSON line`);
      }
    });
}
