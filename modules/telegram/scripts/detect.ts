/**
 * npm run telegram:detect -- FILE.jsonl
 * Reads messages in the dev set's format (labels, if present, are ignored) and prints one JSON line per
 * message with what the module's detector finds. No network; dates are relative to each sent_at; each
 * message is read with the file's earlier messages of its chat and the one its reply_to names.
 */
import { detectTask } from '../server/detection/detector';
import { threadsOf } from '../server/detection/thread';
import type { ChatMessage } from '../server/detection/types';
import { InputError, readMessages, runCommand } from './readMessages';

runCommand(() => {
  const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!file) throw new InputError('usage: npm run telegram:detect -- FILE.jsonl');
  const messages = readMessages<ChatMessage>(file);
  const threads = threadsOf(messages);
  const lines = messages.map((message, i) => {
    const d = detectTask(message, { thread: threads[i] });
    return JSON.stringify({
      id: message.id,
      is_task: d.isTask,
      confidence: Math.round(d.confidence * 1000) / 1000,
      title: d.title,
      assignee: d.assignee,
      due: d.due,
      priority: d.priority,
    });
  });
  process.stdout.write(lines.length > 0 ? `${lines.join('\n')}\n` : '');
});
