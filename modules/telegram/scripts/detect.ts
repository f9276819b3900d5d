/**
 * npm run telegram:detect -- FILE.jsonl
 * Reads messages in the dev set's format (labels, if present, are ignored) and prints one JSON line per
 * message with what the module's detector finds. No network; dates are relative to each sent_at.
 */
import { detectTask } from '../server/detection/detector';
import type { ChatMessage } from '../server/detection/types';
import { readJsonl } from './readJsonl';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  process.stderr.write('usage: npm run telegram:detect -- FILE.jsonl\n');
  process.exit(2);
}
for (const message of readJsonl<ChatMessage>(file)) {
  const d = detectTask(message);
  const line = {
    id: message.id,
    is_task: d.isTask,
    confidence: Math.round(d.confidence * 1000) / 1000,
    title: d.title,
    assignee: d.assignee,
    due: d.due,
    priority: d.priority,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
